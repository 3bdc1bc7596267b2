import type { LoaderFunctionArgs } from "@remix-run/node";
import { searchCatalogue } from "~/lib/catalogue.server";
import { isLang } from "#core/lang";

/** /{lang}/search.json?keyword=…: the search island's suggestions (house/search), always JSON. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  if (!isLang(params.lang)) throw new Response("Not Found", { status: 404 });
  const url = new URL(request.url);
  const id = (name: string) => {
    const n = Number(url.searchParams.get(name));
    return Number.isInteger(n) && n > 0 ? n : undefined;
  };
  const list = await searchCatalogue(request, url.searchParams.get("keyword") ?? "", { countryId: id("countryId"), cityId: id("cityId") }).catch(() => []);
  return Response.json({ list }, { headers: { "Cache-Control": "private, max-age=60" } });
}
