import type { ApiData } from "#core/contract";
import { formatPrice, type PriceUnit } from "./catalogue";
import { convert, rateFigure, type SecondCurrency } from "./currency";
import type { Lang } from "#core/constants";

/**
 * Tenancies and their costs as the API answers them (room/info, the application form; shapes in
 * core/contract/costs.ts) and as pages render them: amounts formatted in the apartment's currency
 * and in the student's second currency (app/lib/currency.ts) at today's cross rate.
 */
type RoomInfo = ApiData<"/rest/building/client/room/info">;
export type ApiTenancy = RoomInfo["tenancies"][number];
export type ApiCost = RoomInfo["costs"][number];
export type ApiRate = NonNullable<RoomInfo["exchangeRate"]>;

export interface TenancyCostVM {
  code: string;
  name: string;
  moveIn: string;
  moveOut: string;
  leaseTerm: number;
  leaseUnit: PriceUnit;
  available: boolean;
  price: string;
  rent: string;
  fees: { key: string; name: string; amount: string }[];
  offers: { key: string; name: string; amount: string }[];
  total: string;
  /** `total` in the second currency; null when there is none to show. */
  totalSecond: string | null;
  deposit: string;
  /** Each payment plan with what it makes due before moving in. */
  plans: PlanVM[];
  /** The fees paid before moving in (booking, and admin where there is one), by name. */
  upfrontFees: string[];
}
export interface PlanVM {
  plan: "full" | "term" | "monthly";
  instalments: number;
  upfront: string;
  upfrontSecond: string | null;
}
export interface RateVM {
  /** The apartment's currency. */
  currency: string;
  /** The second currency. */
  second: string;
  /** Units of `second` per unit of `currency`, 4 significant digits. */
  rate: string;
  asOf: string;
}

export function costVMs(tenancies: ApiTenancy[], costs: ApiCost[], currency: string, lang: Lang, second: SecondCurrency): TenancyCostVM[] {
  const money = (n: number) => formatPrice(n, currency, lang);
  const other = (n: number) => convert(n, currency, second, lang)?.text ?? null;
  return tenancies.flatMap((t) => {
    const c = costs.find((x) => x.tenancyCode === t.code);
    if (!c) return [];
    return [
      {
        code: t.code,
        name: t.name,
        moveIn: t.moveIn,
        moveOut: t.moveOut,
        leaseTerm: t.leaseTerm,
        leaseUnit: t.leaseUnit,
        available: t.available,
        price: money(t.price),
        rent: money(c.rent),
        fees: c.fees.map((f) => ({ key: f.key, name: f.name, amount: money(f.amount) })),
        offers: c.offers.map((o) => ({ key: o.key, name: o.name, amount: `−${money(o.amount)}` })),
        total: money(c.total),
        totalSecond: other(c.total),
        deposit: money(c.deposit),
        plans: c.plans.map((p) => ({
          plan: p.plan,
          instalments: p.instalments,
          upfront: money(p.upfront),
          upfrontSecond: other(p.upfront),
        })),
        upfrontFees: c.fees.filter((f) => f.key !== "utilities").map((f) => f.name),
      },
    ];
  });
}

/** The rate line under the converted figures: none when the prices are in the second currency already. */
export function rateVM(currency: string, second: SecondCurrency): RateVM | null {
  const x = rateFigure(currency, second);
  return x ? { currency, second: second.code, rate: x.rate, asOf: x.asOf } : null;
}
