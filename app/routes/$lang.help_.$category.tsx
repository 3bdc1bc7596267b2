import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/translate";
import { Breadcrumbs } from "~/components/breadcrumbs/Breadcrumbs";
import * as s from "~/components/help/Help.css";
import { HelpContact } from "~/components/help/HelpContact";
import { HelpSearch } from "~/components/help/HelpSearch";
import { localHref } from "#core/lang";
import { helpHref } from "~/lib/help";
import { loadHelpCategory } from "~/lib/help.server";
import { describe } from "~/lib/seo";
import { requireLang } from "~/lib/applications.server";

/** One category of the help centre: its questions with a line of each answer, and the other categories. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const lang = requireLang(params);
  return { ...(await loadHelpCategory(request, params)), lang };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => describe(data?.category.description ?? "", matches);

export default function HelpCategory() {
  const { category, questions, categories, lang } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className={s.page}>
      <Breadcrumbs
        items={[
          { label: t("discovery.breadcrumb.home"), href: localHref("/", lang) },
          { label: t("help.title"), href: helpHref(lang) },
          { label: category.name },
        ]}
      />
      <div className={s.layout}>
        <div>
          <h1 className={s.title}>{category.name}</h1>
          <p className={s.lead}>{category.description}</p>
          <HelpSearch />
          <ol className={s.questionList} data-testid="help-questions">
            {questions.map((q) => (
              <li key={q.slug} className={s.result}>
                <h2 className={s.resultTitle}>
                  <Link to={helpHref(lang, category.slug, q.slug)} className={s.link}>
                    {q.title}
                  </Link>
                </h2>
                <p className={s.snippet}>{q.summary}</p>
              </li>
            ))}
          </ol>
        </div>
        <aside className={s.sideNav}>
          <nav className={s.box} aria-labelledby="help-nav-title">
            <h2 className={s.boxTitle} id="help-nav-title">
              {t("help.allCategories")}
            </h2>
            <ul className={s.plainList}>
              {categories.map((c) => (
                <li key={c.slug}>
                  <Link to={helpHref(lang, c.slug)} className={s.link} aria-current={c.slug === category.slug ? "page" : undefined}>
                    {c.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <HelpContact />
        </aside>
      </div>
    </div>
  );
}
