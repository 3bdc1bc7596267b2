import { z } from "zod";
import { EMAIL_RE } from "../validation";
import { requestIdSchema } from "./student";

/**
 * Claiming a cashback or gift (/user/gifts): the claim form in the browser (conform), the page's
 * action and gift/claim share these schemas, so the server repeats every rule the browser checks.
 * Messages are keys of core/messages/gifts.ts (merged into core/messages/validation.ts).
 *
 * A cashback is paid out: the form asks how (bank transfer, Alipay, WeChat Pay or PayPal), the
 * account holder's name and the account. A bank transfer also needs the bank's country and name,
 * and what that country's banks are paid by: a UK sort code and 8-digit account number; an IBAN
 * where the country uses IBANs (checked with its length and check digits); elsewhere the SWIFT/BIC
 * code and the account number. A gift (a thing) is handed over, so claiming it asks for nothing.
 */
export const PAYOUT_METHODS = ["bank_transfer", "alipay", "wechat", "paypal"] as const;
/** A gift record's statuses (the database's gift_status): pending → claimable → claimed → paid, or expired. */
export const GIFT_STATUSES = ["pending", "claimable", "claimed", "paid", "expired"] as const;
export type GiftStatus = (typeof GIFT_STATUSES)[number];
/** What staff may set a gift to (gift/status): claimable, paid (with a reference), expired (with a reason). */
export const STAFF_GIFT_STATUSES = ["claimable", "paid", "expired"] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

/** `G` + yymmdd + six characters of the order numbers' alphabet (api/applications/service.ts). */
export const GIFT_NO_RE = /^G\d{6}[A-HJ-NP-Z2-9]{6}$/;
export const giftNoSchema = z
  .string({ required_error: "gift_not_found", invalid_type_error: "gift_not_found" })
  .trim()
  .toUpperCase()
  .regex(GIFT_NO_RE, "gift_not_found");

/** IBAN length per country that uses IBANs (a bank in the United Kingdom is paid by sort code and account number). */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AE: 23, AT: 20, BE: 16, BG: 22, BH: 22, CH: 21, CY: 28, CZ: 24, DE: 22, DK: 18, EE: 20, ES: 24, FI: 18,
  FR: 27, GB: 22, GI: 23, GR: 27, HR: 21, HU: 28, IE: 22, IL: 23, IS: 26, IT: 27, JO: 30, KW: 30, LB: 28, LI: 21, LT: 20,
  LU: 20, LV: 21, MC: 27, MT: 31, NL: 18, NO: 15, PL: 28, PT: 25, QA: 29, RO: 24, SA: 24, SE: 24, SI: 19, SK: 24,
  SM: 27, TR: 26,
};

/** What a bank transfer to a bank in `country` needs besides the holder and the bank's name. */
export function bankRule(country: string): "sort_code" | "iban" | "swift" {
  if (country === "GB") return "sort_code";
  return IBAN_LENGTHS[country] ? "iban" : "swift";
}

const compact = (s: string) => s.replace(/[\s-]/g, "").toUpperCase();

/** ISO 13616: the country's length, then the number read from the fifth character on, letters as 10–35, mod 97 is 1. */
export function ibanValid(raw: string, country: string): boolean {
  const iban = compact(raw);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban) || iban.slice(0, 2) !== country || iban.length !== IBAN_LENGTHS[country]) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest === 1;
}

/** SWIFT/BIC: bank (4 letters), country (2 letters, the bank's), location (2), optional branch (3). */
export function swiftValid(raw: string, country: string): boolean {
  const swift = compact(raw);
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(swift) && swift.slice(4, 6) === country;
}

const HOLDER_RE = /^[\p{L}\p{M}][\p{L}\p{M} .'’·-]*$/u;
const chars = (s: string) => [...s].length;
const PHONE_RE = /^\+?\d{6,15}$/;
const WECHAT_ID_RE = /^[A-Za-z][A-Za-z0-9_-]{5,19}$/;
const phoneOf = (s: string) => s.replace(/[\s()-]/g, "");

const text = (message: string) => z.string({ required_error: message, invalid_type_error: message }).trim();
const optionalText = () =>
  z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((v) => (v ? v : undefined));

export const LIMITS = { holderMin: 2, holderMax: 70, bankNameMin: 2, bankNameMax: 100, accountMax: 64 } as const;

/** The claim form's fields, each alone; which are required follows the method (and the bank's country). */
export const payoutFields = {
  method: z.enum(PAYOUT_METHODS, { errorMap: () => ({ message: "payout_method_required" }) }),
  holderName: text("payout_holder_invalid").refine(
    (s) => chars(s) >= LIMITS.holderMin && chars(s) <= LIMITS.holderMax && HOLDER_RE.test(s),
    "payout_holder_invalid",
  ),
  account: text("payout_account_required").min(1, "payout_account_required").max(LIMITS.accountMax, "payout_account_required"),
  bankCountry: optionalText(),
  bankName: optionalText(),
  swift: optionalText(),
  sortCode: optionalText(),
};

export interface Payout {
  method: PayoutMethod;
  holderName: string;
  /** Bank account number or IBAN (without spaces), Alipay or WeChat ID, mobile number or e-mail address. */
  account: string;
  bankCountry?: string;
  bankName?: string;
  swift?: string;
  /** `12-34-56`. */
  sortCode?: string;
}

const payoutObject = z.object(payoutFields);
type PayoutInput = z.output<typeof payoutObject>;

function checkPayout(v: PayoutInput, ctx: z.RefinementCtx): void {
  const fail = (path: keyof PayoutInput, message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
  const account = v.account;
  switch (v.method) {
    case "alipay":
      if (!EMAIL_RE.test(account) && !PHONE_RE.test(phoneOf(account))) fail("account", "payout_alipay_invalid");
      return;
    case "wechat":
      if (!WECHAT_ID_RE.test(account) && !PHONE_RE.test(phoneOf(account))) fail("account", "payout_wechat_invalid");
      return;
    case "paypal":
      if (!EMAIL_RE.test(account) || account.length > 100) fail("account", "payout_paypal_invalid");
      return;
    case "bank_transfer": {
      const country = (v.bankCountry ?? "").toUpperCase();
      if (!/^[A-Z]{2}$/.test(country)) fail("bankCountry", "payout_bank_country_required");
      const bankName = v.bankName ?? "";
      if (chars(bankName) < LIMITS.bankNameMin || chars(bankName) > LIMITS.bankNameMax) fail("bankName", "payout_bank_name_invalid");
      if (!/^[A-Z]{2}$/.test(country)) return;
      const rule = bankRule(country);
      if (rule === "sort_code") {
        if (!/^\d{6}$/.test(compact(v.sortCode ?? ""))) fail("sortCode", "payout_sort_code_invalid");
        if (!/^\d{8}$/.test(compact(account))) fail("account", "payout_uk_account_invalid");
      } else if (rule === "iban") {
        if (!ibanValid(account, country)) fail("account", "payout_iban_invalid");
        if (v.swift && !swiftValid(v.swift, country)) fail("swift", "payout_swift_invalid");
      } else {
        if (!/^[A-Z0-9]{4,34}$/.test(compact(account))) fail("account", "payout_bank_account_invalid");
        if (!swiftValid(v.swift ?? "", country)) fail("swift", "payout_swift_invalid");
      }
      return;
    }
  }
}

/** The details as stored: normalised, and only the fields the method uses. */
function toPayout(v: PayoutInput): Payout {
  const base = { method: v.method, holderName: v.holderName.replace(/\s+/g, " ") };
  switch (v.method) {
    case "alipay":
    case "wechat":
      return { ...base, account: EMAIL_RE.test(v.account) ? v.account.toLowerCase() : PHONE_RE.test(phoneOf(v.account)) ? phoneOf(v.account) : v.account };
    case "paypal":
      return { ...base, account: v.account.toLowerCase() };
    case "bank_transfer": {
      const country = (v.bankCountry ?? "").toUpperCase();
      const rule = bankRule(country);
      const sort = compact(v.sortCode ?? "");
      return {
        ...base,
        account: compact(v.account),
        bankCountry: country,
        bankName: (v.bankName ?? "").replace(/\s+/g, " "),
        ...(rule !== "sort_code" && v.swift ? { swift: compact(v.swift) } : {}),
        ...(rule === "sort_code" ? { sortCode: `${sort.slice(0, 2)}-${sort.slice(2, 4)}-${sort.slice(4, 6)}` } : {}),
      };
    }
  }
}

/** The payout details alone (gift/claim and gift/claim/update repeat them for a cashback). */
export const payoutSchema = payoutObject.superRefine(checkPayout).transform(toPayout);

/** A cashback's claim form: which gift, the form's request id, and the payout details. */
export const cashbackClaimSchema = z
  .object({ giftNo: giftNoSchema, requestId: requestIdSchema.optional(), ...payoutFields })
  .superRefine(checkPayout)
  .transform((v) => ({ giftNo: v.giftNo, requestId: v.requestId, payout: toPayout(v) }));

/** A gift's claim form: which gift and the form's request id. */
export const giftClaimSchema = z.object({ giftNo: giftNoSchema, requestId: requestIdSchema.optional() });
