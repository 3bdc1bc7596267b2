import { dateTimeFormat } from "~/lib/intl";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/lib/translate";
import type { LiveMessage, LiveMode } from "./useLiveMessages";
import { useBrowserTimeZone } from "./ServiceHours";
import * as s from "./Service.css";
import { ContactWarning } from "../trust/PayWarnings";

/** A message's time: Beijing time on the server and without JavaScript, the student's own once hydrated. */
function MessageTime({ at, lang, zone }: { at: string; lang: string; zone: string | undefined }) {
  const { t } = useTranslation();
  const d = new Date(at);
  const text = dateTimeFormat(lang === "en" ? "en-GB" : "zh-CN", {
    timeZone: zone ?? "Asia/Shanghai",
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(d);
  return <time dateTime={at}>{zone ? text : `${text} ${t("service.hours.beijing")}`}</time>;
}

/**
 * The conversation as a log: every message as text (never as HTML), the student's on the right.
 * New messages are announced politely to screen readers and scrolled into view.
 */
export function Thread({ messages, lang, hasEarlier }: { messages: LiveMessage[]; lang: string; hasEarlier: boolean }) {
  const { t } = useTranslation();
  const zone = useBrowserTimeZone();
  const box = useRef<HTMLDivElement>(null);
  const last = messages.length ? messages[messages.length - 1].id : 0;
  useEffect(() => {
    if (box.current) box.current.scrollTop = box.current.scrollHeight;
  }, [last]);
  return (
    <>
      {hasEarlier ? <p className={s.who}>{t("service.thread.earlier")}</p> : null}
      <div className={s.thread} ref={box} tabIndex={0} role="log" aria-live="polite" aria-label={t("service.thread.label")} data-testid="service-thread">
        <ol className={s.messages}>
          {messages.length === 0 ? <li className={s.who}>{t("service.thread.empty")}</li> : null}
          {messages.map((m) => (
            <li key={m.id} className={s.bubble[m.author]} data-testid={`service-message-${m.author}`} data-id={m.id}>
              <span className={s.who}>
                {m.author === "student"
                  ? t("service.thread.you")
                  : m.adviserName
                  ? t("service.thread.adviserNamed", { name: m.adviserName })
                  : t("service.thread.adviser")}{" "}
                · <MessageTime at={m.createdAt} lang={lang} zone={zone} />
              </span>
              <p className={s.text}>{m.content}</p>
              <ContactWarning flag={m.contactFlag} />
            </li>
          ))}
        </ol>
      </div>
    </>
  );
}

/** Whether replies arrive by themselves, and a Refresh link that always works (also without JavaScript). */
export function LiveLine({ mode, refreshHref }: { mode: LiveMode; refreshHref: string }) {
  const { t } = useTranslation();
  const text =
    mode === "live"
      ? t("service.live.on")
      : mode === "polling"
      ? t("service.live.polling")
      : mode === "connecting"
      ? t("service.live.connecting")
      : t("service.live.manual");
  return (
    <p className={s.liveLine} id="latest">
      <span data-testid="service-live" data-mode={mode}>
        {text}
      </span>
      <a href={refreshHref} data-testid="service-refresh">
        {t("service.live.refresh")}
      </a>
    </p>
  );
}
