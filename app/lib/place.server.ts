import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { secondCurrency } from "./currency.server";
import { citiesOf, listApartments, resolvePlace, schoolsOf } from "./catalogue.server";
import { applyPendingFavourite, mergeHeaders } from "./favourites.server";
import { getFixedT } from "./i18n.server";
import { langOf } from "#core/lang";
import { emptyFilters } from "./listing-filters";
import { listingPath, placePath } from "#core/slug";

/**
 * The country, city and school pages: what a student needs to choose — an introduction, the hot
 * cities or the schools, a preview of apartments and the link to the full listing.
 */
export type PlaceLevel = "country" | "city" | "school";

export async function loadPlace({ request, params }: LoaderFunctionArgs, level: PlaceLevel) {
  const lang = langOf(params.lang);
  const pending = await applyPendingFavourite(request);
  const place = await resolvePlace(request, {
    country: params.country,
    city: level === "country" ? undefined : params.city,
    school: level === "school" ? params.school : undefined,
  });
  if ((level !== "country" && !place.city) || (level === "school" && !place.school)) throw new Response("Not Found", { status: 404 });
  const slugs = { country: place.country.slug, city: place.city?.slug, school: place.school?.slug };
  const preview = { ...emptyFilters(), sort: level === "school" ? ("distance" as const) : ("recommended" as const) };
  const second = await secondCurrency(request);
  const [apartments, cities, schools] = await Promise.all([
    listApartments(request, lang, place, preview, second, 6),
    level === "country" ? citiesOf(request, place.country.id) : Promise.resolve([]),
    level === "school" ? Promise.resolve([]) : schoolsOf(request, level === "country" ? { countryId: place.country.id } : { cityId: place.city!.id }, level === "country" ? 12 : 24),
  ]);
  const t = getFixedT(lang);
  const name = (place.school ?? place.city ?? place.country).name;
  const apartmentCount = apartments.totalCount;
  const lead =
    level === "country"
      ? t("discovery.place.countryLead", { name, cities: cities.length, schools: schools.length >= 12 ? `${schools.length}+` : schools.length, apartments: apartmentCount })
      : level === "city"
        ? t("discovery.place.cityLead", { name, schools: schools.length, apartments: apartmentCount })
        : t("discovery.place.schoolLead", { name });
  return data(
    {
      lang,
      level,
      place,
      name,
      lead,
      listing: listingPath(lang, slugs),
      apartments: apartments.list,
      apartmentCount,
      cities: cities
        .filter((c) => c.houseNum > 0)
        .slice(0, 16)
        .map((c) => ({ id: c.id, name: c.name, enName: c.enName, houseNum: c.houseNum, href: placePath(lang, { country: slugs.country, city: c.slug }) })),
      schools: schools.map((s) => ({
        id: s.id,
        name: s.name,
        enName: s.enName,
        houseNum: s.houseNum,
        city: s.city.name,
        href: placePath(lang, { country: s.countrySlug, city: s.city.slug, school: s.slug }),
      })),
      description: t("discovery.seo.placeDescription", { name }),
      search: { prefill: name, countryId: place.country.id, cityId: place.city?.id },
    },
    { headers: mergeHeaders(pending) },
  );
}
