import { useEffect, useState } from "react";
import { useTranslation } from "~/lib/translate";
import { hoursView, type HoursView } from "./hours";
import * as s from "./Service.css";

/** The browser's time zone, once hydrated (undefined on the server and without JavaScript). */
export function useBrowserTimeZone(): string | undefined {
  const [zone, setZone] = useState<string | undefined>(undefined);
  useEffect(() => {
    try {
      setZone(Intl.DateTimeFormat().resolvedOptions().timeZone || undefined);
    } catch {
      setZone(undefined);
    }
  }, []);
  return zone;
}

/**
 * "Online now" or "back at 09:00 Beijing time", the hours and the reply promise; with
 * JavaScript also in the student's own time zone, and kept current every 30 s. The server
 * renders `initial`, the loader's view by its clock, so the page without JavaScript says the same.
 */
export function ServiceHours({ initial }: { initial: HoursView }) {
  const { t } = useTranslation();
  const zone = useBrowserTimeZone();
  const [view, setView] = useState<HoursView>(initial);
  useEffect(() => {
    if (!zone) return;
    const update = () => setView(hoursView(new Date(), zone));
    update();
    const timer = setInterval(update, 30_000);
    return () => clearInterval(timer);
  }, [zone]);
  const local = view.local;
  return (
    <section className={s.hours} aria-label={t("service.hours.label")} data-testid="service-hours">
      <p className={view.online ? s.state.online : s.state.offline} data-testid="service-state" data-online={view.online ? "1" : "0"} style={{ margin: 0 }}>
        <span className={s.dot} aria-hidden="true" />
        {view.online ? t("service.hours.online") : t(view.backTomorrow ? "service.hours.backTomorrow" : "service.hours.back", { time: view.backAt })}
        {!view.online && local ? (
          <span data-testid="service-back-local">
            {t(local.backTomorrow ? "service.hours.backLocalTomorrow" : "service.hours.backLocal", { time: local.backAt })}
          </span>
        ) : null}
      </p>
      <p style={{ margin: 0 }}>
        {t("service.hours.labelled", { line: t("service.hours.line", { opens: view.opens, closes: view.closes }) })}
        {local ? (
          <span data-testid="service-hours-local">{t("service.hours.local", { zone: local.zone, opens: local.opens, closes: local.closes })}</span>
        ) : null}
      </p>
      <p style={{ margin: 0 }} className={s.who}>
        {t("service.hours.promise", { hours: view.replyWithinHours })}
      </p>
    </section>
  );
}
