import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/translate";
import { ApartmentCard } from "../apartment-card/ApartmentCard";
import { Breadcrumbs, type Crumb } from "../breadcrumbs/Breadcrumbs";
import * as page from "../section/Section.css";
import { localHref } from "#core/lang";
import type { loadPlace } from "~/lib/place.server";
import { placePath } from "#core/slug";
import * as s from "./PlacePage.css";

type PlaceData = Awaited<ReturnType<typeof loadPlace>>["data"];

/** The country, city and school pages. */
export function PlacePage() {
  // The loaders answer PlaceData (plain JSON: strings, numbers, arrays); Remix types loader data
  // as its serialised form, which TypeScript cannot prove equal for this shared component.
  const d = useLoaderData<PlaceData>() as unknown as PlaceData;
  const { t } = useTranslation();
  const { lang, place } = d;
  const crumbs: Crumb[] = [{ label: t("discovery.breadcrumb.home"), href: localHref("/", lang) }, { label: place.country.name, href: placePath(lang, { country: place.country.slug }) }];
  if (place.city) crumbs.push({ label: place.city.name, href: placePath(lang, { country: place.country.slug, city: place.city.slug }) });
  if (place.school) crumbs.push({ label: place.school.name });
  const current = place.school ?? place.city ?? place.country;
  return (
    <>
      <div className={page.hero}>
        <div className={page.heroInner}>
          <div className={s.crumbs}>
            <Breadcrumbs items={crumbs} />
          </div>
          <h1 className={page.heroTitle}>{current.name}</h1>
          {current.enName !== current.name ? <p className={s.en}>{current.enName}</p> : null}
          <p className={page.heroLead}>{d.lead}</p>
          <Link to={d.listing} className={page.heroButton} data-testid="place-listing-link">
            {t("discovery.place.viewListing", { count: d.apartmentCount })}
          </Link>
          <ul className={s.why}>
            {(["verified", "price", "support"] as const).map((k) => (
              <li key={k}>✓ {t(`discovery.place.whyItems.${k}`)}</li>
            ))}
          </ul>
        </div>
      </div>
      <div className={page.container}>
        {d.cities.length ? (
          <section className={page.section} aria-labelledby="place-cities">
            <h2 id="place-cities" className={page.h2}>
              {t("discovery.place.hotCities", { name: d.name })}
            </h2>
            <ul className={page.chipList}>
              {d.cities.map((c) => (
                <li key={c.id}>
                  <Link to={c.href} className={page.chip}>
                    {c.name}
                    <span className={page.chipCount}>{t("discovery.place.cityCard", { count: c.houseNum })}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {d.schools.length ? (
          <section className={page.section} aria-labelledby="place-schools">
            <h2 id="place-schools" className={page.h2}>
              {t("discovery.place.schools", { name: d.name })}
            </h2>
            <ul className={s.schoolGrid}>
              {d.schools.map((sc) => (
                <li key={sc.id}>
                  <Link to={sc.href} className={s.school}>
                    <span className={s.schoolName}>{sc.name}</span>
                    <span className={s.schoolMeta}>{sc.enName !== sc.name ? sc.enName : sc.city}</span>
                    <span className={s.schoolCount}>{t("discovery.place.cityCard", { count: sc.houseNum })}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <section className={page.section} aria-labelledby="place-apartments">
          <div className={page.sectionHead}>
            <h2 id="place-apartments" className={page.h2}>
              {d.level === "school" ? t("discovery.place.apartmentsNear", { name: d.name }) : t("discovery.place.apartmentsIn", { name: d.name })}
            </h2>
            <Link to={d.listing} className={page.more}>
              {t("discovery.place.viewListing", { count: d.apartmentCount })} →
            </Link>
          </div>
          <ul className={page.cardGrid}>
            {d.apartments.map((item) => (
              <li key={item.code}>
                <ApartmentCard item={item} />
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
