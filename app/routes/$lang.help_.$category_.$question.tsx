import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/translate";
import { Breadcrumbs } from "~/components/breadcrumbs/Breadcrumbs";
import * as s from "~/components/help/Help.css";
import { HelpAnswer } from "~/components/help/HelpAnswer";
import { HelpContact } from "~/components/help/HelpContact";
import { HelpVote } from "~/components/help/HelpVote";
import { localHref } from "#core/lang";
import { helpHref } from "~/lib/help";
import { helpVoteAction, loadHelpQuestion, voteOutcome, type VoteActionData } from "~/lib/help.server";
import { getFixedT } from "~/lib/i18n.server";
import type { RouteHandle } from "~/lib/layout";
import { jsonLd, titled } from "~/lib/seo";
import { requireLang } from "~/lib/applications.server";

/** A question page names itself: its title and description are the question's, in the page's language. */
export const handle: RouteHandle = { keepsTitle: true };

/**
 * One question of the help centre: breadcrumbs, the answer, "was this helpful?" (a plain POST
 * form, counted once per visitor), the other questions of its category and the online service.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const lang = requireLang(params);
  const data = await loadHelpQuestion(request, params);
  const t = getFixedT(lang);
  const url = new URL(request.url);
  return {
    ...data,
    lang,
    voted: voteOutcome(request),
    meta: {
      title: `${data.question.title} - ${t("help.title")} - ${t("discovery.seo.titleSuffix")}`,
      description: data.question.description,
      jsonLd: {
        "@context": "https://schema.org",
        "@type": "FAQPage",
        mainEntity: [{ "@type": "Question", name: data.question.title, url: `${url.origin}${url.pathname}`, acceptedAnswer: { "@type": "Answer", text: data.question.description } }],
      },
    },
  };
}

export const action = ({ request, params }: ActionFunctionArgs) => helpVoteAction(request, requireLang(params), params);

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? titled(data.meta.title, data.meta.description, [jsonLd(data.meta.jsonLd)]) : []);

export default function HelpQuestion() {
  const { category, question, related, lang, voted } = useLoaderData<typeof loader>();
  const actionData = useActionData<VoteActionData>();
  const { t } = useTranslation();
  const updated = new Date(question.updatedAt).toISOString().slice(0, 10);
  return (
    <div className={s.page}>
      <Breadcrumbs
        items={[
          { label: t("discovery.breadcrumb.home"), href: localHref("/", lang) },
          { label: t("help.title"), href: helpHref(lang) },
          { label: category.name, href: helpHref(lang, category.slug) },
          { label: question.title },
        ]}
      />
      <div className={s.layout}>
        <article className={s.article} aria-labelledby="help-question-title" data-testid="help-question">
          <header>
            <h1 className={s.title} id="help-question-title">
              {question.title}
            </h1>
            <p className={s.muted}>
              <time dateTime={question.updatedAt}>{t("help.updated", { date: updated })}</time>
            </p>
          </header>
          <HelpAnswer blocks={question.body} lang={lang} />
          <HelpVote outcome={voted} error={actionData?.error} />
        </article>
        <aside className={s.sideNav}>
          {related.length ? (
            <nav className={s.box} aria-labelledby="help-related-title" data-testid="help-related">
              <h2 className={s.boxTitle} id="help-related-title">
                {t("help.related")}
              </h2>
              <ul className={s.plainList}>
                {related.map((q) => (
                  <li key={q.slug}>
                    <Link to={helpHref(lang, category.slug, q.slug)} className={s.link}>
                      {q.title}
                    </Link>
                  </li>
                ))}
              </ul>
              <p className={s.boxFoot}>
                <Link to={helpHref(lang, category.slug)} className={s.link}>
                  {t("help.seeAll")}
                </Link>
              </p>
            </nav>
          ) : null}
          <HelpContact />
        </aside>
      </div>
    </div>
  );
}
