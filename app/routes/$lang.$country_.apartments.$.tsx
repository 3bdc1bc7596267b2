import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { ListingPage } from "~/components/listing-page/ListingPage";
import { loadListing } from "~/lib/listing.server";
import { describe } from "~/lib/seo";
import type { RouteHandle } from "~/lib/layout";

/** An apartments listing: no footer; the country listing resets the title. */
export const handle: RouteHandle = { layout: { footer: false } };

export const loader = (args: LoaderFunctionArgs) => loadListing(args, "country");

/** The country listing does not keep its own title: the root title, its own description. */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => describe(data?.meta.description ?? "", matches);

export default ListingPage;
