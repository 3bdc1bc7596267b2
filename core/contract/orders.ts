import { buildingOfList, orderStatus, roomOfList, statusActor } from "./applications";
import { defineContract } from "./define";
import { quote } from "./quote";
import { enumOrNull, isoDate, pageOf, timestamp } from "./shapes";
import { z, zPageNum, zPageSize } from "./zod";

/**
 * The user's orders under /rest/user/client/order/. An order is made when staff approve an
 * application; queries are filtered by the session's user, so another user's orderNo reads as
 * "does not exist" (code 1).
 */
const tag = "orders";

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
        .object({ status: z.enum(["held"]), releaseRule: z.string() })
        .nullable()
        .openapi({ description: "Money paid and held by StudyNest until after the student moves in" }),
    }),
  },
});
