import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/translate";
import { formatDateTime } from "~/components/student/StatusBadge";
import * as f from "~/components/student-form/Form.css";
import * as s from "~/components/student/Student.css";
import { loadOrThrow } from "~/lib/api.server";
import { dialogHref } from "~/lib/links";
import { useLang } from "~/lib/root-data";
import { requireLang, requireStudent } from "~/lib/applications.server";
import { localHref } from "#core/lang";

/**
 * My feedback: everything the student sent (the feedback dialog, /feedback/client/add), newest
 * first, with its type, text, date, status (received → answered, or closed) and the staff's
 * replies (feedback/client/mine). "Send feedback" opens the feedback dialog over this page; after
 * sending, the page shows the new one on top. Texts are shown as text, never as markup.
 */
const PAGE_SIZE = 10;

export async function loader({ request, params }: LoaderFunctionArgs) {
  requireLang(params);
  await requireStudent(request);
  const pageNum = Math.max(1, Math.min(10_000, Number(new URL(request.url).searchParams.get("page")) || 1));
  return loadOrThrow("/feedback/client/mine", { pageNum, pageSize: PAGE_SIZE }, { request });
}

const TONE = { received: "progress", answered: "good", closed: "neutral" } as const;

export default function FeedbackPage() {
  const page = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const lang = useLang();
  const location = useLocation();
  const base = localHref("/user/feedback", lang);
  const send = dialogHref(location.pathname, location.search, "feedback");
  return (
    <section className={s.card} aria-labelledby="my-feedback-title" data-testid="my-feedback">
      <div className={s.headRow}>
        <div>
          <h1 className={s.title} id="my-feedback-title">
            {t("myFeedback.title")}
          </h1>
          <p className={s.muted}>{t("myFeedback.intro")}</p>
        </div>
        <div className={s.headRow}>
          {page.totalCount ? <span className={s.muted}>{t("myFeedback.count", { count: page.totalCount })}</span> : null}
          <Link className={f.button.primary} to={send} preventScrollReset data-testid="my-feedback-send">
            {t("myFeedback.send")}
          </Link>
        </div>
      </div>
      {page.list.length === 0 ? (
        <div className={s.empty} data-testid="my-feedback-empty">
          <p>{t("myFeedback.empty")}</p>
        </div>
      ) : (
        <ul className={s.list} aria-label={t("myFeedback.listLabel")} data-testid="my-feedback-list">
          {page.list.map((item) => (
            <li key={item.id} className={s.feedbackItem} data-testid="my-feedback-item" data-status={item.status}>
              <div className={s.headRow}>
                <p className={s.muted}>
                  <span className={s.badge.neutral} data-testid="my-feedback-category">
                    {t("myFeedback.category")}: {item.category}
                  </span>{" "}
                  {t("myFeedback.sent", { date: formatDateTime(item.createdAt, lang) })}
                </p>
                <span className={s.badge[TONE[item.status]]} data-testid="my-feedback-status">
                  {t(`myFeedback.status.${item.status}`)}
                </span>
              </div>
              <p className={s.prose} data-testid="my-feedback-content">
                {item.content}
              </p>
              {item.replies.map((reply, i) => (
                <div key={i} className={s.reply} data-testid="my-feedback-reply">
                  <p className={s.factLabel}>
                    {t("myFeedback.reply")} · {t("myFeedback.repliedAt", { date: formatDateTime(reply.createdAt, lang) })}
                  </p>
                  <p className={s.prose}>{reply.content}</p>
                </div>
              ))}
              {item.status === "received" ? <p className={s.muted}>{t("myFeedback.waiting")}</p> : null}
              {item.status === "closed" ? <p className={s.muted}>{t("myFeedback.closedNote")}</p> : null}
            </li>
          ))}
        </ul>
      )}
      {page.pages > 1 ? (
        <nav className={s.pager} aria-label={t("student.common.page", { page: page.pageNum, pages: page.pages })}>
          {page.pageNum > 1 ? (
            <Link className={f.button.secondary} to={`${base}?page=${page.pageNum - 1}`}>
              {t("student.common.prev")}
            </Link>
          ) : null}
          <span className={s.muted}>{t("student.common.page", { page: page.pageNum, pages: page.pages })}</span>
          {page.pageNum < page.pages ? (
            <Link className={f.button.secondary} to={`${base}?page=${page.pageNum + 1}`}>
              {t("student.common.next")}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
