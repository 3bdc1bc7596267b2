import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { PlacePage } from "~/components/place-page/PlacePage";
import { loadPlace } from "~/lib/place.server";
import { describe } from "~/lib/seo";

/**
 * The city page /{country}/{city} and the school page /{country}/{city}/{school}.
 *
 * One splat route instead of `$lang.$country_.$city` and `…$city_.$school`: a route made only
 * of dynamic segments outranks the API's resource routes (`rest/*`, `jcommon/*`, `feedback/*`,
 * `images/*`) for paths of the same length (React Router scores `:a/:b/:c` above `rest/*`), so
 * `/rest/user/client/login` would reach this page. A splat scores below them.
 */
export const loader = (args: LoaderFunctionArgs) => {
  const parts = (args.params["*"] ?? "").split("/").filter(Boolean);
  if (parts.length < 1 || parts.length > 2) throw new Response("Not Found", { status: 404 });
  const [city, school] = parts;
  return loadPlace({ ...args, params: { ...args.params, city, school } }, school ? "school" : "city");
};

/** The default site title (only listings and apartment or room pages set their own), this page's description. */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => describe(data?.description ?? "", matches);

export default PlacePage;
