import { buildingOfList, orderStatus, roomOfList, statusActor } from "./applications";
import { defineContract } from "./define";
import { quote } from "./quote";
import { enumOrNull, isoDate, pageOf, timestamp } from "./shapes";
import { z, zPageNum, zPageSize } from "./zod";
import { opsAuth } from "./staff";

/**
 * The user's orders under /rest/user/client/order/. An order is made when staff approve an
 * application; queries are filtered by the session's user, so another user's orderNo reads as
 * "does not exist" (code 1).
 */
const tag = "orders";
const refundRule = z.enum(["nothing_paid", "cooling_off", "visa_refused", "after_cooling_off", "after_move_in", "not_as_described"]);

const orderItem = z.object({
  orderNo: z.string(),
  status: orderStatus,
  amount: z.number().int().openapi({ description: "The locked quote's total (rent + fees − discount), in `currency`" }),
  currency: z.string(),
  rentalStart: isoDate().nullable(),
  rentalEnd: isoDate().nullable(),
  paidAt: timestamp().nullable(),
  createdAt: timestamp(),
  applyCode: z.string().nullable().openapi({ description: "The application the order was made from" }),
  building: buildingOfList,
  room: roomOfList,
});

export const orderContract = defineContract({
  "/rest/user/client/order/list": {
    summary: "The user's orders",
    description: "Newest first. Answers list, pages, totalCount.",
    tag,
    auth: "required",
    body: z.object({ pageNum: zPageNum(), pageSize: zPageSize(50, 10) }),
    response: pageOf(orderItem),
  },
  "/rest/user/client/order/info": {
    summary: "One of the user's orders",
    description: "With its status history, the quote locked when applying and, while unpaid, when it expires. Another user's orderNo answers code 1 (does not exist).",
    tag,
    auth: "required",
    body: z.object({ orderNo: z.string().trim().min(1, "order_not_found").max(40, "order_not_found") }),
    response: orderItem.extend({
      history: z.array(z.object({ from: enumOrNull(orderStatus), to: orderStatus, actor: statusActor, at: timestamp() })),
      quote: quote.nullable().openapi({ description: "The quote locked when applying (null for orders made before quotes)" }),
      payBy: timestamp().nullable().openapi({ description: "While unpaid: when the order expires and its unit returns to the room" }),
      payments: z.array(
        z.object({
          paymentNo: z.string(),
          seq: z.number().int().openapi({ description: "The schedule's part: 0 upfront, 1… instalments" }),
          amount: z.number().int(),
          currency: z.string(),
          status: z.enum(["pending", "succeeded", "failed", "abandoned"]),
          paidAt: timestamp().nullable(),
          amountCny: z.number().int().nullable().openapi({ description: "≈ CNY at the rate of the payment's day" }),
          rateDate: z.string().nullable(),
          receiptUrl: z.string().nullable().openapi({ description: "The PDF receipt (the order page's link; order/receipt in the API) once it succeeded" }),
        }),
      ),
      due: z
        .object({
          seq: z.number().int(),
          amount: z.number().int(),
          amountCny: z.number().int().nullable().openapi({ description: "≈ CNY at the locked quote's rate" }),
          dueDate: z.string().nullable(),
        })
        .nullable()
        .openapi({ description: "What can be paid now (order/pay): the upfront part while awaiting payment, then the next instalment; null when nothing is" }),
      hold: z
        .object({
          status: z.enum(["held", "frozen", "released"]).openapi({ description: "held until released; frozen while a report is open; released to the landlord" }),
          releaseAt: timestamp().nullable().openapi({ description: "When it goes (or went) to the landlord: 48 h after check-in; null before check-in or while frozen" }),
          checkedInAt: timestamp().nullable(),
          releaseRule: z.string(),
          reportBy: timestamp().nullable().openapi({ description: "Until when the student may report the room not as described (order/report); null when not possible" }),
        })
        .nullable()
        .openapi({ description: "Money paid and held by StudyNest until after the student moves in" }),
      refunds: z.array(
        z.object({
          refundNo: z.string(),
          paymentNo: z.string(),
          amount: z.number().int(),
          currency: z.string(),
          rule: refundRule,
          ruleText: z.string(),
          status: z.enum(["pending", "succeeded", "failed"]),
          requestedAt: timestamp(),
          promisedBy: timestamp().openapi({ description: "The policy's promise: refunded within its days of the request" }),
          completedAt: timestamp().nullable().openapi({ description: "When the provider completed it (the actual time)" }),
          failedAt: timestamp().nullable().openapi({ description: "When the provider last failed it (staff retry a failed refund)" }),
          attempts: z.number().int().openapi({ description: "1, and one more for each retry by staff" }),
          receiptUrl: z.string().openapi({ description: "The PDF refund receipt" }),
        }),
      ),
      refundToday: z
        .object({
          rule: refundRule,
          ruleText: z.string(),
          amount: z.number().int().openapi({ description: "What cancelling today gives back (order/cancel), in `currency`" }),
          visaRefusalAmount: z.number().int().nullable().openapi({ description: "What a refused visa would give back instead (staff start it with the refusal letter)" }),
          coolingOffUntil: timestamp().nullable(),
          refundWithinDays: z.number().int(),
          cancellable: z.boolean(),
        })
        .nullable()
        .openapi({ description: "By the apartment's cancellation policy, as of now; null once the order has ended" }),
      statement: z
        .object({
          parts: z.array(
            z.object({
              seq: z.number().int(),
              kind: z.enum(["upfront", "instalment"]),
              dueDate: isoDate().nullable(),
              amount: z.number().int(),
              status: z.enum(["paid", "next", "overdue", "upcoming", "closed"]),
              paidAt: timestamp().nullable(),
              paymentNo: z.string().nullable(),
            }),
          ),
          total: z.number().int(),
          paid: z.number().int(),
          refunded: z.number().int(),
          outstanding: z.number().int(),
          next: z.object({ seq: z.number().int(), dueDate: isoDate().nullable(), amount: z.number().int() }).nullable(),
        })
        .nullable()
        .openapi({ description: "The order as a statement: each part of the locked schedule (due, paid), what was refunded and what is next; null without a quote" }),
    }),
  },
  "/rest/user/client/order/cancel": {
    summary: "Cancel one of the user's orders, refunded by the apartment's policy",
    description:
      "Unpaid: cancelled, nothing to refund. Paid, before moving in: refunded through the payment provider as order/info's refundToday says (in full within the cooling-off period, later less the booking and admin fees); the room's unit returns. After moving in: refused.",
    tag,
    auth: "required",
    body: z.object({ orderNo: z.string().trim().min(1, "order_not_found").max(40, "order_not_found") }),
    response: z.object({ orderNo: z.string(), rule: refundRule, refund: z.number().int(), currency: z.string() }),
  },
  "/rest/user/client/order/receipt": {
    summary: "The PDF receipt of a payment or a refund of one of the user's orders",
    description:
      "`number` is a paymentNo (a succeeded payment) or a refundNo. Answers the file itself (not an envelope) on success: application/pdf in the request's language, with the locked quote's lines and the CNY equivalent at the payment's rate, fonts embedded. Another user's number answers code 1 (does not exist).",
    tag,
    auth: "required",
    body: z.object({ number: z.string().trim().regex(/^[PR]\d{6}[A-Za-z0-9]{1,20}$/, "order_not_found") }),
    response: { file: "application/pdf" },
  },
  "/rest/user/client/order/report": {
    summary: "Report the room not as described (within 24 h of check-in)",
    description: "Opens a case for staff and freezes the release of the money held to the landlord until they resolve it. Once per order.",
    tag,
    auth: "required",
    body: z.object({
      orderNo: z.string().trim().min(1, "order_not_found").max(40, "order_not_found"),
      reason: z.string().trim().min(10, "report_reason_required").max(1000, "report_reason_required"),
    }),
    response: z.object({ orderNo: z.string(), caseId: z.number().int() }),
  },
});

/**
 * Staff work on paid orders under /rest/ops/ (a staff session whose role allows it, or the
 * operator token): mark check-in, release a frozen hold, read the payout ledger.
 */
const opsTag = "operator";
const opsOrderNo = () => z.string().trim().min(1, "order_not_found").max(40, "order_not_found");
const holdStatus = z.enum(["held", "frozen", "released"]);

export const orderOpsContract = defineContract({
  "/rest/ops/orders/list": {
    summary: "Staff: paid orders awaiting check-in or release, with their hold and any report",
    description: "Frozen holds (an open report) first. Needs read:order.",
    tag: opsTag,
    auth: "none",
    body: z.object(opsAuth),
    response: z.object({
      list: z.array(
        z.object({
          orderNo: z.string(),
          status: orderStatus,
          amount: z.number().int(),
          currency: z.string(),
          rentalStart: isoDate().nullable(),
          building: z.string(),
          room: z.string().nullable(),
          paidAt: timestamp().nullable(),
          checkedInAt: timestamp().nullable(),
          hold: holdStatus,
          releaseAt: timestamp().nullable(),
          case: z.object({ status: z.enum(["open", "released", "refunded"]), reason: z.string(), openedAt: timestamp() }).nullable(),
        }),
      ),
    }),
  },
  "/rest/ops/orders/check-in": {
    summary: "Staff: mark a paid order's check-in",
    description: "The money held is released to the landlord 48 hours later unless the student reports within 24 hours. Needs update:order; audited.",
    tag: opsTag,
    auth: "none",
    body: z.object({ ...opsAuth, orderNo: opsOrderNo() }),
    response: z.object({ orderNo: z.string(), status: orderStatus, releaseAt: timestamp() }),
  },
  "/rest/ops/orders/release": {
    summary: "Staff: resolve an open report by releasing the money held to the landlord",
    description: "Closes the case as released and writes the payout ledger now. Needs update:order; audited.",
    tag: opsTag,
    auth: "none",
    body: z.object({ ...opsAuth, orderNo: opsOrderNo() }),
    response: z.object({ orderNo: z.string(), case: z.literal("released") }),
  },
  "/rest/ops/orders/refund": {
    summary: "Staff: cancel a paid order for a refused visa, refunded less the apartment's admin fee",
    description: "For staff who have seen the refusal letter. Refunds through the payment provider; the unit returns. Needs refund:payment; audited.",
    tag: opsTag,
    auth: "none",
    body: z.object({ ...opsAuth, orderNo: opsOrderNo() }),
    response: z.object({ orderNo: z.string(), rule: refundRule, refund: z.number().int(), currency: z.string() }),
  },
  "/rest/ops/orders/refund-case": {
    summary: "Staff: uphold a \"not as described\" report with a full refund",
    description:
      "For a checked-in order whose student reported within 24 hours and whose money is still held (the report froze the release): everything paid is refunded through the payment provider, the case closes as refunded, the order ends refunded and its unit returns; nothing reaches the payout ledger. Needs refund:payment; audited.",
    tag: opsTag,
    auth: "none",
    body: z.object({ ...opsAuth, orderNo: opsOrderNo() }),
    response: z.object({ orderNo: z.string(), rule: refundRule, refund: z.number().int(), currency: z.string() }),
  },
  "/rest/ops/refunds/list": {
    summary: "Staff: refunds needing attention — failed by the provider, or not taken by it for an hour",
    description: "Oldest first. A failed refund can be retried (refunds/retry); one not taken is retried by the order sweep with the same key. Needs read:payment.",
    tag: opsTag,
    auth: "none",
    body: z.object(opsAuth),
    response: z.object({
      list: z.array(
        z.object({
          refundNo: z.string(),
          orderNo: z.string(),
          building: z.string(),
          paymentNo: z.string(),
          amount: z.number().int(),
          currency: z.string(),
          rule: z.string().openapi({ description: "The policy's rule, in words" }),
          status: z.enum(["pending", "succeeded", "failed"]),
          taken: z.boolean().openapi({ description: "Whether the provider has taken it (it has a provider reference)" }),
          attempts: z.number().int(),
          requestedAt: timestamp(),
          promisedBy: timestamp(),
          failedAt: timestamp().nullable(),
        }),
      ),
    }),
  },
  "/rest/ops/refunds/retry": {
    summary: "Staff: send a refund the provider failed again",
    description:
      "A new attempt with an idempotency key of its own (the provider would answer the old key with the old failure). Idempotent: a refund that is not failed (a second click) is left as it is and answered with its state. Needs refund:payment; audited.",
    tag: opsTag,
    auth: "none",
    body: z.object({ ...opsAuth, refundNo: z.string().trim().regex(/^R\d{6}[A-Za-z0-9]{1,20}$/, "refund_not_found") }),
    response: z.object({ refundNo: z.string(), status: z.enum(["pending", "succeeded", "failed"]), attempts: z.number().int(), completedAt: timestamp().nullable() }),
  },
  "/rest/ops/payouts/list": {
    summary: "Staff: the payout ledger (amount, commission, net, date), newest first",
    description: "Every apartment's with read:payout:any (finance, admin); a landlord's own apartments with read:payout:own.",
    tag: opsTag,
    auth: "none",
    body: z.object(opsAuth),
    response: z.object({
      list: z.array(
        z.object({
          orderNo: z.string(),
          building: z.string(),
          amount: z.number().int(),
          commission: z.number().int(),
          net: z.number().int(),
          currency: z.string(),
          releasedAt: timestamp(),
        }),
      ),
    }),
  },
});
