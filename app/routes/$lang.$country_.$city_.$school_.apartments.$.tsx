import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { ListingPage } from "~/components/listing-page/ListingPage";
import { loadListing } from "~/lib/listing.server";
import { titled } from "~/lib/seo";

export const loader = (args: LoaderFunctionArgs) => loadListing(args, "school");

/** City and school listings keep their own title (spec §2 exception; layout.ts OWN_TITLE_ROUTES). */
export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? titled(data.meta.title, data.meta.description) : []);

export default ListingPage;
