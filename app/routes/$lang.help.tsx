import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/translate";
import { Breadcrumbs } from "~/components/breadcrumbs/Breadcrumbs";
import * as s from "~/components/help/Help.css";
import { HelpContact } from "~/components/help/HelpContact";
import { HelpSearch } from "~/components/help/HelpSearch";
import { Highlighted } from "~/components/help/Highlighted";
import { localHref } from "#core/lang";
import { helpHref, QUESTIONS_PER_CATEGORY } from "~/lib/help";
import { loadHelpHome } from "~/lib/help.server";
import { getFixedT } from "~/lib/i18n.server";
import { describe } from "~/lib/seo";
import { requireLang } from "~/lib/applications.server";

/**
 * The help centre (the header's help-centre tab): its search, and every category with its
 * first questions. With `?q=` it is the search's results page, which works without JavaScript:
 * best matches first, highlighted; with none, the categories and the online service instead.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const lang = requireLang(params);
  const home = await loadHelpHome(request);
  return { ...home, lang, description: getFixedT(lang)("help.description") };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  describe(data?.description ?? "", matches, data?.keyword ? [{ name: "robots", content: "noindex" }] : []);

export default function HelpCentre() {
  const { categories, keyword, found, lang } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const other = lang === "cn" ? "en" : "cn";
  return (
    <div className={s.page}>
      <Breadcrumbs items={[{ label: t("discovery.breadcrumb.home"), href: localHref("/", lang) }, { label: t("help.title") }]} />
      <header className={s.hero}>
        <h1 className={s.title}>{t("help.title")}</h1>
        <p className={s.lead}>{t("help.intro")}</p>
        <HelpSearch defaultValue={keyword} />
      </header>

      {found ? (
        <section aria-labelledby="help-results-title" data-testid="help-results">
          {found.list.length ? (
            <>
              <h2 className={s.sectionTitle} id="help-results-title">
                {t("help.search.results", { count: found.total, keyword })}
              </h2>
              <ol className={s.results}>
                {found.list.map((hit) => (
                  <li key={`${hit.categorySlug}/${hit.slug}`} className={s.result} data-testid="help-result">
                    <h3 className={s.resultTitle}>
                      <Link to={helpHref(lang, hit.categorySlug, hit.slug)} className={s.link}>
                        <Highlighted segments={hit.title} />
                      </Link>
                    </h3>
                    <p className={s.muted}>{hit.categoryName}</p>
                    <p className={s.snippet} lang={hit.snippetLang === lang ? undefined : other === "cn" ? "zh-CN" : "en"}>
                      <Highlighted segments={hit.snippet} />
                    </p>
                    {hit.snippetLang !== lang ? <p className={s.muted}>{t("help.search.matchedOther")}</p> : null}
                  </li>
                ))}
              </ol>
            </>
          ) : (
            <div className={s.empty} data-testid="help-no-results">
              <h2 className={s.boxTitle} id="help-results-title">
                {t("help.search.empty", { keyword })}
              </h2>
              <p className={s.muted}>{t("help.search.emptyHint")}</p>
              <ul className={s.chips}>
                {categories.map((c) => (
                  <li key={c.slug}>
                    <Link to={helpHref(lang, c.slug)} className={s.chip}>
                      {c.name}
                    </Link>
                  </li>
                ))}
              </ul>
              <HelpContact />
            </div>
          )}
        </section>
      ) : null}

      <section aria-labelledby="help-categories-title">
        <h2 className={s.sectionTitle} id="help-categories-title">
          {t("help.categories")}
        </h2>
        <ul className={s.categoryGrid}>
          {categories.map((c) => (
            <li key={c.slug} className={s.categoryCard} data-testid="help-category">
              <h3 className={s.categoryName}>
                <Link to={helpHref(lang, c.slug)} className={s.link}>
                  {c.name}
                </Link>
              </h3>
              <p className={s.muted}>{c.description}</p>
              <ul className={s.plainList}>
                {c.questions.slice(0, QUESTIONS_PER_CATEGORY).map((q) => (
                  <li key={q.slug}>
                    <Link to={helpHref(lang, c.slug, q.slug)} className={s.link}>
                      {q.title}
                    </Link>
                  </li>
                ))}
              </ul>
              {c.questions.length > QUESTIONS_PER_CATEGORY ? (
                <Link to={helpHref(lang, c.slug)} className={s.link}>
                  {t("help.seeAll")} ({t("help.questionCount", { count: c.questions.length })})
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      {found && !found.list.length ? null : (
        <div className={s.section}>
          <HelpContact />
        </div>
      )}
    </div>
  );
}
