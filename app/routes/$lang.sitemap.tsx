import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/translate";
import * as d from "~/components/document/Document.css";
import * as s from "~/components/document/Sitemap.css";
import { sitemapCountries } from "~/content/sitemap.server";
import type { Lang } from "#core/constants";
import { isLang, localHref } from "#core/lang";
import { useLang } from "~/lib/root-data";

/**
 * The sitemap page (the footer links to it): every section of the site as link lists. Countries and their
 * cities come from the API (address/all); when it does not answer, the static sections remain.
 */
export const loader = async ({ params, request }: LoaderFunctionArgs) => {
  if (!isLang(params.lang)) throw new Response("Not Found", { status: 404 });
  return { countries: await sitemapCountries(request) };
};

interface Entry {
  href: string;
  label: string;
  newTab?: boolean;
}

/** Used when the API has no country list: the destinations and cities the footer also names. */
const STATIC_COUNTRIES = [
  { key: "uk", slug: "united-kingdom", cities: [["london", "london"], ["manchester", "manchester"]] },
  { key: "au", slug: "australia", cities: [["sydney", "sydney"], ["melbourne", "melbourne"]] },
  { key: "us", slug: "united-states", cities: [["newYork", "new-york"]] },
  { key: "ca", slug: "canada", cities: [["toronto", "toronto"]] },
  { key: "nz", slug: "new-zealand", cities: [] },
  { key: "ie", slug: "ireland", cities: [] },
] as const;

function fixedSections(lang: Lang, t: (key: string) => string): { key: string; entries: Entry[] }[] {
  const h = (path: string) => localHref(path, lang);
  return [
    { key: "home", entries: [{ href: h("/"), label: t("sitemap.homeLink") }] },
    {
      key: "common",
      entries: [
        { href: h("/common/introduce"), label: t("links.introduce") },
        { href: h("/common/introduce-cn"), label: t("links.introduceCn") },
        { href: h("/common/product-service"), label: t("links.productService") },
        { href: h("/common/user-agreement"), label: t("links.userAgreement") },
        { href: h("/common/privacy"), label: t("links.privacy") },
        { href: h("/common/service-agreement"), label: t("links.serviceAgreement"), newTab: true },
        { href: h("/common/payment-agreement"), label: t("links.paymentAgreement"), newTab: true },
      ],
    },
    {
      key: "user",
      entries: [
        { href: h("/user/profiles"), label: t("userMenu.profiles") },
        { href: h("/user/account-setting"), label: t("userMenu.accountSetting") },
        { href: h("/user/applications"), label: t("userMenu.orders") },
        { href: h("/user/collections"), label: t("userMenu.collections") },
      ],
    },
    {
      key: "manuals",
      entries: [
        { href: h("/help"), label: t("nav.helpCenter") },
        { href: h("/manuals"), label: t("links.manuals") },
        { href: h("/common/custom-form"), label: t("links.customForm") },
      ],
    },
    {
      key: "promotions",
      entries: [
        { href: h("/promotion/recommend"), label: t("links.recommend") },
        { href: h("/promotion/national-day-delsk"), label: t("links.nationalDay") },
      ],
    },
    { key: "booking", entries: [{ href: h("/academic-year-booking"), label: t("links.booking") }] },
    { key: "roommates", entries: [{ href: h("/roommates"), label: t("links.roommates") }] },
  ];
}

function EntryLink({ entry }: { entry: Entry }) {
  const { t } = useTranslation();
  return (
    <Link to={entry.href} {...(entry.newTab ? { target: "_blank", rel: "noopener" } : {})}>
      {entry.label}
      {entry.newTab ? <span className={d.newTab}>{t("document.opensInNewTab")}</span> : null}
    </Link>
  );
}

export default function SitemapPage() {
  const { countries } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const lang = useLang();
  const h = (path: string) => localHref(path, lang);
  const groups =
    countries ??
    STATIC_COUNTRIES.map((c) => ({
      name: t(`places.${c.key}`),
      slug: c.slug,
      cities: c.cities.map(([key, slug]) => ({ name: t(`places.${key}`), slug })),
    }));
  const [home, ...rest] = fixedSections(lang, t);
  return (
    <div data-testid="sitemap" data-source={countries ? "api" : "static"}>
      <div className={d.band}>
        <header className={d.bandInner}>
          <p className={d.eyebrow}>{t("site.name")}</p>
          <h1 className={d.title}>{t("sitemap.title")}</h1>
          <p className={d.summary}>{t("sitemap.intro")}</p>
        </header>
      </div>
      <div className={s.wrap}>
        <div className={s.grid}>
          <section className={s.card} aria-labelledby="sitemap-home">
            <h2 className={s.cardTitle} id="sitemap-home">
              {t("sitemap.sections.home")}
            </h2>
            <ul className={s.list}>
              {home.entries.map((e) => (
                <li key={e.href}>
                  <EntryLink entry={e} />
                </li>
              ))}
            </ul>
          </section>
          <section className={s.card} aria-labelledby="sitemap-destinations">
            <h2 className={s.cardTitle} id="sitemap-destinations">
              {t("sitemap.sections.destinations")}
            </h2>
            <ul className={s.list}>
              {groups.map((c) => (
                <li key={c.slug}>
                  <Link to={h(`/${c.slug}`)}>{c.name}</Link>
                </li>
              ))}
            </ul>
          </section>
          {rest.map((section) => (
            <section key={section.key} className={s.card} aria-labelledby={`sitemap-${section.key}`}>
              <h2 className={s.cardTitle} id={`sitemap-${section.key}`}>
                {t(`sitemap.sections.${section.key}`)}
              </h2>
              <ul className={s.list}>
                {section.entries.map((e) => (
                  <li key={e.href}>
                    <EntryLink entry={e} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        <section className={s.wide} aria-labelledby="sitemap-cities">
            <h2 className={s.cardTitle} id="sitemap-cities">
              {t("sitemap.sections.cities")}
            </h2>
            {groups
              .filter((c) => c.cities.length > 0)
              .map((c) => (
                <div key={c.slug} className={s.country}>
                  <h3 className={s.countryTitle}>
                    <Link to={h(`/${c.slug}/apartments`)}>{t("sitemap.allCities", { country: c.name })}</Link>
                  </h3>
                  <ul className={s.columns}>
                    {c.cities.map((city) => (
                      <li key={city.slug}>
                        <Link to={h(`/${c.slug}/${city.slug}/apartments`)} aria-label={t("sitemap.cityApartments", { city: city.name })}>
                          {city.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
        </section>
      </div>
    </div>
  );
}
