import { GIFT_STATUSES, PAYOUT_METHODS, STAFF_GIFT_STATUSES, giftNoSchema, payoutFields } from "../schemas/gift";
import { requestIdSchema } from "../schemas/student";
import { defineContract } from "./define";
import { opsAuth } from "./staff";
import { z, zPageNum, zPageSize } from "./zod";

/**
 * My gift: the student's cashback and move-in gifts (`/rest/user/client/gift/…`) and the staff
 * endpoints that pay them or let them lapse (`/rest/ops/gift/…`, with `operatorToken`).
 */
const tag = "gifts";

/** An offer in words (house/info and room/info `offers`, and a gift's offer as it was when booked). */
export const offerTextSchema = z
  .object({
    key: z.enum(["cashback", "discount", "gift"]),
    name: z.string(),
    summary: z.string().openapi({ description: "What it gives: `Cashback of GBP 300 after moving in`, `Welcome pack … worth GBP 50`" }),
    conditions: z.array(z.string()).openapi({ description: "Each condition in a sentence: minimum tenancy, tenancies and intakes, when it can be claimed" }),
  })
  .openapi("OfferText");
export type OfferText = z.infer<typeof offerTextSchema>;

const date = () => z.string().nullable().openapi({ description: "YYYY-MM-DD (UTC day)" });
const time = () => z.string().nullable().openapi({ description: "ISO 8601" });
const kind = z.enum(["cashback", "gift"]);
const status = z.enum(GIFT_STATUSES);

const payoutShape = {
  method: z.enum(PAYOUT_METHODS),
  holderName: z.string(),
  bankCountry: z.string().nullable(),
  bankName: z.string().nullable(),
  swift: z.string().nullable(),
};
const maskedPayout = z
  .object({
    ...payoutShape,
    account: z.string().openapi({ description: "Masked: the last four characters, or the e-mail's first letter and domain" }),
    sortCode: z.string().nullable().openapi({ description: "Masked but for its last two digits" }),
  })
  .openapi("PayoutMasked");

export const giftSchema = z
  .object({
    giftNo: z.string(),
    kind,
    status,
    name: z.string().openapi({ description: "`Cashback`, or the gift's own name" }),
    amount: z.number().int().openapi({ description: "The cashback, or what the gift is worth, in `currency`" }),
    currency: z.string(),
    amountCny: z.number().int().nullable().openapi({ description: "≈ amount in CNY at the rate of `rateDate`; null without a rate" }),
    rateDate: date(),
    offer: offerTextSchema,
    checkedInOn: date(),
    claimableFrom: date(),
    claimBy: date().openapi({ description: "The last day to claim (set at check-in)" }),
    claimedAt: time(),
    paidAt: time(),
    paymentReference: z.string().nullable(),
    expiredReason: z.string().nullable(),
    payout: maskedPayout.nullable(),
    canClaim: z.boolean(),
    canCorrect: z.boolean().openapi({ description: "A cashback's claim can be corrected until it is paid" }),
    order: z.object({
      orderNo: z.string(),
      status: z.string(),
      rentalStart: date(),
      rentalEnd: date(),
      building: z.object({ code: z.string(), name: z.string() }),
      room: z.object({ code: z.string(), name: z.string() }).nullable(),
    }),
    history: z.array(z.object({ from: status.nullable(), to: status, actor: z.enum(["user", "staff", "system"]), at: z.string() })),
    createdAt: z.string(),
  })
  .openapi("Gift");

const page = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ list: z.array(item), pageNum: z.number().int(), pageSize: z.number().int(), totalCount: z.number().int(), pages: z.number().int() });

const claimBody = z.object({ giftNo: giftNoSchema, requestId: requestIdSchema.optional(), ...payoutFields }).partial({ method: true, holderName: true, account: true });


export const giftsContract = defineContract({
  "/rest/user/client/gift/list": {
    summary: "The student's cashback and gifts",
    description:
      "Newest first, each with its status, amount (and ≈ CNY with the rate's date), the offer's conditions as they were when booked, the order it belongs to and, once claimed, the payout details masked. `orderNo` gives the gifts of one order (the order page); `status` filters.",
    tag,
    auth: "required",
    body: z.object({
      pageNum: zPageNum(),
      pageSize: zPageSize(50, 20),
      status: status.optional(),
      orderNo: z.string().trim().max(40).optional(),
    }),
    response: page(giftSchema),
  },
  "/rest/user/client/gift/info": {
    summary: "One of the student's gifts",
    description: "Another student's giftNo answers code 1 (does not exist).",
    tag,
    auth: "required",
    body: z.object({ giftNo: giftNoSchema }),
    response: giftSchema,
  },
  "/rest/user/client/gift/claim": {
    summary: "Claim a gift that is claimable",
    description:
      "Once per gift. A cashback needs the payout details: `method` (bank_transfer, alipay, wechat, paypal), `holderName` and `account`; a bank transfer also `bankCountry` (ISO alpha-2) and `bankName`, then a `sortCode` and 8-digit account for a UK bank, an IBAN as `account` where the country uses IBANs (`swift` optional), else `swift` and the account number. A gift (a thing) needs none. `requestId` (one per rendered form) makes a repeated submit answer the first claim. At most 10 claims and corrections an hour per student.",
    tag,
    auth: "required",
    body: claimBody,
    response: giftSchema,
  },
  "/rest/user/client/gift/claim/update": {
    summary: "Correct a cashback claim's payout details",
    description: "Until staff pay it; the same fields and rules as gift/claim, replacing the details given before.",
    tag,
    auth: "required",
    body: claimBody,
    response: giftSchema,
  },
  "/rest/ops/gift/status": {
    summary: "Staff: move a gift's status",
    description:
      "pending → claimable (the order must have reached check-in); claimed → paid with `reference` (1–100 characters); pending, claimable or claimed → expired with `reason` (1–200 characters, shown to the student). Setting the status it has changes nothing. A staff session whose role may update gifts (finance, admins), or the break-glass operator token; every move is audited with the change. The student is told by SMS or e-mail when a gift becomes claimable and when it is paid.",
    tag: "operator",
    auth: "none",
    body: z
      .object({
        ...opsAuth,
        giftNo: giftNoSchema,
        status: z.enum(STAFF_GIFT_STATUSES, { errorMap: () => ({ message: "gift_status_invalid" }) }),
        reference: z.string().trim().max(100, "gift_reference_required").optional(),
        reason: z.string().trim().max(200, "gift_reason_required").optional(),
      })
      .refine((b) => b.status !== "paid" || !!b.reference, { message: "gift_reference_required", path: ["reference"] })
      .refine((b) => b.status !== "expired" || !!b.reason, { message: "gift_reason_required", path: ["reason"] }),
    response: z.object({ giftNo: z.string(), status }),
  },
  "/rest/ops/gift/list": {
    summary: "Staff: gifts by status, with what paying them needs",
    description:
      "Default `claimed`: the gifts waiting for payment, oldest claim first, each with the student's contact, the order and the payout details in full.",
    tag: "operator",
    auth: "none",
    body: z.object({ ...opsAuth, status: status.default("claimed"), pageNum: zPageNum(), pageSize: zPageSize(100, 50) }),
    response: page(
      z.object({
        giftNo: z.string(),
        kind,
        status,
        name: z.string(),
        amount: z.number().int(),
        currency: z.string(),
        claimBy: date(),
        claimedAt: time(),
        orderNo: z.string(),
        building: z.object({ code: z.string(), name: z.string() }),
        student: z.object({ userCode: z.string(), name: z.string().nullable(), mobile: z.string().nullable(), email: z.string().nullable() }),
        payout: z.object({ ...payoutShape, account: z.string(), sortCode: z.string().nullable() }).nullable(),
      }),
    ),
  },
});
