import type { LoaderFunctionArgs } from "@remix-run/node";
import { schoolsOfCity } from "~/components/requests/requests.server";
import { isLang } from "#core/lang";

/** /{lang}/schools.json?cityId=…: the schools of one city, for the find-a-house form's live school select. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  if (!isLang(params.lang)) throw new Response("Not Found", { status: 404 });
  const cityId = Number(new URL(request.url).searchParams.get("cityId"));
  const list = await schoolsOfCity(request, Number.isInteger(cityId) && cityId > 0 ? cityId : null);
  return Response.json({ list }, { headers: { "Cache-Control": "private, max-age=300" } });
}
