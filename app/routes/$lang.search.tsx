import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/translate";
import { Breadcrumbs } from "~/components/breadcrumbs/Breadcrumbs";
import { SearchBox, SearchItemBody } from "~/components/search-box/SearchBox";
import * as page from "~/components/section/Section.css";
import { searchCatalogue } from "~/lib/catalogue.server";
import { langOf, localHref } from "#core/lang";
import { namedCountry, searchTarget, toSearchItem, type SearchItem, type SearchKind } from "~/lib/search";

/** The search results page: what the search box lists, for browsers without JavaScript. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const lang = langOf(params.lang);
  const keyword = (new URL(request.url).searchParams.get("keyword") ?? "").trim().slice(0, 50);
  const raw = keyword ? await searchCatalogue(request, keyword) : [];
  const list = raw.map(toSearchItem).filter((x): x is SearchItem => !!x);
  return { lang, keyword, list, search: { prefill: keyword } };
}

const KINDS: SearchKind[] = ["city", "school", "house"];

export default function SearchResults() {
  const { lang, keyword, list } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const country = namedCountry(lang, list);
  return (
    <div className={page.container}>
      <Breadcrumbs items={[{ label: t("discovery.breadcrumb.home"), href: localHref("/", lang) }, { label: t("search.submit") }]} />
      <h1 className={page.h1}>{keyword ? t("discovery.search.resultsHeading", { keyword }) : t("search.submit")}</h1>
      <div className={page.searchWide}>
        <SearchBox defaultValue={keyword} />
      </div>
      {!keyword ? <p className={page.lead}>{t("discovery.search.prompt")}</p> : null}
      {keyword && !list.length ? (
        <p className={page.empty} data-testid="search-page-empty">
          {t("empty_results_tip")}
        </p>
      ) : null}
      {keyword && list.length ? <p className={page.lead}>{t("discovery.search.resultsCount", { count: list.length })}</p> : null}
      {country ? (
        <p className={page.lead}>
          <Link to={country.href} data-testid="search-country-link">
            {t("discovery.search.countryLink", { country: country.name })}
          </Link>
        </p>
      ) : null}
      {KINDS.map((kind) => {
        const items = list.filter((i) => i.type === kind);
        if (!items.length) return null;
        return (
          <section key={kind} className={page.section} aria-labelledby={`results-${kind}`}>
            <h2 id={`results-${kind}`} className={page.h2}>
              {t(`discovery.search.groups.${kind}`)}
            </h2>
            <ul className={page.resultList}>
              {items.map((item) => (
                <li key={`${item.type}-${item.id}`}>
                  <Link to={searchTarget(lang, item)} className={page.resultLink} data-testid="search-result">
                    <SearchItemBody item={item} keyword={keyword} />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
