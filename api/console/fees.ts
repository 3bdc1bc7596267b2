import { eq } from "drizzle-orm";
import type { Amount, FeeData, Offer } from "#core/fees";
import type { FEE_KEYS, OFFER_INTAKES, OFFER_KEYS, OFFER_TENANCIES } from "#core/contract/console-fees";
import { db } from "../db/client";
import { buildings, countries } from "../db/schema";
import { ApiError } from "../http/envelope";
import { codeSeed, feesOf, refreshBuilding } from "../catalogue";
import { audit, type Actor } from "../staff";
import { authorizeBuilding } from "./service";

/**
 * An apartment's fees and offers edited from the console. They are the apartment's data
 * (`buildings.fees`; null while it has the country's standard fees, which the first edit copies
 * and changes). Each change is one transaction: the row locked, the new fees written, the page
 * document rebuilt, the audit entry with before and after. The buildings trigger moves the
 * catalogue stamp, so the room pages and the quotes made from now on price the new fees; a quote
 * already locked into an application keeps its own (api/catalogue/quote.ts).
 */
type FeeKey = (typeof FEE_KEYS)[number];
type Building = Awaited<ReturnType<typeof authorizeBuilding>>;
const MAX_OFFERS = 10;
/** A booking fee or deposit as rent periods: at most a year of weekly rent. */
const MAX_PERIODS = 52;

export interface OfferInput {
  index?: number;
  key: (typeof OFFER_KEYS)[number];
  amount?: number;
  percentOff?: number;
  itemZh?: string;
  itemEn?: string;
  minTerm?: number;
  tenancies?: (typeof OFFER_TENANCIES)[number][];
  intakes?: (typeof OFFER_INTAKES)[number][];
  claimAfterDays?: number;
  claimWithinDays?: number;
}

async function countryOf(b: Building): Promise<string> {
  const [c] = await db().select({ iso2: countries.iso2 }).from(countries).where(eq(countries.id, b.countryId)).limit(1);
  return c?.iso2 ?? "GB";
}

const amountDto = (a: Amount) => ("amount" in a ? { basis: "amount" as const, value: a.amount } : { basis: "periods" as const, value: a.periods });

export function feesDto(fees: FeeData, standard: boolean) {
  return {
    standard,
    booking: amountDto(fees.booking),
    deposit: amountDto(fees.deposit),
    admin: fees.admin,
    utilities: fees.utilities,
    offers: fees.offers.map((o, index) => ({
      index,
      key: o.key,
      amount: o.amount ?? null,
      percentOff: o.percentOff ?? null,
      item: o.item ?? null,
      minTerm: o.minTerm ?? null,
      tenancies: o.tenancies ?? [],
      intakes: o.intakes ?? [],
      claimAfterDays: o.claimAfterDays ?? null,
      claimWithinDays: o.claimWithinDays ?? null,
    })),
  };
}

export async function buildingFees(actor: Actor, code: string) {
  const b = await authorizeBuilding(actor, "read", code);
  return feesDto(feesOf(b.fees, await countryOf(b), b.priceUnit, b.tags, codeSeed(b.code)), b.fees == null);
}

/** Locks the apartment's row, applies `change` to its current fees and writes, rebuilds and audits. */
async function changeFees(actor: Actor, code: string, action: string, change: (fees: FeeData) => FeeData | null) {
  const b = await authorizeBuilding(actor, "update", code);
  // Read before the transaction: the embedded database has one connection, which the transaction holds.
  const iso2 = await countryOf(b);
  return db().transaction(async (tx) => {
    const [row] = await tx.select({ fees: buildings.fees }).from(buildings).where(eq(buildings.id, b.id)).for("update");
    const before = feesOf(row.fees, iso2, b.priceUnit, b.tags, codeSeed(b.code));
    const next = change(structuredClone(before));
    await tx.update(buildings).set({ fees: next, updatedAt: new Date() }).where(eq(buildings.id, b.id));
    await refreshBuilding(tx, b.id);
    await audit(tx, actor, { action, entity: "building", record: b.code, before: { standard: row.fees == null, ...before }, after: next ?? { standard: true } });
    return feesDto(next ?? feesOf(null, iso2, b.priceUnit, b.tags, codeSeed(b.code)), next == null);
  });
}

export async function updateFee(actor: Actor, code: string, fee: FeeKey, basis: "amount" | "periods", amount: number) {
  if (basis === "periods" && (fee === "admin" || fee === "utilities")) throw new ApiError("console_fee_basis");
  if (basis === "periods" && amount > MAX_PERIODS) throw new ApiError("console_fee_periods");
  return changeFees(actor, code, "fee.update", (fees) => {
    if (fee === "admin" || fee === "utilities") fees[fee] = amount;
    else fees[fee] = basis === "periods" ? { periods: amount } : { amount };
    return fees;
  });
}

export async function resetFees(actor: Actor, code: string) {
  return changeFees(actor, code, "fee.reset", () => null);
}

/** The offer as stored, from a form's fields; refuses what would not make sense as an offer. */
function offerOf(input: OfferInput): Offer {
  const o: Offer = { key: input.key };
  if (input.key === "discount") {
    if (input.percentOff === undefined) throw new ApiError("console_offer_percent");
    o.percentOff = input.percentOff;
  } else {
    if (input.amount === undefined) throw new ApiError("console_fee_amount");
    o.amount = input.amount;
  }
  if (input.key === "gift") {
    if (!input.itemZh || !input.itemEn) throw new ApiError("console_offer_item");
    o.item = { zh: input.itemZh, en: input.itemEn };
  }
  if (input.minTerm) o.minTerm = input.minTerm;
  if (input.tenancies?.length) o.tenancies = input.tenancies;
  if (input.intakes?.length) o.intakes = input.intakes;
  if (input.key !== "discount") {
    // The window opens at check-in plus `claimAfterDays` and must close after it opens.
    if (input.claimAfterDays !== undefined && input.claimWithinDays !== undefined && input.claimWithinDays <= input.claimAfterDays) throw new ApiError("console_offer_claim");
    if (input.claimAfterDays !== undefined) o.claimAfterDays = input.claimAfterDays;
    if (input.claimWithinDays !== undefined) o.claimWithinDays = input.claimWithinDays;
  }
  return o;
}

export async function saveOffer(actor: Actor, code: string, input: OfferInput) {
  const offer = offerOf(input);
  return changeFees(actor, code, input.index === undefined ? "offer.add" : "offer.update", (fees) => {
    if (input.index === undefined) {
      if (fees.offers.length >= MAX_OFFERS) throw new ApiError("console_offer_limit");
      fees.offers.push(offer);
    } else {
      if (input.index >= fees.offers.length) throw new ApiError("console_offer_not_found");
      fees.offers[input.index] = offer;
    }
    return fees;
  });
}

export async function removeOffer(actor: Actor, code: string, index: number) {
  return changeFees(actor, code, "offer.remove", (fees) => {
    if (index >= fees.offers.length) throw new ApiError("console_offer_not_found");
    fees.offers.splice(index, 1);
    return fees;
  });
}
