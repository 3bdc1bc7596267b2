import { callApi } from "~/lib/api.server";
import { countriesFromAddressAll, type SitemapCountry } from "./sitemap";

/** The sitemap page's countries from the API, or `null` when it does not answer. */
export async function sitemapCountries(request: Request): Promise<SitemapCountry[] | null> {
  try {
    const result = await callApi("/rest/building/client/address/all", {}, { request });
    return result.ok ? countriesFromAddressAll(result.data) : null;
  } catch (error) {
    if (error instanceof Response) throw error; // a redirect the API client decided (session expired)
    return null;
  }
}
