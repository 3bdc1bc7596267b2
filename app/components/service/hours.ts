import { dateTimeFormat } from "~/lib/intl";
import { SERVICE_HOURS, serviceHoursText, serviceState } from "#core/service-hours";

/**
 * The opening hours as the page words them: in Beijing time always, and in the student's own
 * time zone when the browser names one that differs. One source: core/service-hours.ts.
 */
export interface HoursView {
  online: boolean;
  /** Beijing time, "09:00" and "21:00". */
  opens: string;
  closes: string;
  /** When advisers are back (offline only), Beijing time, and whether that is tomorrow there. */
  backAt: string;
  backTomorrow: boolean;
  replyWithinHours: number;
  /** The same in the student's time zone; absent when unknown or the same clock as Beijing. */
  local?: { zone: string; opens: string; closes: string; backAt: string; backTomorrow: boolean };
}

const clock = (d: Date, timeZone: string) => dateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(d);
const day = (d: Date, timeZone: string) => dateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(d);

export function hoursView(now: Date, timeZone?: string): HoursView {
  const state = serviceState(now);
  const { opens, closes } = serviceHoursText();
  const beijing = SERVICE_HOURS.timeZone;
  const view: HoursView = {
    online: state.online,
    opens,
    closes,
    backAt: clock(state.opensAt, beijing),
    backTomorrow: day(state.opensAt, beijing) !== day(now, beijing),
    replyWithinHours: SERVICE_HOURS.replyWithinHours,
  };
  if (!timeZone) return view;
  try {
    const local = { zone: timeZone, opens: clock(state.opensAt, timeZone), closes: clock(state.closesAt, timeZone) };
    if (local.opens === opens && local.closes === closes) return view;
    view.local = { ...local, backAt: local.opens, backTomorrow: day(state.opensAt, timeZone) !== day(now, timeZone) };
  } catch {
    // A time zone this engine does not know: Beijing time only.
  }
  return view;
}

/**
 * When hoursView(now) in Beijing time next reads differently: advisers come or go, or Beijing's
 * day turns (back "tomorrow at 09:00" becomes back "at 09:00"). A kept service page holds until then.
 */
export function hoursViewChanges(now: Date): number {
  const state = serviceState(now);
  return state.online ? state.closesAt.getTime() : Math.min(state.opensAt.getTime(), state.dayEndsAt.getTime());
}
