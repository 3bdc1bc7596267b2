import type { Lang } from "#core/constants";
import type { Amount, FeeData, IntakeKind, Offer, OfferKey, TenancyKind } from "#core/fees";

// The stored shapes live in core/fees.ts, below the database schema that types its columns with them.
export type { Amount, FeeData, IntakeKind, Offer, OfferKey, TenancyKind };

/**
 * What a room really costs: its tenancies, computed from today and its country's
 * intakes, and per tenancy the rent, the fees, the offers, the deposit, the total and what is
 * due before moving in. Pure functions of (room, apartment fees, country, today): every page and
 * answer made on the same day agrees, and a cache keyed by the day stays right
 * (docs/decisions/015-costs-and-tenancies.md).
 *
 * Dates: a tenancy of n weeks from D ends on D + 7n − 1 days (its last night), of n months on
 * D + n months − 1 day. `tenancyEnd` is the one rule: room pages, applications and orders use it.
 */
export type Unit = "week" | "month";

export function tenancyEnd(startIso: string, term: number, unit: Unit): string {
  return remembered(ends, `${startIso}/${term}/${unit}`, () => computeTenancyEnd(startIso, term, unit));
}

/**
 * Date arithmetic remembered by its inputs. Every room's tenancies and payment dates are made
 * from a handful of intake dates and terms, so the same few sums came back hundreds of thousands
 * of times while the catalogue's apartment pages were made (40% of that build's time, ADR 034).
 * Bounded: forgotten as a whole past MEMO_MAX inputs.
 */
const MEMO_MAX = 20_000;
const ends = new Map<string, string>();
const monthSums = new Map<string, string>();
const daySums = new Map<string, string>();
function remembered(memo: Map<string, string>, key: string, make: () => string): string {
  let value = memo.get(key);
  if (value === undefined) {
    if (memo.size >= MEMO_MAX) memo.clear();
    memo.set(key, (value = make()));
  }
  return value;
}

function computeTenancyEnd(startIso: string, term: number, unit: Unit): string {
  const d = new Date(`${startIso}T00:00:00Z`);
  if (unit === "week") d.setUTCDate(d.getUTCDate() + term * 7 - 1);
  else {
    d.setUTCMonth(d.getUTCMonth() + term);
    d.setUTCDate(d.getUTCDate() - 1);
  }
  return d.toISOString().slice(0, 10);
}

// ---- intakes --------------------------------------------------------------------------------

/** [month 1-12, day] of an intake's move-in. */
type MonthDay = readonly [number, number];
interface Intakes {
  /** The academic year's start: full-year tenancies. */
  main: MonthDay;
  /** The second intake (January in the north, July in Australia and New Zealand). */
  second: MonthDay;
  /** Summer stays between two academic years. */
  summer: MonthDay;
}
const NORTH_SEPT: Intakes = { main: [9, 5], second: [1, 9], summer: [7, 4] };
const INTAKES: Record<string, Intakes> = {
  GB: NORTH_SEPT,
  IE: NORTH_SEPT,
  US: { main: [8, 22], second: [1, 10], summer: [6, 1] },
  CA: { main: [9, 1], second: [1, 4], summer: [5, 1] },
  AU: { main: [2, 14], second: [7, 11], summer: [12, 1] },
  NZ: { main: [2, 21], second: [7, 8], summer: [12, 1] },
  FR: { main: [9, 1], second: [2, 1], summer: [7, 1] },
  DE: { main: [10, 1], second: [4, 1], summer: [8, 1] },
  NL: { main: [9, 1], second: [2, 1], summer: [7, 1] },
  ES: { main: [9, 1], second: [2, 1], summer: [7, 1] },
  IT: { main: [9, 1], second: [2, 1], summer: [7, 1] },
  // Asia: each its own academic calendar.
  JP: { main: [4, 1], second: [9, 20], summer: [8, 1] },
  KR: { main: [3, 1], second: [9, 1], summer: [7, 1] },
  HK: { main: [8, 25], second: [1, 10], summer: [6, 1] },
  SG: { main: [8, 4], second: [1, 10], summer: [5, 10] },
  MY: { main: [9, 15], second: [2, 20], summer: [7, 1] },
};
export const intakesOf = (iso2: string): Intakes => INTAKES[iso2] ?? NORTH_SEPT;

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** The first date on (month, day) strictly after today. */
function nextOn([month, day]: MonthDay, today: string): string {
  const y = Number(today.slice(0, 4));
  const thisYear = iso(Date.UTC(y, month - 1, day));
  return thisYear > today ? thisYear : iso(Date.UTC(y + 1, month - 1, day));
}
function previousOn([month, day]: MonthDay, before: string): string {
  const y = Number(before.slice(0, 4));
  const thisYear = iso(Date.UTC(y, month - 1, day));
  return thisYear < before ? thisYear : iso(Date.UTC(y - 1, month - 1, day));
}
const DAY = 86_400_000;
const daysBetween = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / DAY);

export const TENANCY_KINDS: readonly TenancyKind[] = ["full_year", "academic", "semester", "second_intake", "summer"];
export const INTAKE_KINDS: readonly IntakeKind[] = ["main", "second", "summer"];

export interface Tenancy {
  /** `<moveIn yyyymmdd>-<term>`: stable for a day, unique within a room. */
  code: string;
  kind: TenancyKind;
  intake: IntakeKind;
  name: string;
  moveIn: string;
  moveOut: string;
  leaseTerm: number;
  leaseUnit: Unit;
  /** Rent per price unit for this tenancy (short stays cost more per week or month). */
  price: number;
  available: boolean;
}

/** The rent per unit of a tenancy of a room listed at `price`. */
export function stayPrice(price: number, kind: TenancyKind, term: number, unit: Unit): number {
  return Math.round(price * stayMultiplier(kind, term, unit));
}

/** Per-unit rent multiplier: the full year is the list price, shorter stays cost more. */
function stayMultiplier(kind: TenancyKind, term: number, unit: Unit): number {
  if (kind === "summer") return 1.2;
  const long = unit === "week" ? term >= 40 : term >= 9;
  const mid = unit === "week" ? term >= 20 : term >= 5;
  return long ? 1 : mid ? 1.06 : 1.15;
}

const KIND_NAMES: Record<TenancyKind, { zh: string; en: string }> = {
  full_year: { zh: "整学年", en: "Full academic year" },
  academic: { zh: "学年", en: "Academic year" },
  semester: { zh: "单学期", en: "Semester" },
  second_intake: { zh: "春季入学", en: "Mid-year intake" },
  summer: { zh: "暑期短租", en: "Summer stay" },
};
const WHOLE_YEAR = { zh: "全年", en: "Full year" };
const MONTHS_EN = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** A tenancy's kind in words; a full-year let of 50 weeks or 12 months and more is a whole year, not an academic year. */
export function kindName(kind: TenancyKind, term: number, unit: Unit, lang: Lang): string {
  const wholeYear = kind === "full_year" && (unit === "week" ? term >= 50 : term >= 12);
  return (wholeYear ? WHOLE_YEAR : KIND_NAMES[kind])[lang === "en" ? "en" : "zh"];
}

export function tenancyName(kind: TenancyKind, moveIn: string, term: number, unit: Unit, lang: Lang): string {
  const m = Number(moveIn.slice(5, 7));
  const y = moveIn.slice(0, 4);
  const len = lang === "en" ? `${term} ${unit}${term === 1 ? "" : "s"}` : `${term}${unit === "week" ? "周" : "个月"}`;
  if (kind === "second_intake") {
    return lang === "en" ? `${MONTHS_EN[m - 1]} ${y} start · ${len}` : `${y}年${m}月入学 · ${len}`;
  }
  const base = kindName(kind, term, unit, lang);
  return lang === "en" ? `${base} ${y} · ${len}` : `${y} ${base} · ${len}`;
}

export interface RoomForTenancy {
  price: number;
  leaseTerms: number[];
  stock: number;
}

/**
 * The tenancies a room offers from `today` (YYYY-MM-DD): at the coming main intake one per
 * lease term it offers (the longest is the full year, other long ones academic years, short ones
 * a semester); at the coming second intake the rest of that academic year (and a semester when
 * the room lets short terms); and a summer stay. Every move-in falls within the next 12 months.
 */
export function tenanciesOf(room: RoomForTenancy, iso2: string, unit: Unit, today: string, lang: Lang): Tenancy[] {
  const intakes = intakesOf(iso2);
  const terms = [...new Set(room.leaseTerms)].filter((t) => t > 0).sort((a, b) => b - a);
  const longest = terms[0] ?? (unit === "week" ? 51 : 12);
  const isLong = (t: number) => (unit === "week" ? t >= 40 : t >= 9);
  const shortTerms = terms.filter((t) => !isLong(t));
  const out: Tenancy[] = [];
  const add = (kind: TenancyKind, intake: IntakeKind, moveIn: string, term: number) => {
    const price = stayPrice(room.price, kind, term, unit);
    out.push({
      code: `${moveIn.replaceAll("-", "")}-${term}`,
      kind,
      intake,
      name: tenancyName(kind, moveIn, term, unit, lang),
      moveIn,
      moveOut: tenancyEnd(moveIn, term, unit),
      leaseTerm: term,
      leaseUnit: unit,
      price,
      available: room.stock > 0,
    });
  };

  const main = nextOn(intakes.main, today);
  for (const t of terms) add(t === longest ? "full_year" : isLong(t) ? "academic" : "semester", "main", main, t);

  // Second intake: to the end of the academic year that started at the previous main intake.
  const second = nextOn(intakes.second, today);
  const yearEnd = tenancyEnd(previousOn(intakes.main, second), longest, unit);
  const days = daysBetween(second, yearEnd) + 1;
  const rest = unit === "week" ? Math.floor(days / 7) : Math.max(1, Math.round(days / 30.44));
  if (rest >= (unit === "week" ? 8 : 2)) add("second_intake", "second", second, rest);
  if (shortTerms.length) add("semester", "second", second, shortTerms[0]);

  add("summer", "summer", nextOn(intakes.summer, today), unit === "week" ? 8 : 2);

  const seen = new Set<string>();
  return out
    .filter((t) => (seen.has(t.code) ? false : (seen.add(t.code), true)))
    .sort((a, b) => (a.moveIn === b.moveIn ? b.leaseTerm - a.leaseTerm : a.moveIn < b.moveIn ? -1 : 1));
}

/**
 * The tenancy a booking made for (move-in, term) is, as the room offered it on the day before that
 * move-in: its kind and intake. Undefined when the dates are not one of the room's tenancies (an
 * older client's free move-in date).
 */
export function tenancyAt(room: RoomForTenancy, iso2: string, unit: Unit, moveIn: string, term: number): Tenancy | undefined {
  const before = iso(Date.parse(`${moveIn}T00:00:00Z`) - DAY);
  return tenanciesOf(room, iso2, unit, before, "en").find((t) => t.moveIn === moveIn && t.leaseTerm === term);
}

/** The tenancy an apartment page prices a room by: the full year at the coming main intake. */
export function mainTenancy(list: Tenancy[]): Tenancy | undefined {
  return list.find((t) => t.kind === "full_year") ?? list[0];
}

/**
 * The room's tenancy starting in `month` (YYYY-MM) that a listing filtered by that month shows:
 * the lowest rent per unit, the longest on a tie (the full year over an academic year).
 */
export function tenancyInMonth(room: RoomForTenancy, iso2: string, unit: Unit, today: string, month: string, lang: Lang): Tenancy | undefined {
  let best: Tenancy | undefined;
  for (const t of tenanciesOf(room, iso2, unit, today, lang)) {
    if (!t.moveIn.startsWith(month)) continue;
    if (!best || t.price < best.price || (t.price === best.price && t.leaseTerm > best.leaseTerm)) best = t;
  }
  return best;
}

/** Months (YYYY-MM) in which the country's tenancies start, from today. */
export function intakeMonths(iso2: string, today: string): string[] {
  const i = intakesOf(iso2);
  return [...new Set([i.main, i.second, i.summer].map((md) => nextOn(md, today).slice(0, 7)))];
}

const INTAKE_NAMES = {
  main: { zh: "主入学季", en: "Main intake" },
  second: { zh: "第二入学季", en: "Second intake" },
  summer: { zh: "暑期短租", en: "Summer stay" },
} as const;

/** The country's coming move-in dates (main, second intake, summer), soonest first. */
export function nextMoveIns(iso2: string, today: string, lang: Lang) {
  const i = intakesOf(iso2);
  return (["main", "second", "summer"] as const)
    .map((kind) => ({ kind, name: INTAKE_NAMES[kind][lang === "en" ? "en" : "zh"], moveIn: nextOn(i[kind], today) }))
    .sort((a, b) => (a.moveIn < b.moveIn ? -1 : 1));
}

// ---- fees as data ---------------------------------------------------------------------------

/** The offers that become a student's own record when booked (a gift record: api/gifts/service.ts). */
export type GiftKind = Exclude<OfferKey, "discount">;
export const GIFT_KINDS: readonly GiftKind[] = ["cashback", "gift"];

const WELCOME_PACK = { zh: "新生欢迎礼包（床品套装与厨具）", en: "Welcome pack (bedding set and kitchen kit)" };
/** The welcome pack's value in the country's currency (60 elsewhere: EUR). */
const WELCOME_PACK_VALUE: Record<string, number> = { GB: 50, IE: 60, AU: 80, NZ: 80, US: 60, CA: 80, JP: 8000, KR: 70000, HK: 400, SG: 80, MY: 200 };

/** Standard fees of a country, for an apartment (tags decide bills and offers; `seed` varies amounts). */
export function standardFees(iso2: string, unit: Unit, tags: readonly string[], seed = 0): FeeData {
  const v = (n: number, step: number, spread: number) => Math.round((n + ((seed % 7) - 3) * spread) / step) * step;
  const billsIncluded = tags.includes("bills_included");
  const offers: Offer[] = [];
  const weekly = unit === "week";
  if (tags.includes("cashback")) {
    // A third of the landlords pay cashback once the student has lived in for a month.
    const later = seed % 3 === 0;
    offers.push({ key: "cashback", amount: weekly ? v(200, 50, 25) : v(300, 50, 40), minTerm: weekly ? 40 : 9, claimAfterDays: later ? 30 : 0, claimWithinDays: later ? 120 : 90 });
  }
  if (tags.includes("discount")) offers.push({ key: "discount", percentOff: 5, minTerm: weekly ? 40 : 9 });
  // A quarter of the apartments welcome the main intake's arrivals with a pack worth a set value.
  if (seed % 4 === 1) offers.push({ key: "gift", item: WELCOME_PACK, amount: WELCOME_PACK_VALUE[iso2] ?? 60, intakes: ["main"], claimWithinDays: 60 });
  const base: Record<string, Omit<FeeData, "offers" | "utilities">> = {
    GB: { booking: { periods: 1 }, deposit: { periods: 4 }, admin: 0, coolingOffDays: 14 },
    IE: { booking: { periods: 1 }, deposit: { periods: 4 }, admin: v(100, 10, 10), coolingOffDays: 14 },
    AU: { booking: { periods: 2 }, deposit: { periods: 4 }, admin: v(150, 10, 10), coolingOffDays: 7 },
    NZ: { booking: { periods: 1 }, deposit: { periods: 4 }, admin: v(100, 10, 10), coolingOffDays: 7 },
    US: { booking: { amount: v(150, 25, 25) }, deposit: { periods: 1 }, admin: v(200, 25, 25), coolingOffDays: 3 },
    CA: { booking: { amount: v(200, 25, 25) }, deposit: { periods: 1 }, admin: v(150, 25, 25), coolingOffDays: 3 },
    JP: { booking: { amount: v(30000, 1000, 2000) }, deposit: { periods: 1 }, admin: v(20000, 1000, 2000), coolingOffDays: 7 },
    KR: { booking: { amount: v(300000, 10000, 20000) }, deposit: { periods: 2 }, admin: 0, coolingOffDays: 7 },
    HK: { booking: { amount: v(2000, 100, 200) }, deposit: { periods: 2 }, admin: 0, coolingOffDays: 7 },
    SG: { booking: { amount: v(300, 50, 25) }, deposit: { periods: 1 }, admin: v(100, 10, 10), coolingOffDays: 7 },
    MY: { booking: { amount: v(300, 50, 25) }, deposit: { periods: 2 }, admin: 0, coolingOffDays: 7 },
  };
  const euro = { booking: { amount: v(200, 25, 25) }, deposit: { periods: 1 }, admin: v(100, 10, 10), coolingOffDays: 14 };
  const b = base[iso2] ?? euro;
  const utilities = billsIncluded ? 0 : weekly ? v(20, 1, 2) : Math.max(1, Math.round((iso2 === "JP" ? 12000 : iso2 === "KR" ? 120000 : iso2 === "HK" ? 600 : 90) * (1 + ((seed % 5) - 2) / 20)));
  return { ...b, utilities, offers };
}

export function feesOf(stored: unknown, iso2: string, unit: Unit, tags: readonly string[], seed: number): FeeData {
  return isFeeData(stored) ? stored : standardFees(iso2, unit, tags, seed);
}
function isFeeData(x: unknown): x is FeeData {
  return !!x && typeof x === "object" && "booking" in x && "deposit" in x && Array.isArray((x as FeeData).offers);
}

/** A number from a code, to vary standard amounts between apartments deterministically. */
export function codeSeed(code: string): number {
  let h = 0;
  for (const c of code) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return h;
}

// ---- offers: which tenancies they apply to, and when a cashback or gift can be claimed -------

/** A tenancy as an offer's conditions see it (kind and intake unknown for an older client's free dates). */
export interface TenancyFacts {
  kind: TenancyKind | null;
  intake: IntakeKind | null;
  leaseTerm: number;
}

export function offerApplies(o: Offer, t: TenancyFacts): boolean {
  if (o.minTerm && t.leaseTerm < o.minTerm) return false;
  if (o.tenancies?.length && (!t.kind || !o.tenancies.includes(t.kind))) return false;
  if (o.intakes?.length && (!t.intake || !o.intakes.includes(t.intake))) return false;
  return true;
}

/** Days to claim a cashback or gift when its offer does not say. */
export const DEFAULT_CLAIM_WITHIN_DAYS = 180;

/** When a cashback or gift can be claimed, in days after check-in: from `afterDays` to `withinDays`. */
export function claimWindow(o: Offer): { afterDays: number; withinDays: number } {
  const afterDays = Math.max(0, Math.floor(o.claimAfterDays ?? 0));
  const withinDays = Math.max(afterDays + 1, Math.floor(o.claimWithinDays ?? DEFAULT_CLAIM_WITHIN_DAYS));
  return { afterDays, withinDays };
}

/** An offer in words: its name, what it gives, and each condition (apartment and room pages, gift records). */
export interface OfferText {
  key: OfferKey;
  name: string;
  summary: string;
  conditions: string[];
}

const OFFER_NAMES: Record<OfferKey, { zh: string; en: string }> = {
  cashback: { zh: "入住返现", en: "Cashback" },
  discount: { zh: "租金折扣", en: "Rent discount" },
  gift: { zh: "入住礼品", en: "Move-in gift" },
};
const unitWord = (n: number, unit: Unit, lang: Lang) => (lang === "en" ? `${n} ${unit}${n === 1 ? "" : "s"}` : `${n}${unit === "week" ? "周" : "个月"}`);

export function offerText(o: Offer, unit: Unit, currency: string, lang: Lang): OfferText {
  const en = lang === "en";
  const money = (n: number) => (en ? `${currency} ${n}` : `${n} ${currency}`);
  const summary =
    o.key === "cashback"
      ? en ? `Cashback of ${money(o.amount ?? 0)} after moving in` : `入住后返现 ${money(o.amount ?? 0)}`
      : o.key === "gift"
        ? en ? `${o.item?.en ?? OFFER_NAMES.gift.en} worth ${money(o.amount ?? 0)}` : `${o.item?.zh ?? OFFER_NAMES.gift.zh}（价值 ${money(o.amount ?? 0)}）`
        : en ? `${o.percentOff ?? 0}% off the rent` : `租金 ${o.percentOff ?? 0}% 折扣`;
  const conditions: string[] = [];
  if (o.minTerm) conditions.push(en ? `Tenancies of ${unitWord(o.minTerm, unit, lang)} or more` : `租期满 ${unitWord(o.minTerm, unit, lang)}`);
  if (o.tenancies?.length) {
    const names = o.tenancies.map((k) => KIND_NAMES[k][en ? "en" : "zh"]);
    conditions.push(en ? `Only for these tenancies: ${names.join(", ")}` : `仅限以下租期：${names.join("、")}`);
  }
  if (o.intakes?.length) {
    const names = o.intakes.map((k) => INTAKE_NAMES[k][en ? "en" : "zh"]);
    conditions.push(en ? `Only for move-ins at: ${names.join(", ")}` : `仅限以下入住时间：${names.join("、")}`);
  }
  if (o.key !== "discount") {
    const { afterDays, withinDays } = claimWindow(o);
    conditions.push(
      afterDays === 0
        ? en ? `Claim it from check-in until ${withinDays} days after check-in` : `入住后即可申领，须在入住后 ${withinDays} 天内申领`
        : en ? `Claim it from ${afterDays} to ${withinDays} days after check-in` : `入住满 ${afterDays} 天后可申领，须在入住后 ${withinDays} 天内申领`,
    );
  }
  return { key: o.key, name: OFFER_NAMES[o.key][en ? "en" : "zh"], summary, conditions };
}

// ---- costs ----------------------------------------------------------------------------------

import type { PaymentPlan, ScheduledPayment } from "#core/quote";
export type { PaymentPlan, ScheduledPayment };
export const PAYMENT_PLAN_KEYS: readonly PaymentPlan[] = ["full", "term", "monthly"];

/** A plan's price of a tenancy: what is due before moving in and in how many parts the rent is paid. */
export interface PlanCost {
  plan: PaymentPlan;
  instalments: number;
  /** Booking and admin fees, deposit and the rent's first part (all of it when paid in full). */
  upfront: number;
  upfrontCny: number | null;
}

export interface Cost {
  tenancyCode: string;
  rent: number;
  fees: { key: "booking" | "admin" | "utilities"; name: string; amount: number }[];
  discount: number;
  /** The offers that take money off this tenancy (gifts are things, listed with the offers, not here). */
  offers: { key: Exclude<OfferKey, "gift">; name: string; amount: number }[];
  deposit: number;
  /** rent + fees − discount: what the tenancy costs (the deposit comes back). */
  total: number;
  /** Each payment plan: due before moving in and the number of instalments. */
  plans: PlanCost[];
  totalCny: number | null;
}

const FEE_NAMES = {
  booking: { zh: "预订费", en: "Booking fee" },
  admin: { zh: "管理费", en: "Administration fee" },
  utilities: { zh: "水电网费", en: "Utilities" },
} as const;
export const feeName = (k: keyof typeof FEE_NAMES, lang: Lang) => FEE_NAMES[k][lang === "en" ? "en" : "zh"];
export const offerName = (k: OfferKey, lang: Lang) => OFFER_NAMES[k][lang === "en" ? "en" : "zh"];
const isMoneyOff = (o: Offer): o is Offer & { key: Exclude<OfferKey, "gift"> } => o.key !== "gift";

const amountOf = (a: Amount, price: number) => ("amount" in a ? a.amount : Math.round(a.periods * price));

/** What a tenancy is priced by: its code, rent per unit and length, and what offers look at. */
export type PricedTenancy = Pick<Tenancy, "code" | "price" | "leaseTerm" | "leaseUnit" | "moveIn" | "moveOut"> & TenancyFacts;

/** About how many months a tenancy lasts (weekly lets: 7 days × weeks over a mean month). */
function monthsOf(t: Pick<Tenancy, "leaseTerm" | "leaseUnit">): number {
  return t.leaseUnit === "month" ? t.leaseTerm : Math.max(1, Math.round((t.leaseTerm * 7) / 30.4375));
}

/**
 * In how many parts a plan pays the rent: in full one; monthly one a month; per term one per
 * term of about four months, at most three (a 51-week year: 3, a January start: 2, a summer: 1).
 */
export function instalmentCount(plan: PaymentPlan, t: Pick<Tenancy, "leaseTerm" | "leaseUnit">): number {
  const months = monthsOf(t);
  if (plan === "monthly") return months;
  if (plan === "term") return Math.min(3, Math.max(1, Math.round(months / 4)));
  return 1;
}

export function costOf(t: PricedTenancy, fees: FeeData, lang: Lang, cnyPerUnit: number | null): Cost {
  const rent = t.price * t.leaseTerm;
  const list: Cost["fees"] = [{ key: "booking", name: feeName("booking", lang), amount: amountOf(fees.booking, t.price) }];
  if (fees.admin > 0) list.push({ key: "admin", name: feeName("admin", lang), amount: fees.admin });
  if (fees.utilities > 0) list.push({ key: "utilities", name: feeName("utilities", lang), amount: fees.utilities * t.leaseTerm });
  const offers = fees.offers
    .filter(isMoneyOff)
    .filter((o) => offerApplies(o, t))
    .map((o) => ({ key: o.key, name: offerName(o.key, lang), amount: o.amount ?? Math.round((rent * (o.percentOff ?? 0)) / 100) }))
    .filter((o) => o.amount > 0);
  const discount = offers.reduce((s, o) => s + o.amount, 0);
  const feeSum = list.reduce((s, f) => s + f.amount, 0);
  const total = rent + feeSum - discount;
  const deposit = amountOf(fees.deposit, t.price);
  const cost: Omit<Cost, "plans"> = { tenancyCode: t.code, rent, fees: list, discount, offers, deposit, total, totalCny: cnyPerUnit == null ? null : Math.round(total * cnyPerUnit) };
  const plans = PAYMENT_PLAN_KEYS.map((plan): PlanCost => {
    const upfront = scheduleOf(t, cost, plan)[0].amount;
    return { plan, instalments: instalmentCount(plan, t), upfront, upfrontCny: cnyPerUnit == null ? null : Math.round(upfront * cnyPerUnit) };
  });
  return { ...cost, plans };
}

function addDays(isoDate: string, days: number): string {
  return remembered(daySums, `${isoDate}/${days}`, () => iso(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY));
}
function addMonths(isoDate: string, months: number): string {
  return remembered(monthSums, `${isoDate}/${months}`, () => {
    const d = new Date(`${isoDate}T00:00:00Z`);
    d.setUTCMonth(d.getUTCMonth() + months);
    return d.toISOString().slice(0, 10);
  });
}

/**
 * What a plan makes due, and when: the upfront part (booking and admin fees, deposit, the rent's
 * first part), then each further part of the rent on its date (monthly: the move-in day of each
 * month; per term: the tenancy cut into equal spans). The rent to pay is the rent less the
 * percentage discount, plus utilities; a cashback comes back after moving in, so it is not taken
 * off. The parts add up to it exactly (the first part takes the remainder).
 */
export function scheduleOf(t: PricedTenancy, cost: Pick<Cost, "rent" | "fees" | "offers" | "deposit">, plan: PaymentPlan): ScheduledPayment[] {
  const n = instalmentCount(plan, t);
  const percentOff = cost.offers.filter((o) => o.key === "discount").reduce((s, o) => s + o.amount, 0);
  const utilities = cost.fees.find((f) => f.key === "utilities")?.amount ?? 0;
  const rentDue = cost.rent - percentOff + utilities;
  const part = Math.floor(rentDue / n);
  const first = rentDue - part * (n - 1);
  const days = daysBetween(t.moveIn, t.moveOut) + 1;
  const lines: ScheduledPayment["lines"] = [];
  for (const f of cost.fees) if (f.key !== "utilities") lines.push({ key: f.key, amount: f.amount });
  lines.push({ key: "deposit", amount: cost.deposit }, { key: "rent", amount: first });
  const out: ScheduledPayment[] = [{ seq: 0, kind: "upfront", dueDate: null, amount: lines.reduce((s, l) => s + l.amount, 0), lines }];
  for (let k = 1; k < n; k++) {
    const dueDate = plan === "monthly" && t.leaseUnit === "month" ? addMonths(t.moveIn, k) : addDays(t.moveIn, Math.round((k * days) / n));
    out.push({ seq: k, kind: "instalment", dueDate, amount: part, lines: [{ key: "rent", amount: part }] });
  }
  return out;
}

// ---- policy texts from the same data ---------------------------------------------------------

function amountText(a: Amount, unit: Unit, currency: string, lang: Lang): string {
  if ("amount" in a) return lang === "en" ? `${currency} ${a.amount}` : `${a.amount} ${currency}`;
  const n = a.periods;
  if (lang === "en") return `${n} ${unit}${n === 1 ? "" : "s"}' rent`;
  return `${n}${unit === "week" ? "周" : "个月"}租金`;
}

export function policyTexts(fees: FeeData, unit: Unit, currency: string, lang: Lang) {
  const booking = amountText(fees.booking, unit, currency, lang);
  const deposit = amountText(fees.deposit, unit, currency, lang);
  const en = lang === "en";
  // The same rule as the schedules (instalmentCount): every tenancy can be paid in full, per term or monthly.
  const plan = en
    ? "the rent is paid in full, per term or monthly, as you choose in the application; its first part is due before moving in with the fees and deposit"
    : "租金可一次付清、按学期或按月支付（在申请时选择），第一期与各项费用、押金须在入住前支付";
  const extras = [
    fees.admin > 0 ? (en ? `a one-off administration fee of ${currency} ${fees.admin}` : `一次性管理费 ${fees.admin} ${currency}`) : null,
    fees.utilities > 0
      ? en ? `utilities of ${currency} ${fees.utilities} per ${unit}` : `水电网费每${unit === "week" ? "周" : "月"} ${fees.utilities} ${currency}`
      : en ? "bills are included in the rent" : "租金已包水电网",
  ].filter(Boolean);
  // The same words as the offer list beside it (offerText), so the two cannot disagree.
  const offers = fees.offers.map((o) => {
    const x = offerText(o, unit, currency, lang);
    if (!x.conditions.length) return x.summary;
    return en ? `${x.summary} (${x.conditions.join("; ")})` : `${x.summary}（${x.conditions.join("；")}）`;
  });
  return {
    payment: en
      ? `A booking fee of ${booking} reserves the room; ${plan}; ${extras.join("; ")}.${offers.length ? ` Offers: ${offers.join("; ")}.` : ""}`
      : `预订须支付预订费（${booking}）；${plan}；${extras.join("；")}。${offers.length ? `优惠：${offers.join("；")}。` : ""}`,
    deposit: en
      ? `A refundable deposit of ${deposit} is due before moving in and returned after moving out, less any damage.`
      : `入住前须支付押金（${deposit}），退租验房后无损坏全额退还。`,
    cancellation: en
      ? `Cancel within ${fees.coolingOffDays} days of reserving for a full refund of the booking fee; after that the booking fee is kept, and other payments are refunded if the visa is refused.`
      : `预订后 ${fees.coolingOffDays} 天内取消可全额退还预订费；之后取消预订费不退，签证被拒可退还其余已付款项。`,
  };
}
