import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { secondCurrency } from "./currency.server";
import type { PlaceContext } from "./catalogue";
import { filterOptions, listApartments, resolvePlace } from "./catalogue.server";
import { applyPendingFavourite, mergeHeaders } from "./favourites.server";
import { getFixedT } from "./i18n.server";
import { langOf } from "#core/lang";
import { decodeFilters, encodeFilters, FILTER_FIELDS, filtersFromQuery, hasFilterQuery } from "./listing-filters";
import { mapConfig } from "./map.server";
import { listingPath } from "#core/slug";

/**
 * The loader shared by the three listings ({country}, {country}/{city}, {country}/{city}/{school}
 * /apartments/{filters?}). The submitted filter form (query string) and any non-canonical
 * segment are redirected to the one canonical URL of the filter set; then the filter options
 * and the page of apartments are read in parallel (the listing load).
 */
export type ListingLevel = "country" | "city" | "school";
export const LISTING_PAGE_SIZE = 12;

export function placeSlugs(place: PlaceContext) {
  return { country: place.country.slug, city: place.city?.slug, school: place.school?.slug };
}

export async function loadListing({ request, params }: LoaderFunctionArgs, level: ListingLevel) {
  const lang = langOf(params.lang);
  const pendingHeaders = await applyPendingFavourite(request);
  const place = await resolvePlace(request, {
    country: params.country,
    city: level === "country" ? undefined : params.city,
    school: level === "school" ? params.school : undefined,
  });
  if ((level !== "country" && !place.city) || (level === "school" && !place.school)) throw new Response("Not Found", { status: 404 });

  const url = new URL(request.url);
  const base = listingPath(lang, placeSlugs(place));
  const rest = new URLSearchParams(url.search);
  const submitted = hasFilterQuery(url.searchParams);
  for (const name of [...Object.values(FILTER_FIELDS), "apply"]) rest.delete(name);
  const tail = rest.toString() ? `?${rest}` : "";
  const segment = params["*"] ?? "";
  const filters = submitted ? filtersFromQuery(url.searchParams) : decodeFilters(segment);
  if (level !== "school") {
    // Distance needs a school: not part of country and city listings.
    filters.distance = undefined;
    if (filters.sort === "distance") filters.sort = "recommended";
  }
  const canonical = encodeFilters(filters);
  if (submitted || segment !== canonical || url.pathname !== (canonical ? `${base}/${canonical}` : base)) {
    throw redirect(`${canonical ? `${base}/${canonical}` : base}${tail}`, { status: submitted ? 303 : 301, headers: pendingHeaders });
  }

  // List or map: a query parameter, so the filter segment stays canonical and the
  // redirects above keep it (`tail`); anything but `map` is the list.
  const view: "list" | "map" = url.searchParams.get("view") === "map" ? "map" : "list";
  const second = await secondCurrency(request);
  const [options, page] = await Promise.all([filterOptions(request, place, lang), listApartments(request, lang, place, filters, second, LISTING_PAGE_SIZE)]);
  if (filters.page > 1 && filters.page > page.pages) throw new Response("Not Found", { status: 404 });

  const t = getFixedT(lang);
  const placeName = (place.school ?? place.city ?? place.country).name;
  const title = level === "school" ? t("discovery.listing.titleSchool", { place: placeName }) : t("discovery.listing.title", { place: placeName });
  return data(
    {
      lang,
      level,
      /** The listing's state: address selection, filter options, list parameters, list data. */
      address: place,
      filterOptions: options,
      listParams: filters,
      listData: page,
      base,
      view,
      map: view === "map" ? mapConfig() : null,
      meta: {
        title: `${title} - ${t("discovery.seo.titleSuffix")}`,
        description: t("discovery.seo.listingDescription", { place: placeName, count: page.totalCount }),
      },
      search: { prefill: placeName, countryId: place.country.id, cityId: place.city?.id },
    },
    { headers: mergeHeaders(pendingHeaders, new Headers({ "Cache-Control": "private, no-cache" })) },
  );
}
