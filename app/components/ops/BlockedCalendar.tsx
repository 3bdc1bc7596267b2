import { Form, Link } from "@remix-run/react";
import type { ApiData } from "#core/contract";
import type { FormResult } from "./FeesSection";
import { Notice } from "./Notice";
import * as s from "./Ops.css";

type Calendar = ApiData<"/rest/ops/room/calendar">;
type T = (key: string, params?: Record<string, string | number>) => string;

/**
 * One room type's blocked periods (each removable, a plain form to add one with its reason) and
 * its calendar by month: each day blocked or not, and how many units orders hold that day. The
 * room type is chosen by link (?room=), so the page needs no JavaScript.
 */
export function BlockedCalendar({
  calendar,
  rooms,
  canEdit,
  result,
  t,
}: {
  calendar: Calendar;
  rooms: { code: string; name: string }[];
  canEdit: boolean;
  result?: FormResult & { roomCode: string };
  t: T;
}) {
  const typed = result && !result.ok && result.form === "block" && result.roomCode === calendar.roomCode ? result.values : null;
  const weekday = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  return (
    <div className={s.card} data-testid="ops-calendar" data-room={calendar.roomCode}>
      <h2 id="calendar-title">{t("calendar.title")}</h2>
      <p className={s.muted}>{t("calendar.hint")}</p>
      <nav className={s.tabs} aria-label={t("calendar.rooms")}>
        {rooms.map((r) => (
          <Link key={r.code} to={`?room=${r.code}#calendar-title`} aria-current={r.code === calendar.roomCode ? "page" : undefined} className={r.code === calendar.roomCode ? s.button : s.secondary}>
            {r.name}
          </Link>
        ))}
      </nav>
      {result?.form === "block" ? <Notice result={result} /> : null}
      <h3>{t("calendar.periods")}</h3>
      {calendar.periods.length ? null : <p className={s.muted}>{t("calendar.none")}</p>}
      <ul className={s.offerList} data-testid="ops-blocked">
        {calendar.periods.map((p) => (
          <li key={p.id} className={s.offer} data-period={p.id}>
            <span>{t("calendar.range", { from: p.startsOn, to: p.endsOn })}</span> — <span>{p.reason}</span>
            {p.source === "feed" ? (
              <span className={s.muted} data-testid="ops-blocked-feed">
                {" "}
                ({t("calendar.fromFeed")})
              </span>
            ) : null}
            {canEdit ? (
              <Form method="post" className={s.inline}>
                <input type="hidden" name="roomCode" value={calendar.roomCode} />
                <input type="hidden" name="id" value={p.id} />
                <button type="submit" name="intent" value="unblock" className={s.secondary}>
                  {t("calendar.unblock")}
                </button>
              </Form>
            ) : null}
          </li>
        ))}
      </ul>
      {canEdit ? (
        <Form method="post" className={s.form} noValidate data-testid="ops-block-form">
          <input type="hidden" name="roomCode" value={calendar.roomCode} />
          <label className={s.label}>
            {t("calendar.startsOn")}
            <input name="startsOn" type="date" required className={s.input} defaultValue={typed?.startsOn ?? ""} />
          </label>
          <label className={s.label}>
            {t("calendar.endsOn")}
            <input name="endsOn" type="date" required className={s.input} defaultValue={typed?.endsOn ?? ""} />
          </label>
          <label className={s.label}>
            {t("calendar.reason")}
            <input name="reason" required maxLength={200} className={s.input} defaultValue={typed?.reason ?? ""} />
          </label>
          <button type="submit" name="intent" value="block" className={s.button}>
            {t("calendar.block")}
          </button>
        </Form>
      ) : null}
      <h3>{t("calendar.months")}</h3>
      <p className={s.legend}>
        <span className={s.blockedDay}>{t("calendar.blockedKey")}</span>
        <span>{t("calendar.takenKey", { stock: calendar.stock })}</span>
      </p>
      <div className={s.months}>
        {calendar.months.map((m) => (
          <div key={m.month} className={s.month} data-month={m.month} role="group" aria-label={m.month}>
            <p className={s.monthTitle}>{m.month}</p>
            {m.days[0] && weekday(m.days[0].date) > 0 ? <span style={{ gridColumn: `span ${weekday(m.days[0].date)}` }} /> : null}
            {m.days.map((d) => (
              <span
                key={d.date}
                className={d.blocked ? s.blockedDay : s.day}
                data-date={d.date}
                data-blocked={d.blocked ? "1" : undefined}
                title={[d.blocked ? t("calendar.blockedKey") : "", d.taken ? t("calendar.taken", { count: d.taken }) : ""].filter(Boolean).join(" · ") || undefined}
              >
                {Number(d.date.slice(8))}
                {d.taken ? <span className={s.takenCount}>{d.taken}</span> : null}
              </span>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
