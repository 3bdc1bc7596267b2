import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { PlacePage } from "~/components/place-page/PlacePage";
import { loadPlace } from "~/lib/place.server";
import { describe } from "~/lib/seo";

export const loader = (args: LoaderFunctionArgs) => loadPlace(args, "country");

/** The default site title (only listings and apartment or room pages set their own), this page's description. */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => describe(data?.description ?? "", matches);

export default PlacePage;
