import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { allows } from "~/lib/ops";
import { requireStaff } from "~/lib/ops.server";

/** /ops: the first section the role works in. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { me } = await requireStaff(request);
  if (allows(me, "read", "application")) throw redirect("/ops/applications");
  if (allows(me, "read", "review")) throw redirect("/ops/reviews");
  if (allows(me, "read", "building")) throw redirect("/ops/apartments");
  throw redirect("/ops/account");
}
