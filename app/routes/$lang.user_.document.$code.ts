import type { LoaderFunctionArgs } from "@remix-run/node";
import { fetchApi } from "~/lib/api.server";
import { attachmentFrom, DOCUMENT_CODE } from "~/lib/attachment.server";
import { notFoundPage } from "~/lib/not-found.server";
import { requireLang, requireStudent } from "~/lib/applications.server";

/**
 * GET /{lang}/user/document/{code}: one of the signed-in student's documents, decrypted, as an
 * attachment. Another student's code, or one that does not exist, gets the site's 404 page.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const lang = requireLang(params);
  await requireStudent(request);
  const code = params.code ?? "";
  if (!DOCUMENT_CODE.test(code)) return notFoundPage(request, lang, context);
  const res = await fetchApi("/rest/user/client/document/download", { documentCode: code }, { request });
  if (!res) throw new Response("Bad Gateway", { status: 502 });
  return (await attachmentFrom(res)) ?? notFoundPage(request, lang, context);
}
