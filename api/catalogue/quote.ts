import type { Lang } from "#core/constants";
import {
  costOf,
  feeName,
  offerName,
  scheduleOf,
  tenancyAt,
  tenancyName,
  type FeeData,
  type PaymentPlan,
  type PricedTenancy,
  type Tenancy,
  type Unit,
} from "./costs";
import { policyText, type CancellationPolicy } from "./policy";
import type { Quote } from "#core/quote";

/**
 * The quote: the price a student saw when applying, locked into the application and read from
 * there by the application, order and payment pages, the receipts and the order's amounts. It is
 * made once (`lockQuote`) from the same rules the room page prices by (api/catalogue/costs.ts)
 * and never recomputed, so a later change of price, fees or rate does not move it. It stores keys
 * and amounts; names are put in the reader's language when answering (`quoteDto`).
 */
export type { Quote };

export interface RoomPricing {
  price: number;
  leaseTerms: number[];
  iso2: string;
  unit: Unit;
  currency: string;
}

/**
 * The tenancy a booking is priced as: one the room offers (chosen by code), or for an older
 * client's free dates the same tenancy the room would have offered on the day before that move-in,
 * else the room's list price for that term (kind and intake unknown: only term-based offers apply).
 */
export function pricedTenancy(room: RoomPricing, chosen: Tenancy | undefined, moveIn: string, leaseTerm: number, moveOut: string): PricedTenancy {
  const t = chosen ?? tenancyAt({ price: room.price, leaseTerms: room.leaseTerms, stock: 1 }, room.iso2, room.unit, moveIn, leaseTerm);
  if (t) return { code: t.code, kind: t.kind, intake: t.intake, moveIn: t.moveIn, moveOut: t.moveOut, leaseTerm: t.leaseTerm, leaseUnit: t.leaseUnit, price: t.price };
  return { code: `${moveIn.replaceAll("-", "")}-${leaseTerm}`, kind: null, intake: null, moveIn, moveOut, leaseTerm, leaseUnit: room.unit, price: room.price };
}

export function lockQuote(
  t: PricedTenancy,
  fees: FeeData,
  plan: PaymentPlan,
  currency: string,
  rate: { cny: number; asOf: string } | null,
  policy: CancellationPolicy,
  now = new Date(),
): Quote {
  const cost = costOf(t, fees, "en", rate?.cny ?? null);
  const schedule = scheduleOf(t, cost, plan);
  const upfront = schedule[0].amount;
  return {
    lockedAt: now.toISOString(),
    currency,
    tenancy: { code: t.code, kind: t.kind, intake: t.intake, moveIn: t.moveIn, moveOut: t.moveOut, leaseTerm: t.leaseTerm, leaseUnit: t.leaseUnit, price: t.price },
    rent: cost.rent,
    fees: cost.fees.map(({ key, amount }) => ({ key, amount })),
    offers: cost.offers.map(({ key, amount }) => ({ key, amount })),
    discount: cost.discount,
    deposit: cost.deposit,
    total: cost.total,
    plan,
    schedule,
    upfront,
    rate: rate ? { cny: rate.cny, asOf: rate.asOf } : null,
    totalCny: cost.totalCny,
    upfrontCny: rate ? Math.round(upfront * rate.cny) : null,
    policy: { coolingOffDays: policy.coolingOffDays, visaAdminFee: policy.visaAdminFee, refundWithinDays: policy.refundWithinDays },
  };
}

/**
 * The quote of an application, or null when it has none. The column stays nullable and this stays
 * because applications made before quotes existed hold none, and no migration can give them one
 * honestly: the price is made by this code's rules from the fees, tenancy and exchange rate of the
 * day of applying, which SQL cannot compute and which are gone (a quote made today is not what the
 * student saw), and some of those applications have no move-in date or term to price at all.
 * Approval prices such an application once, then (api/orders/service.ts ensureQuote). Only
 * lockQuote writes the column; the shape check drops a value written by hand that is not a quote.
 */
export function quoteOf(stored: Quote | null | undefined): Quote | null {
  return stored && Array.isArray(stored.schedule) && typeof stored.total === "number" ? stored : null;
}

const LINE_NAMES = {
  deposit: { zh: "押金", en: "Deposit" },
  rent: { zh: "租金", en: "Rent" },
} as const;

function lineName(key: "booking" | "admin" | "utilities" | "deposit" | "rent", lang: Lang): string {
  return key === "deposit" || key === "rent" ? LINE_NAMES[key][lang === "en" ? "en" : "zh"] : feeName(key, lang);
}

/** The quote as answers give it: the same amounts with names in the reader's language. */
export function quoteDto(q: Quote, lang: Lang) {
  const t = q.tenancy;
  return {
    lockedAt: q.lockedAt,
    currency: q.currency,
    tenancy: { ...t, name: t.kind ? tenancyName(t.kind, t.moveIn, t.leaseTerm, t.leaseUnit, lang) : `${t.moveIn} – ${t.moveOut}` },
    rent: q.rent,
    fees: q.fees.map((f) => ({ ...f, name: feeName(f.key, lang) })),
    offers: q.offers.map((o) => ({ ...o, name: offerName(o.key, lang) })),
    discount: q.discount,
    deposit: q.deposit,
    total: q.total,
    plan: q.plan,
    upfront: q.upfront,
    schedule: q.schedule.map((p) => ({ ...p, lines: p.lines.map((l) => ({ ...l, name: lineName(l.key, lang) })) })),
    rate: q.rate,
    totalCny: q.totalCny,
    upfrontCny: q.upfrontCny,
    policy: q.policy ? { ...q.policy, text: policyText(q.policy, q.currency, lang) } : null,
  };
}
export type QuoteDto = ReturnType<typeof quoteDto>;
