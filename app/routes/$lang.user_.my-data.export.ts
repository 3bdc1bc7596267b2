import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { localHref } from "#core/lang";
import { fetchApi } from "~/lib/api.server";
import { redirectWithToast, requireLang, requireStudent } from "~/lib/applications.server";
import { readForm } from "~/lib/form.server";
import { getFixedT } from "~/lib/i18n.server";

/**
 * POST /{lang}/user/my-data/export: "download my data", the JSON file itself as an attachment (a
 * resource route: a page's action cannot answer a file). The "Your data" page's form posts here
 * as a full submission, so the browser saves the file with or without JavaScript.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const lang = requireLang(params);
  await requireStudent(request);
  await readForm(request, { lang, resource: true });
  const res = await fetchApi("/rest/user/client/user/export", {}, { request });
  if (!res) throw new Response("Bad Gateway", { status: 502 });
  const disposition = res.headers.get("content-disposition") ?? "";
  if (!res.ok || !(res.headers.get("content-type") ?? "").includes("application/json") || !disposition.startsWith("attachment")) {
    await res.body?.cancel();
    return redirectWithToast(localHref("/user/my-data", lang), { type: "error", text: getFixedT(lang)("submit_fail") });
  }
  return new Response(res.body, {
    status: 200,
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": disposition,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

export const loader = ({ params }: LoaderFunctionArgs) => redirect(localHref("/user/my-data", requireLang(params)));
