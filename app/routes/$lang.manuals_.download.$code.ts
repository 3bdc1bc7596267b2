import type { LoaderFunctionArgs } from "@remix-run/node";
import { fetchApi } from "~/lib/api.server";
import { notFoundPage } from "~/lib/not-found.server";
import { isSlug } from "#core/slug";
import { requireLang } from "~/lib/applications.server";

/**
 * GET /{lang}/manuals/download/{code}: a handbook file. operationHandbook/download answers the
 * file itself on success (a PDF in either language) and an envelope on failure; the file is
 * streamed back with its type and an attachment Content-Disposition (with an RFC 6266 UTF-8
 * name), an unknown handbook gets the site's 404 page, no answer a 502.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const lang = requireLang(params);
  const code = params.code ?? "";
  if (!isSlug(code)) return notFoundPage(request, lang, context);
  const res = await fetchApi("/rest/building/client/operationHandbook/download", { code }, { request, token: null });
  if (!res) throw new Response("Bad Gateway", { status: 502 });
  const type = res.headers.get("content-type") ?? "";
  if (!res.ok || type.includes("application/json") || !res.body) {
    await res.body?.cancel();
    return notFoundPage(request, lang, context);
  }
  const fileName = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? code;
  const headers = new Headers({
    "Content-Type": type || "application/octet-stream",
    "Content-Disposition": `attachment; filename="${fileName.replace(/[^\x20-\x7e]|"/g, "_")}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    "Cache-Control": "private, max-age=300",
    "X-Content-Type-Options": "nosniff",
  });
  const length = res.headers.get("content-length");
  if (length) headers.set("Content-Length", length);
  return new Response(res.body, { status: 200, headers });
}
