import type { ApiData } from "#core/contract";

export interface SitemapCity {
  name: string;
  slug: string;
}
export interface SitemapCountry {
  name: string;
  slug: string;
  cities: SitemapCity[];
}

/** The sitemap page's countries and cities: `address/all` without its first element (the hot-cities pseudo-country). */
export function countriesFromAddressAll(data: ApiData<"/rest/building/client/address/all">): SitemapCountry[] {
  return data.slice(1).map((c) => ({ name: c.name, slug: c.slug, cities: c.citys.map((city) => ({ name: city.name, slug: city.slug })) }));
}
