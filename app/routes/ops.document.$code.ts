import type { LoaderFunctionArgs } from "@remix-run/node";
import { fetchApi } from "~/lib/api.server";
import { attachmentFrom, DOCUMENT_CODE } from "~/lib/attachment.server";
import { readStaffToken, requireStaff } from "~/lib/ops.server";

/**
 * GET /ops/document/{code}: one student document for the signed-in staff member, as an attachment,
 * if the API lets them read it (it writes the audit entry before answering); anything else 404.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { lang } = await requireStaff(request);
  const code = params.code ?? "";
  if (!DOCUMENT_CODE.test(code)) throw new Response("Not Found", { status: 404 });
  const staffToken = (await readStaffToken(request)) ?? "";
  // The console's language, like opsCall's (the shared `language` field is not in the call's own type).
  const fields = { staffToken, documentCode: code, language: lang } as { staffToken: string; documentCode: string };
  const res = await fetchApi("/rest/ops/document/download", fields, { request, token: null });
  if (!res) throw new Response("Bad Gateway", { status: 502 });
  const file = await attachmentFrom(res);
  if (!file) throw new Response("Not Found", { status: 404 });
  return file;
}
