import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/translate";
import { localHref } from "#core/lang";
import { Budget, ContactDetails, dateLabel, monthLabel, postHref, postTitle, RoommateStatus } from "~/components/roommates/Post";
import * as r from "~/components/roommates/Roommates.css";
import { ContactWarning } from "~/components/trust/PayWarnings";
import * as f from "~/components/student-form/Form.css";
import * as s from "~/components/student/Student.css";
import { loadOrThrow } from "~/lib/api.server";
import { useLang } from "~/lib/root-data";
import { requireLang, requireStudent } from "~/lib/applications.server";

/**
 * My roommate: matches (accepted interests either way, with the other side's contact details)
 * and the interests the student sent, pending, accepted (with the poster's contact) or declined.
 * Posts staff hid are not listed.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  requireLang(params);
  await requireStudent(request);
  return loadOrThrow("/rest/roommate/client/interest/mine", {}, { request });
}

export default function MyRoommatePage() {
  const { list, matches } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <>
      <section className={s.card} aria-labelledby="matches-title" data-testid="roommate-matches">
        <h1 className={s.title}>{t("roommates.mine.title")}</h1>
        <h2 className={s.subTitle} id="matches-title">
          {t("roommates.mine.matches")}
        </h2>
        <p className={s.muted}>{t("roommates.mine.matchesIntro")}</p>
        {matches.length === 0 ? (
          <p className={r.meta} data-testid="no-matches">
            {t("roommates.mine.noMatches")}
          </p>
        ) : (
          <ul className={r.list}>
            {matches.map((m) => (
              <li key={m.interestCode} className={r.item} data-testid="roommate-match" data-role={m.role}>
                <p className={r.text}>
                  {t(m.role === "sender" ? "roommates.mine.matchSender" : "roommates.mine.matchPoster", { name: m.otherName, city: m.cityName, month: monthLabel(m.month, lang) })}
                </p>
                <ContactDetails contact={m.contact} label={t("roommates.mine.theirContact")} testId="match-contact" />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={s.card} aria-labelledby="sent-title">
        <h2 className={s.subTitle} id="sent-title">
          {t("roommates.mine.sent")}
        </h2>
        {list.length === 0 ? (
          <div className={s.empty} data-testid="no-sent">
            <p>{t("roommates.mine.noSent")}</p>
            <Link className={f.button.secondary} to={localHref("/roommates", lang)}>
              {t("roommates.mine.browse")}
            </Link>
          </div>
        ) : (
          <ul className={r.list}>
            {list.map((i) => (
              <li key={i.code} className={r.item} data-testid="sent-interest" data-code={i.code} data-status={i.status}>
                <div className={r.itemHead}>
                  <h3 className={r.itemTitle}>
                    {i.post.status === "live" ? (
                      <Link className={s.link} to={postHref(i.post.code, lang)}>
                        {postTitle(i.post, lang, t)}
                      </Link>
                    ) : (
                      postTitle(i.post, lang, t)
                    )}
                  </h3>
                  <RoommateStatus status={i.status} />
                </div>
                <p className={r.meta}>
                  <Budget post={i.post} /> · {t("roommates.mine.sentOn", { date: dateLabel(i.createdAt, lang) })}
                </p>
                {i.post.status !== "live" ? <p className={r.notice}>{t("roommates.mine.postGone", { status: t(`roommates.status.${i.post.status}`) })}</p> : null}
                <p className={r.text} data-testid="interest-message">
                  {i.message}
                </p>
                <ContactWarning flag={i.contactFlag} />
                {i.status === "pending" ? <p className={r.meta}>{t("roommates.post.pending", { date: dateLabel(i.createdAt, lang) })}</p> : null}
                {i.status === "declined" ? <p className={r.meta}>{t("roommates.post.declined")}</p> : null}
                {i.contact ? <ContactDetails contact={i.contact} label={t("roommates.mine.theirContact")} testId="poster-contact" /> : null}
                <ContactDetails contact={i.myContact} label={t("roommates.mine.myContact")} testId="my-contact" />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
