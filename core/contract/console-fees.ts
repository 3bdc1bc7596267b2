import { INTAKE_KIND_LIST, TENANCY_KIND_LIST } from "../fees";
import { defineContract } from "./define";
import { opsAuth } from "./staff";
import { z, zInt, zKeyList } from "./zod";

/**
 * An apartment's fees and offers, and its room types' blocked periods, from the console: by its
 * landlord (update:building:own) or staff who edit the catalogue, every change audited in its own
 * transaction and moving the catalogue stamp. Fees are the apartment's data (`buildings.fees`,
 * core/fees.ts): a quote made after a change prices the new fees, one already locked keeps its
 * own. A landlord asking for another landlord's apartment is told it does not exist.
 */
const tag = "console";

export const FEE_KEYS = ["booking", "deposit", "admin", "utilities"] as const;
export const OFFER_KEYS = ["cashback", "discount", "gift"] as const;
export const OFFER_TENANCIES = TENANCY_KIND_LIST;
export const OFFER_INTAKES = INTAKE_KIND_LIST;
/** Amounts are whole units of the apartment's currency, as the catalogue stores every price. */
export const FEE_AMOUNT_MAX = 10_000_000;

const building = z.string().trim().min(1).max(60);
const room = z.string().trim().min(1).max(60);
/** A form's empty field is a field left out. */
const blankless = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const optionalInt = (min: number, max: number, message: string) => z.preprocess(blankless, zInt(min, max, message).optional());
const optionalText = (max: number, message: string) => z.preprocess(blankless, z.string().trim().max(max, message).optional());
const day = (message: string) => z.string().trim().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, message).openapi({ example: "2027-07-01" });

const amount = z.object({ basis: z.enum(["amount", "periods"]), value: z.number() }).openapi({ description: "A fixed amount, or a number of rent periods (weeks or months of the room's rent)" });
const offer = z.object({
  index: z.number().int(),
  key: z.enum(OFFER_KEYS),
  amount: z.number().int().nullable(),
  percentOff: z.number().nullable(),
  item: z.object({ zh: z.string(), en: z.string() }).nullable(),
  minTerm: z.number().int().nullable(),
  tenancies: z.array(z.enum(OFFER_TENANCIES)),
  intakes: z.array(z.enum(OFFER_INTAKES)),
  claimAfterDays: z.number().int().nullable(),
  claimWithinDays: z.number().int().nullable(),
});
export const feesAnswer = z.object({
  standard: z.boolean().openapi({ description: "True while the apartment has the country's standard fees (no edit yet)" }),
  booking: amount,
  deposit: amount,
  admin: z.number().int().openapi({ description: "One-off, before moving in (0: none)" }),
  utilities: z.number().int().openapi({ description: "Per price unit with the rent (0: bills included)" }),
  offers: z.array(offer),
});
const period = z.object({
  id: z.number().int(),
  startsOn: z.string(),
  endsOn: z.string(),
  reason: z.string(),
  source: z.enum(["console", "feed"]).openapi({ description: "Set in the console, or by the landlord's feed (each feed run replaces the feed's periods, so one removed here comes back unless the feed drops it)" }),
});

export const consoleFeesContract = defineContract({
  "/rest/ops/building/fees": {
    summary: "Console: an apartment's fees and offers as quotes price them",
    tag,
    auth: "none",
    body: z.object({ ...opsAuth, buildingCode: building }),
    response: feesAnswer,
  },
  "/rest/ops/building/fee/update": {
    summary: "Console: set one fee (booking, deposit, admin, utilities)",
    description:
      "`amount` in whole units of the apartment's currency (0 or more; admin and utilities at 0 are none), or for the booking fee and deposit with `basis=periods` a number of rent periods (0 to 52). Applications made from now on are quoted with it; locked quotes keep theirs. Audited; moves the catalogue stamp.",
    tag,
    auth: "none",
    body: z.object({
      ...opsAuth,
      buildingCode: building,
      fee: z.enum(FEE_KEYS),
      basis: z.preprocess(blankless, z.enum(["amount", "periods"]).default("amount")),
      amount: zInt(0, FEE_AMOUNT_MAX, "msg:console_fee_amount"),
    }),
    response: feesAnswer,
  },
  "/rest/ops/building/fees/reset": {
    summary: "Console: give an apartment back the country's standard fees and offers",
    tag,
    auth: "none",
    body: z.object({ ...opsAuth, buildingCode: building }),
    response: feesAnswer,
  },
  "/rest/ops/building/offer/save": {
    summary: "Console: add an offer, or change the one at `index`",
    description:
      "Cashback (`amount` paid after moving in), discount (`percentOff` of the rent, 1 to 100) or gift (`itemZh` and `itemEn` both required, `amount` its worth). Conditions: `minTerm` (units of the apartment's price unit), `tenancies` and `intakes` (comma-separated), and for cashback and gifts the claim window in days after check-in (`claimAfterDays` before `claimWithinDays`). Audited; moves the catalogue stamp.",
    tag,
    auth: "none",
    body: z.object({
      ...opsAuth,
      buildingCode: building,
      index: optionalInt(0, 99, "msg:console_offer_not_found"),
      key: z.enum(OFFER_KEYS),
      amount: optionalInt(0, FEE_AMOUNT_MAX, "msg:console_fee_amount"),
      percentOff: optionalInt(1, 100, "msg:console_offer_percent"),
      itemZh: optionalText(100, "msg:console_offer_item"),
      itemEn: optionalText(100, "msg:console_offer_item"),
      minTerm: optionalInt(0, 120, "msg:console_offer_min_term"),
      tenancies: z.preprocess(blankless, zKeyList(OFFER_TENANCIES).optional()),
      intakes: z.preprocess(blankless, zKeyList(OFFER_INTAKES).optional()),
      claimAfterDays: optionalInt(0, 3650, "msg:console_offer_claim"),
      claimWithinDays: optionalInt(1, 3650, "msg:console_offer_claim"),
    }),
    response: feesAnswer,
  },
  "/rest/ops/building/offer/remove": {
    summary: "Console: remove the offer at `index`",
    tag,
    auth: "none",
    body: z.object({ ...opsAuth, buildingCode: building, index: zInt(0, 99, "msg:console_offer_not_found") }),
    response: feesAnswer,
  },
  "/rest/ops/room/blocked/add": {
    summary: "Console: block a room type from one day to another (both included), with a reason",
    description:
      "No tenancy that meets the period is offered or accepted: the room page shows it unavailable and applying for it is refused. Stock is counted per room type, so the whole type is blocked. Audited; moves the catalogue stamp.",
    tag,
    auth: "none",
    body: z.object({
      ...opsAuth,
      buildingCode: building,
      roomCode: room,
      startsOn: day("msg:console_blocked_date"),
      endsOn: day("msg:console_blocked_date"),
      reason: z.string().trim().min(1, "msg:console_blocked_reason").max(200, "msg:console_blocked_reason"),
    }),
    response: z.array(period),
  },
  "/rest/ops/room/blocked/remove": {
    summary: "Console: remove a blocked period of a room type",
    tag,
    auth: "none",
    body: z.object({ ...opsAuth, buildingCode: building, roomCode: room, id: zInt(1, 2_147_483_647, "msg:console_blocked_not_found") }),
    response: z.array(period),
  },
  "/rest/ops/room/calendar": {
    summary: "Console: a room type's calendar by month — blocked days and units taken by orders",
    description: "From the month `from` (YYYY-MM, this month when left out) for `months` months (1 to 12). `taken` counts the orders holding one of its units that day.",
    tag,
    auth: "none",
    body: z.object({
      ...opsAuth,
      buildingCode: building,
      roomCode: room,
      from: z.preprocess(blankless, z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "msg:console_blocked_date").optional()),
      months: z.preprocess(blankless, zInt(1, 12, "msg:field_invalid").default(12)),
    }),
    response: z.object({
      roomCode: z.string(),
      stock: z.number().int().openapi({ description: "Units free now" }),
      periods: z.array(period),
      months: z.array(z.object({ month: z.string(), days: z.array(z.object({ date: z.string(), blocked: z.boolean(), taken: z.number().int() })) })),
    }),
  },
});
