import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { ListingPage } from "~/components/listing-page/ListingPage";
import { loadListing } from "~/lib/listing.server";
import { titled } from "~/lib/seo";
import type { RouteHandle } from "~/lib/layout";

/** An apartments listing: no footer, and the city listing keeps its own title. */
export const handle: RouteHandle = { layout: { footer: false }, keepsTitle: true };

export const loader = (args: LoaderFunctionArgs) => loadListing(args, "city");

/** City and school listings keep their own title instead of the default site title (`keepsTitle` in the handle above). */
export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? titled(data.meta.title, data.meta.description) : []);

export default ListingPage;
