import type { LoaderFunctionArgs } from "@remix-run/node";
import { callApi } from "~/lib/api.server";
import { KEYWORD_MAX } from "~/lib/help.server";
import { isLang } from "#core/lang";

/** /{lang}/help.json?q=…: the help search's instant results (the best few, highlighted), always JSON. */
const INSTANT_RESULTS = 6;

export async function loader({ request, params }: LoaderFunctionArgs) {
  if (!isLang(params.lang)) throw new Response("Not Found", { status: 404 });
  const keyword = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, KEYWORD_MAX);
  const result = keyword ? await callApi("/rest/help/search", { keyword, limit: INSTANT_RESULTS }, { request }) : null;
  const body = result?.ok ? result.data : { keyword, total: 0, list: [] };
  return Response.json(body, { headers: { "Cache-Control": "private, max-age=5" } });
}
