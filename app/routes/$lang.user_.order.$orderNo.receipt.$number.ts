import type { LoaderFunctionArgs } from "@remix-run/node";
import { fetchApi } from "~/lib/api.server";
import { notFoundPage } from "~/lib/not-found.server";
import { requireLang, requireStudent } from "~/lib/applications.server";

/**
 * GET /{lang}/user/order/{orderNo}/receipt/{number}: the PDF receipt of a payment (P…) or a refund
 * (R…) of the signed-in student's order, in the page's language (order/receipt answers the file
 * itself). Someone else's number, or one that is not a receipt, gets the site's 404 page.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const lang = requireLang(params);
  await requireStudent(request);
  const number = params.number ?? "";
  if (!/^[PR]\d{6}[A-Za-z0-9]{1,20}$/.test(number)) return notFoundPage(request, lang, context);
  const res = await fetchApi("/rest/user/client/order/receipt", { number }, { request });
  if (!res) throw new Response("Bad Gateway", { status: 502 });
  const type = res.headers.get("content-type") ?? "";
  if (!res.ok || !type.includes("application/pdf") || !res.body) {
    await res.body?.cancel();
    return notFoundPage(request, lang, context);
  }
  const fileName = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? `${number}.pdf`;
  const headers = new Headers({
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="${fileName.replace(/[^\x20-\x7e]|"/g, "_")}"`,
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  });
  const length = res.headers.get("content-length");
  if (length) headers.set("Content-Length", length);
  return new Response(res.body, { status: 200, headers });
}
