import { Link, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/lib/translate";
import { ApartmentCard } from "../apartment-card/ApartmentCard";
import { Breadcrumbs, type Crumb } from "../breadcrumbs/Breadcrumbs";
import { FilterBar } from "../listing-filters/FilterBar";
import { ListingMap } from "../map/ListingMap";
import { Pagination } from "../pagination/Pagination";
import * as page from "../section/Section.css";
import { localHref } from "#core/lang";
import { encodeFilters, withPage } from "~/lib/listing-filters";
import type { loadListing } from "~/lib/listing.server";
import { placePath } from "#core/slug";
import * as s from "./ListingPage.css";

type ListingData = Awaited<ReturnType<typeof loadListing>>["data"];

/** The listing page shared by the country, city and school listings. */
export function ListingPage() {
  // The loaders answer ListingData (plain JSON: strings, numbers, arrays); Remix types loader data
  // as its serialised form, which TypeScript cannot prove equal for this shared component.
  const d = useLoaderData<ListingData>() as unknown as ListingData;
  const { t } = useTranslation();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname.startsWith(d.base);
  const { address: place, listParams: filters, listData, lang } = d;
  const slugs = { country: place.country.slug, city: place.city?.slug, school: place.school?.slug };
  const crumbs: Crumb[] = [
    { label: t("discovery.breadcrumb.home"), href: localHref("/", lang) },
    { label: place.country.name, href: placePath(lang, { country: slugs.country }) },
  ];
  if (place.city) crumbs.push({ label: place.city.name, href: placePath(lang, { country: slugs.country, city: slugs.city }) });
  if (place.school && place.city) crumbs.push({ label: place.school.name, href: placePath(lang, slugs as { country: string; city: string; school: string }) });
  crumbs.push({ label: t("discovery.listing.count", { count: listData.totalCount }) });
  const name = (place.school ?? place.city ?? place.country).name;
  const view = d.view === "map" ? "map" : "list";
  const hrefOf = (p: number, as: "list" | "map" = view) => {
    const seg = encodeFilters(withPage(filters, p));
    return `${seg ? `${d.base}/${seg}` : d.base}${as === "map" ? "?view=map" : ""}`;
  };
  return (
    <div className={page.container}>
      <Breadcrumbs items={crumbs} />
      <div className={s.head}>
        <div>
          <h1 className={page.h1}>{d.level === "school" ? t("discovery.listing.headingSchool", { place: name }) : t("discovery.listing.heading", { place: name })}</h1>
          <p className={s.count} data-testid="listing-count" data-count={listData.totalCount}>
            {t("discovery.listing.count", { count: listData.totalCount })}
          </p>
        </div>
      </div>
      <FilterBar action={d.base} filters={filters} options={d.filterOptions} schoolListing={d.level === "school"} total={listData.totalCount} view={view} />
      <nav aria-label={t("maps.view.label")} className={s.viewToggle} data-testid="view-toggle">
        {(["list", "map"] as const).map((v) => (
          <Link
            key={v}
            to={hrefOf(filters.page, v)}
            className={v === view ? s.viewOn : s.viewOff}
            aria-current={v === view ? "page" : undefined}
            preventScrollReset
            data-testid={`view-${v}`}
          >
            {t(`maps.view.${v}`)}
          </Link>
        ))}
      </nav>
      {view === "map" && d.map ? <ListingMap config={d.map} items={listData.list} school={place.school} distance={d.level === "school" ? filters.distance : undefined} /> : null}
      <section aria-label={t("discovery.listing.results")} aria-busy={loading} className={loading ? s.resultsLoading : s.results}>
        {listData.list.length ? (
          <ul className={page.cardGrid} data-testid="listing-results">
            {listData.list.map((item, i) => (
              <li key={item.code}>
                <ApartmentCard item={item} eager={i < 3} />
              </li>
            ))}
          </ul>
        ) : (
          <div className={page.empty} data-testid="listing-empty">
            <p>{t("discovery.listing.empty")}</p>
            <p className={page.sectionLead}>{t("discovery.listing.emptyHint")}</p>
          </div>
        )}
      </section>
      <Pagination page={listData.page} pages={listData.pages} hrefOf={(p) => hrefOf(p)} />
    </div>
  );
}
