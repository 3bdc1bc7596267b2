import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { secondCurrency } from "~/lib/currency.server";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/translate";
import { ApartmentCard } from "~/components/apartment-card/ApartmentCard";
import { LangSwitch } from "~/components/lang-switch/LangSwitch";
import { Picture } from "~/components/picture/Picture";
import { SearchBox } from "~/components/search-box/SearchBox";
import * as home from "~/components/home/Home.css";
import * as page from "~/components/section/Section.css";
import { homeData, toCardVM } from "~/lib/catalogue.server";
import { applyPendingFavourite, mergeHeaders } from "~/lib/favourites.server";
import { getFixedT } from "~/lib/i18n.server";
import { langOf, localHref } from "#core/lang";
import { HomeAccount } from "~/components/home/HomeAccount";
import { PersonalSlot } from "~/lib/personal";
import { describe } from "~/lib/seo";
import { listingPath } from "#core/slug";
import { claimNumber } from "~/lib/stats";
import type { RouteHandle } from "~/lib/layout";

/** The home root: no header (so no header search box). */
export const handle: RouteHandle = { layout: { header: false, search: false } };

/** Home: search, hot cities, recommended apartments, popular schools, promotions, the claim. */
export async function loader(args: LoaderFunctionArgs) {
  const lang = langOf(args.params.lang);
  const pending = await applyPendingFavourite(args.request);
  const [d, second] = await Promise.all([homeData(args.request), secondCurrency(args.request)]);
  const t = getFixedT(lang);
  return data(
    {
      lang,
      stats: d.stats,
      hotCities: d.hotCities.map((c) => ({ id: c.id, name: c.name, enName: c.enName, photo: c.photo, houseNum: c.houseNum, href: listingPath(lang, { country: c.country.slug, city: c.slug }), country: c.country.name })),
      recommended: d.recommendedHouses.map((c) => toCardVM(c, lang, second)),
      schools: d.popularSchools.map((s) => ({ id: s.id, name: s.name, enName: s.enName, city: s.city.name, houseNum: s.houseNum, href: listingPath(lang, { country: s.countrySlug, city: s.city.slug, school: s.slug }) })),
      promotions: d.promotions.filter((p) => p.active).map((p) => ({ code: p.code, title: p.title, subtitle: p.subtitle, banner: p.banner, href: localHref(`/promotion/${p.code}`, lang) })),
      description: t("discovery.seo.homeDescription", { cities: claimNumber(d.stats.cityCount) }),
    },
    { headers: mergeHeaders(pending) },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => describe(data?.description ?? "", matches);

export default function Home() {
  const d = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { lang, stats } = d;
  return (
    <>
      <div className={page.hero}>
        <div className={page.heroInner}>
          <div className={home.topBar}>
            <Link to={localHref("/", lang)} className={home.logo} aria-label={t("site.name")}>
              <img src="/logo.svg" alt="" width={34} height={34} />
              <span>{t("site.name")}</span>
            </Link>
            <div className={home.topActions}>
              <div className={home.onDark}>
                <LangSwitch />
              </div>
              <PersonalSlot part="homeAccount" props={{}}>
                <HomeAccount />
              </PersonalSlot>
            </div>
          </div>
          <div className={home.heroBody}>
            <h1 className={page.heroTitle}>{t("discovery.home.heroTitle")}</h1>
            <p className={page.heroLead}>{t("discovery.home.heroSubtitle", { cities: claimNumber(stats.cityCount) })}</p>
            <SearchBox variant="hero" />
            <ul className={page.stats} data-testid="home-claim">
              <li>
                <span className={page.statValue}>{claimNumber(stats.countryCount)}+</span>
                <span className={page.statLabel}>{t("discovery.home.claimCountries")}</span>
              </li>
              <li>
                <span className={page.statValue}>{claimNumber(stats.cityCount)}+</span>
                <span className={page.statLabel}>{t("discovery.home.claimCities")}</span>
              </li>
              <li>
                <span className={page.statValue}>{claimNumber(stats.schoolCount)}+</span>
                <span className={page.statLabel}>{t("discovery.home.claimSchools")}</span>
              </li>
              <li>
                <span className={page.statValue}>{claimNumber(stats.roomCount)}+</span>
                <span className={page.statLabel}>{t("discovery.home.claimRooms")}</span>
              </li>
            </ul>
          </div>
        </div>
      </div>
      <div className={page.container}>
        {d.hotCities.length ? (
          <section className={page.section} aria-labelledby="home-cities">
            <div className={page.sectionHead}>
              <div>
                <h2 id="home-cities" className={page.h2}>
                  {t("discovery.home.hotCities")}
                </h2>
                <p className={page.sectionLead}>{t("discovery.home.hotCitiesLead")}</p>
              </div>
            </div>
            <ul className={page.placeGrid}>
              {d.hotCities.slice(0, 8).map((c) => (
                <li key={c.id}>
                  <Link to={c.href} className={page.placeTile} data-testid="hot-city">
                    <Picture photo={c.photo} alt="" sizes="280px" width={280} height={150} className={page.placeTileImg} widths={[320, 480]} />
                    <span className={page.placeTileShade} />
                    <span className={page.placeTileText}>
                      <span className={page.placeTileName}>{c.name}</span>
                      <span className={page.placeTileSub}>
                        {c.enName !== c.name ? `${c.enName} · ` : ""}
                        {t("discovery.place.cityCard", { count: c.houseNum })}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {d.recommended.length ? (
          <section className={page.section} aria-labelledby="home-recommended">
            <h2 id="home-recommended" className={page.h2}>
              {t("discovery.home.recommended")}
            </h2>
            <p className={page.sectionLead}>{t("discovery.home.recommendedLead")}</p>
            <ul className={page.cardGrid4}>
              {d.recommended.map((item) => (
                <li key={item.code}>
                  <ApartmentCard item={item} sizes="(min-width: 1200px) 280px, 25vw" />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {d.schools.length ? (
          <section className={page.section} aria-labelledby="home-schools">
            <h2 id="home-schools" className={page.h2}>
              {t("discovery.home.schools")}
            </h2>
            <p className={page.sectionLead}>{t("discovery.home.schoolsLead")}</p>
            <ul className={home.schoolGrid}>
              {d.schools.map((s) => (
                <li key={s.id}>
                  <Link to={s.href} className={home.school} data-testid="home-school">
                    <span className={home.schoolName}>{s.name}</span>
                    <span className={home.schoolMeta}>
                      {s.enName !== s.name ? `${s.enName} · ` : ""}
                      {s.city}
                    </span>
                    <span className={home.schoolCount}>{t("discovery.place.cityCard", { count: s.houseNum })}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {d.promotions.length ? (
          <section className={page.section} aria-labelledby="home-promotions">
            <h2 id="home-promotions" className={page.h2}>
              {t("discovery.home.promotions")}
            </h2>
            <ul className={home.promoGrid}>
              {d.promotions.map((p) => (
                <li key={p.code}>
                  <Link to={p.href} className={home.promo}>
                    <Picture photo={p.banner} alt="" sizes="580px" width={580} height={200} className={home.promoImg} widths={[640, 960]} />
                    <span className={home.promoShade} />
                    <span className={home.promoText}>
                      <span className={home.promoTitle}>{p.title}</span>
                      <span>{p.subtitle}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </>
  );
}
