import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { clearStaffToken, opsCall, readStaffToken, requestOpsLang } from "~/lib/ops.server";

/** Sign out: the session ends on the server, the cookie goes. */
export async function action({ request }: ActionFunctionArgs) {
  const token = await readStaffToken(request);
  if (token) await opsCall("/rest/ops/auth/logout", { staffToken: token }, request, await requestOpsLang(request), token);
  return redirect("/ops/login", { headers: { "Set-Cookie": await clearStaffToken() } });
}

export const loader = () => redirect("/ops");
