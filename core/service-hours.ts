/**
 * The online service's opening hours and reply promise, in one place: the API's answers, the
 * page (in Beijing time and in the student's own time zone) and the away notice all read them.
 *
 * Advisers are online 09:00–21:00 Beijing time, every day. Inside those hours a message gets a
 * reply within 2 hours; a message sent outside them is answered the next morning, from 09:00.
 * Beijing (Asia/Shanghai) keeps UTC+8 all year, with no daylight saving, so the hours are fixed
 * instants of each UTC day.
 */
export const SERVICE_HOURS = {
  timeZone: "Asia/Shanghai",
  utcOffsetHours: 8,
  /** Opening and closing hour, Beijing time (closing is exclusive: 21:00 is closed). */
  opensHour: 9,
  closesHour: 21,
  replyWithinHours: 2,
} as const;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface ServiceState {
  /** Advisers are online now. */
  online: boolean;
  /** The opening of the current period (online) or of the next one (offline). */
  opensAt: Date;
  /** The end of that period. */
  closesAt: Date;
  /** By when a message sent now should have its reply. */
  replyBy: Date;
  /** The next Beijing midnight (where "back tomorrow at 09:00" becomes "back at 09:00"). */
  dayEndsAt: Date;
}

/** "09:00" for an hour of the day. */
export const hourText = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

/** The opening hours as Beijing-time text: `{ opens: "09:00", closes: "21:00" }`. */
export const serviceHoursText = () => ({ opens: hourText(SERVICE_HOURS.opensHour), closes: hourText(SERVICE_HOURS.closesHour) });

/** Whether advisers are online at `now`, and the period that holds or follows it. */
export function serviceState(now: Date = new Date()): ServiceState {
  const offset = SERVICE_HOURS.utcOffsetHours * HOUR_MS;
  // Midnight of the Beijing day that holds `now`, as an instant.
  const dayStart = Math.floor((now.getTime() + offset) / DAY_MS) * DAY_MS - offset;
  let opens = dayStart + SERVICE_HOURS.opensHour * HOUR_MS;
  let closes = dayStart + SERVICE_HOURS.closesHour * HOUR_MS;
  if (now.getTime() >= closes) {
    opens += DAY_MS;
    closes += DAY_MS;
  }
  const online = now.getTime() >= opens && now.getTime() < closes;
  const replyWithin = SERVICE_HOURS.replyWithinHours * HOUR_MS;
  return {
    online,
    opensAt: new Date(opens),
    closesAt: new Date(closes),
    replyBy: new Date((online ? now.getTime() : opens) + replyWithin),
    dayEndsAt: new Date(dayStart + DAY_MS),
  };
}

/**
 * The advisers' answer to an application: within one working day, and a working day is
 * Monday to Friday 09:00–18:00 Beijing time (nine working hours). The clock counts working time
 * only, so an application sent on Friday evening is due on Monday at 18:00.
 */
export const APPLICATION_REPLY = { opensHour: 9, closesHour: 18, workingDays: [1, 2, 3, 4, 5], replyWithinWorkingHours: 9 } as const;

/** The working period (Beijing business hours) that holds `at` or comes next. */
function workingPeriod(at: number): { opens: number; closes: number } {
  const offset = SERVICE_HOURS.utcOffsetHours * HOUR_MS;
  let dayStart = Math.floor((at + offset) / DAY_MS) * DAY_MS - offset;
  for (;;) {
    const weekday = new Date(dayStart + offset).getUTCDay();
    const opens = dayStart + APPLICATION_REPLY.opensHour * HOUR_MS;
    const closes = dayStart + APPLICATION_REPLY.closesHour * HOUR_MS;
    if ((APPLICATION_REPLY.workingDays as readonly number[]).includes(weekday) && at < closes) return { opens, closes };
    dayStart += DAY_MS;
  }
}

/** The instant `hours` working hours after `from`. */
export function addWorkingHours(from: Date, hours: number): Date {
  let at = from.getTime();
  let left = hours * HOUR_MS;
  for (;;) {
    const { opens, closes } = workingPeriod(at);
    const start = Math.max(at, opens);
    if (start + left <= closes) return new Date(start + left);
    left -= closes - start;
    at = closes;
  }
}

/** When an application sent at `submittedAt` should have its answer. */
export const applicationReplyBy = (submittedAt: Date) => addWorkingHours(submittedAt, APPLICATION_REPLY.replyWithinWorkingHours);
