import type { ApiData } from "#core/contract";
import { formatCny, formatPrice, type PriceUnit } from "./catalogue";
import type { Lang } from "#core/constants";

/**
 * Tenancies and their costs as the API answers them (room/info, the application form; shapes in
 * core/contract/costs.ts) and as pages render them: amounts formatted in the apartment's currency
 * and in CNY at the rate of the day the API names.
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
  totalCny: string | null;
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
  upfrontCny: string | null;
}
export interface RateVM {
  currency: string;
  /** CNY per unit, 4 significant digits. */
  cny: string;
  asOf: string;
}

export function costVMs(tenancies: ApiTenancy[], costs: ApiCost[], currency: string, lang: Lang): TenancyCostVM[] {
  const money = (n: number) => formatPrice(n, currency, lang);
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
        totalCny: c.totalCny != null && currency !== "CNY" ? formatCny(c.totalCny) : null,
        deposit: money(c.deposit),
        plans: c.plans.map((p) => ({
          plan: p.plan,
          instalments: p.instalments,
          upfront: money(p.upfront),
          upfrontCny: p.upfrontCny != null && currency !== "CNY" ? formatCny(p.upfrontCny) : null,
        })),
        upfrontFees: c.fees.filter((f) => f.key !== "utilities").map((f) => f.name),
      },
    ];
  });
}

export function rateVM(rate: ApiRate | null | undefined): RateVM | null {
  if (!rate || rate.currency === "CNY") return null;
  return { currency: rate.currency, cny: Number(rate.cny.toPrecision(4)).toString(), asOf: rate.asOf };
}
