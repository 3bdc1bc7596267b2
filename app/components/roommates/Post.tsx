import { dateTimeFormat } from "~/lib/intl";
import { Link } from "@remix-run/react";
import type { Translate } from "~/lib/translate";
import { useTranslation } from "~/lib/translate";
import { ContactWarning } from "../trust/PayWarnings";
import type { ApiData } from "#core/contract";
import type { Lang } from "#core/constants";
import { localHref } from "#core/lang";
import { formatCny, formatPrice } from "~/lib/catalogue";
import { useLang } from "~/lib/root-data";
import * as s from "~/components/student/Student.css";
import * as r from "./Roommates.css";

/**
 * How a roommate post reads on every page: its facts, its budget with the CNY equivalent, its
 * habits and languages translated, and its text as text (React escapes it; never as HTML).
 */
export type BoardPost = ApiData<"/rest/roommate/client/post/list">["list"][number];
export type Contact = { wechat: string | null; email: string | null };

/** "2026-09" → "2026年9月" / "September 2026", the same on the server and in the browser. */
export function monthLabel(month: string, lang: Lang): string {
  const d = new Date(`${month}-01T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return month;
  return dateTimeFormat(lang === "en" ? "en-GB" : "zh-CN", { year: "numeric", month: "long", timeZone: "UTC" }).format(d);
}

export function dateLabel(iso: string, lang: Lang): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return dateTimeFormat(lang === "en" ? "en-GB" : "zh-CN", { dateStyle: "medium", timeZone: "UTC" }).format(d);
}

export const postHref = (code: string, lang: Lang) => localHref(`/roommates/${code}`, lang);

/** The monthly budget in the city's currency, and ≈ CNY at the named rate (not for a CNY budget). */
export function Budget({ post }: { post: Pick<BoardPost, "budget" | "currency" | "budgetCny" | "cnyAsOf"> }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <span data-testid="post-budget">
      <span className={r.budget}>{t("roommates.card.budget", { amount: formatPrice(post.budget, post.currency, lang) })}</span>{" "}
      {post.budgetCny !== null && post.currency !== "CNY" ? (
        <span className={r.cny} data-testid="post-budget-cny">
          {t("roommates.card.budgetCny", { amount: formatCny(post.budgetCny) })}
          {post.cnyAsOf ? ` · ${t("roommates.card.asOf", { date: post.cnyAsOf })}` : ""}
        </span>
      ) : null}
    </span>
  );
}

export function Tags({ keys, prefix, label }: { keys: readonly string[]; prefix: "habits" | "languages"; label: string }) {
  const { t } = useTranslation();
  if (!keys.length) return <span className={r.meta}>{t("roommates.fields.noHabits")}</span>;
  return (
    <ul className={r.tags} aria-label={label}>
      {keys.map((k) => (
        <li key={k} className={r.tag}>
          {t(`roommates.${prefix}.${k}`)}
        </li>
      ))}
    </ul>
  );
}

/** City (near a school), move-in month: the post's headline. */
export function postTitle(post: Pick<BoardPost, "city" | "school" | "month">, lang: Lang, t: Translate): string {
  const city = post.school ? `${post.city.name} · ${t("roommates.card.near", { school: post.school.name })}` : post.city.name;
  return t("roommates.post.title", { city, month: monthLabel(post.month, lang) });
}

/** One post on the board. */
export function PostSummary({ post }: { post: BoardPost }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <li className={r.item} data-testid="roommate-post" data-code={post.code}>
      <div className={r.itemHead}>
        <h2 className={r.itemTitle}>
          <Link className={s.link} to={postHref(post.code, lang)}>
            {postTitle(post, lang, t)}
          </Link>
        </h2>
        <Budget post={post} />
      </div>
      <p className={r.meta}>
        {t(`roommates.roomTypes.${post.roomType}`)} · {post.languages.map((l) => t(`roommates.languages.${l}`)).join(" / ")}
      </p>
      <Tags keys={post.habits} prefix="habits" label={t("roommates.fields.habits")} />
      <p className={r.excerpt} data-testid="post-content">
        {post.content}
      </p>
      <ContactWarning flag={post.contactFlag} />
      <p className={r.meta}>{t("roommates.card.by", { name: post.authorName, date: dateLabel(post.publishedAt, lang) })}</p>
    </li>
  );
}

/** Every fact of a post, as a definition list. */
export function PostFacts({ post }: { post: BoardPost }) {
  const { t } = useTranslation();
  const lang = useLang();
  const rows: [string, React.ReactNode][] = [
    [t("roommates.fields.city"), `${post.city.name}, ${post.country.name}`],
    [t("roommates.fields.school"), post.school?.name ?? t("roommates.form.anySchool")],
    [t("roommates.fields.month"), monthLabel(post.month, lang)],
    [t("roommates.fields.budget"), <Budget key="b" post={post} />],
    [t("roommates.fields.roomType"), t(`roommates.roomTypes.${post.roomType}`)],
    [t("roommates.fields.habits"), <Tags key="h" keys={post.habits} prefix="habits" label={t("roommates.fields.habits")} />],
    [t("roommates.fields.languages"), <Tags key="l" keys={post.languages} prefix="languages" label={t("roommates.fields.languages")} />],
  ];
  return (
    <>
      <dl className={s.facts}>
        {rows.map(([label, value]) => (
          <div key={label} className={s.fact}>
            <dt className={s.factLabel}>{label}</dt>
            <dd className={s.factValue}>{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-label={t("roommates.fields.content")}>
        <p className={r.text} data-testid="post-content">
          {post.content}
        </p>
        <ContactWarning flag={post.contactFlag} />
      </section>
      <p className={r.meta}>{t("roommates.card.by", { name: post.authorName, date: dateLabel(post.publishedAt, lang) })}</p>
    </>
  );
}

/** A WeChat ID and/or e-mail, shown only where both sides agreed (or to their owner). */
export function ContactDetails({ contact, label, testId }: { contact: Contact; label: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <div>
      <p className={r.meta}>{label}</p>
      <dl className={r.contact} data-testid={testId}>
        {contact.wechat ? (
          <>
            <dt className={r.contactTerm}>{t("roommates.fields.wechat")}</dt>
            <dd className={r.contactValue}>{contact.wechat}</dd>
          </>
        ) : null}
        {contact.email ? (
          <>
            <dt className={r.contactTerm}>{t("roommates.fields.email")}</dt>
            <dd className={r.contactValue}>
              <a className={s.link} href={`mailto:${contact.email}`}>
                {contact.email}
              </a>
            </dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}

const TONE: Record<string, keyof typeof s.badge> = {
  live: "good",
  closed: "neutral",
  expired: "neutral",
  hidden: "bad",
  pending: "waiting",
  accepted: "good",
  declined: "neutral",
};

/** A post's or an interest's status. */
export function RoommateStatus({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span className={s.badge[TONE[status] ?? "neutral"]} data-testid="roommate-status" data-status={status}>
      {t(`roommates.status.${status}`)}
    </span>
  );
}
