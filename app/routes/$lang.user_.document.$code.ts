import type { LoaderFunctionArgs } from "@remix-run/node";
import { fetchApi } from "~/lib/api.server";
import { notFoundPage } from "~/lib/not-found.server";
import { requireLang, requireStudent } from "~/lib/applications.server";

/**
 * GET /{lang}/user/document/{code}: one of the signed-in student's documents, decrypted, as an
 * attachment (never inline: the file is the student's, not our page). Another student's code, or
 * one that does not exist, gets the site's 404 page.
 */
const TYPES = new Set(["application/pdf", "image/jpeg", "image/png"]);

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const lang = requireLang(params);
  await requireStudent(request);
  const code = params.code ?? "";
  if (!/^d[A-Za-z0-9_-]{1,39}$/.test(code)) return notFoundPage(request, lang, context);
  const res = await fetchApi("/rest/user/client/document/download", { documentCode: code }, { request });
  if (!res) throw new Response("Bad Gateway", { status: 502 });
  const type = (res.headers.get("content-type") ?? "").split(";")[0];
  if (!res.ok || !TYPES.has(type) || !res.body) {
    await res.body?.cancel();
    return notFoundPage(request, lang, context);
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
