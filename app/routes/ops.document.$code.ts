import type { LoaderFunctionArgs } from "@remix-run/node";
import { fetchApi } from "~/lib/api.server";
import { readStaffToken, requireStaff } from "~/lib/ops.server";

/**
 * GET /ops/document/{code}: one student document for the signed-in staff member, as an attachment,
 * if the API lets them read it (it writes the audit entry before answering); anything else 404.
 */
const TYPES = new Set(["application/pdf", "image/jpeg", "image/png"]);

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { lang } = await requireStaff(request);
  const code = params.code ?? "";
  if (!/^d[A-Za-z0-9_-]{1,39}$/.test(code)) throw new Response("Not Found", { status: 404 });
  const staffToken = (await readStaffToken(request)) ?? "";
  // The console's language, like opsCall's (the shared `language` field is not in the call's own type).
  const fields = { staffToken, documentCode: code, language: lang } as { staffToken: string; documentCode: string };
  const res = await fetchApi("/rest/ops/document/download", fields, { request, token: null });
  if (!res) throw new Response("Bad Gateway", { status: 502 });
  const type = (res.headers.get("content-type") ?? "").split(";")[0];
  if (!res.ok || !TYPES.has(type) || !res.body) {
    await res.body?.cancel();
    throw new Response("Not Found", { status: 404 });
  }
  const headers = new Headers({
    "Content-Type": type,
    "Content-Disposition": res.headers.get("content-disposition") ?? "attachment",
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  });
  const length = res.headers.get("content-length");
  if (length) headers.set("Content-Length", length);
  return new Response(res.body, { status: 200, headers });
}
