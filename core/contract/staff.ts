import { STAFF_PASSWORD_MIN } from "../constants";
import { APPLICATION_STATUSES, ORDER_STATUSES } from "../statuses";
import { applicationStatus, orderStatus } from "./applications";
import { defineContract } from "./define";
import { z, zId, zPageNum, zPageSize } from "./zod";

/**
 * Staff and landlord accounts under /rest/ops/: sign-in (e-mail, password, then a TOTP code when
 * asked) answering a `staffToken`, which every other /rest/ops/ call takes; the operator token
 * (`operatorToken`) stays only as a break-glass for scripts. Staff accounts and the audit log
 * are an admin's.
 */
const tag = "staff";

/** Who is acting: a staff session, or the operator token (limited per address, audited as "token"). */
export const opsAuth = {
  staffToken: z.string().max(200).optional().openapi({ description: "The session from /rest/ops/auth/login" }),
  operatorToken: z.string().max(200).optional().openapi({ description: "Break-glass: OPERATOR_TOKEN, audited as \"token\"" }),
};

export const STAFF_ROLE_VALUES = ["admin", "adviser", "moderator", "finance", "landlord"] as const;
const role = z.enum(STAFF_ROLE_VALUES);
const lang = z.enum(["cn", "en"]);
const password = () => z.string().min(STAFF_PASSWORD_MIN, "msg:field_too_short").max(200);

export const staffContract = defineContract({
  "/rest/ops/auth/login": {
    summary: "Staff: sign in",
    description:
      "E-mail and password; with a second factor, `otp` in the same call, or the next call with the `challenge` this one answered and `otp`. " +
      "200 wrong passwords, codes or operator tokens from one address in an hour lock it out for an hour; 10 for one account in 15 minutes lock that account for 15 minutes.",
    tag,
    auth: "none",
    body: z.object({
      email: z.string().trim().max(200).optional(),
      password: z.string().max(200).optional(),
      otp: z.string().trim().max(10).optional(),
      challenge: z.string().max(200).optional(),
    }),
    response: z.discriminatedUnion("stage", [
      z.object({ stage: z.literal("active"), staffToken: z.string(), mustChangePassword: z.boolean() }),
      z.object({ stage: z.literal("otp"), challenge: z.string() }),
      z.object({ stage: z.literal("otp_setup"), challenge: z.string(), secret: z.string(), otpauthUrl: z.string() }),
    ]),
  },
  "/rest/ops/auth/logout": {
    summary: "Staff: sign out",
    tag,
    auth: "none",
    body: z.object({ staffToken: z.string().max(200) }),
    response: z.null(),
  },
  "/rest/ops/auth/me": {
    summary: "Staff: the signed-in account and what its role allows",
    tag,
    auth: "none",
    body: z.object({ staffToken: z.string().max(200) }),
    response: z.object({
      id: z.number().int(),
      email: z.string(),
      name: z.string(),
      role,
      lang,
      totpEnabled: z.boolean(),
      mustChangePassword: z.boolean(),
      permissions: z.array(z.string()),
    }),
  },
  "/rest/ops/auth/password": {
    summary: "Staff: change the password (required after a one-time password)",
    tag,
    auth: "none",
    body: z.object({ staffToken: z.string().max(200), currentPassword: z.string().max(200), newPassword: password() }),
    response: z.null(),
  },
  "/rest/ops/auth/lang": {
    summary: "Staff: the console's language",
    tag,
    auth: "none",
    body: z.object({ staffToken: z.string().max(200), lang }),
    response: z.null(),
  },
  "/rest/ops/auth/totp/start": {
    summary: "Staff: begin two-step sign-in (a secret for the authenticator app)",
    tag,
    auth: "none",
    body: z.object({ staffToken: z.string().max(200) }),
    response: z.object({ secret: z.string(), otpauthUrl: z.string() }),
  },
  "/rest/ops/auth/totp/confirm": {
    summary: "Staff: turn two-step sign-in on with a first code",
    tag,
    auth: "none",
    body: z.object({ staffToken: z.string().max(200), otp: z.string().trim().max(10) }),
    response: z.null(),
  },
  "/rest/ops/staff/list": {
    summary: "Admin: staff and landlord accounts",
    tag,
    auth: "none",
    body: z.object(opsAuth),
    response: z.array(
      z.object({
        id: z.number().int(),
        email: z.string(),
        name: z.string(),
        role,
        totpEnabled: z.boolean(),
        disabled: z.boolean(),
        buildings: z.array(z.string()),
        createdAt: z.string(),
      }),
    ),
  },
  "/rest/ops/staff/create": {
    summary: "Admin: create a staff or landlord account",
    description: "Answers a one-time password, shown once, to be replaced at the first sign-in. A landlord account owns the apartments in `buildingCodes` (comma-separated).",
    tag,
    auth: "none",
    body: z.object({
      ...opsAuth,
      email: z.string().trim().email("msg:field_invalid").max(200),
      name: z.string().trim().min(1).max(100),
      role,
      lang: lang.default("cn"),
      buildingCodes: z.string().max(2000).optional(),
    }),
    response: z.object({ id: z.number().int(), email: z.string(), password: z.string() }),
  },
  "/rest/ops/staff/disable": {
    summary: "Admin: disable an account (its sessions end) or enable it again",
    tag,
    auth: "none",
    body: z.object({ ...opsAuth, id: zId("msg:staff_not_found"), disabled: z.enum(["0", "1"]).default("1") }),
    response: z.null(),
  },
  "/rest/ops/audit/list": {
    summary: "Admin: the audit log, newest first, filtered",
    tag,
    auth: "none",
    body: z.object({
      ...opsAuth,
      actor: z.string().trim().max(200).optional(),
      action: z.string().trim().max(100).optional(),
      entity: z.string().trim().max(100).optional(),
      record: z.string().trim().max(100).optional(),
      from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "msg:field_invalid").optional(),
      to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "msg:field_invalid").optional(),
      pageNum: zPageNum(),
      pageSize: zPageSize(200, 50),
    }),
    response: z.object({
      total: z.number().int(),
      list: z.array(
        z.object({
          id: z.number().int(),
          at: z.string(),
          actor: z.string(),
          role: z.string(),
          action: z.string(),
          entity: z.string(),
          record: z.string().nullable(),
          before: z.string().nullable().openapi({ description: "JSON of the record before" }),
          after: z.string().nullable().openapi({ description: "JSON of the record after" }),
          address: z.string().nullable(),
        }),
      ),
    }),
  },
});

/**
 * Staff actions under /rest/ops/, by a staff session (`staffToken`) whose role allows them, or
 * by the break-glass `operatorToken` (the OPERATOR_TOKEN setting; unset, it is refused): move
 * an application through review (approval creates its order in pending_payment), an order through payment, check-in and completion, and hide a review.
 * Signed like every call.
 */
const operatorTag = "operator";

const operatorToken = () => z.string().min(1, "operator_forbidden").max(200, "operator_forbidden").openapi({ description: "The staff token (OPERATOR_TOKEN)" });
const note = () => z.string().max(200).optional().openapi({ description: "Kept in the status history" });

export const operatorContract = defineContract({
  "/rest/ops/intent/status": {
    summary: "Staff: move an application's status",
    description:
      "Transitions: submitted → reviewing | approved | rejected | cancelled | expired; reviewing → approved | rejected | cancelled | expired. Approval creates the order. The student is told by SMS or e-mail.",
    tag: operatorTag,
    auth: "none",
    body: z.object({ ...opsAuth, applyCode: z.string().trim().min(1).max(40), status: z.enum(APPLICATION_STATUSES), note: note() }),
    response: z.object({
      status: applicationStatus,
      orderNo: z.string().optional().openapi({ description: "The order an approval made" }),
    }),
  },
  "/rest/ops/order/status": {
    summary: "Staff: move an order's status",
    description: "pending_payment → paid | cancelled; paid → checked_in | refunded; checked_in → completed.",
    tag: operatorTag,
    auth: "none",
    body: z.object({ operatorToken: operatorToken(), orderNo: z.string().trim().min(1).max(40), status: z.enum(ORDER_STATUSES), note: note() }),
    response: z.object({ orderNo: z.string(), status: orderStatus }),
  },
  "/rest/ops/review/hide": {
    summary: "Staff: hide a review (with the reason its author sees), or show it again",
    description:
      "hidden=1 (default) hides the review from everyone but its author, who sees `reason`; it leaves the apartment's summary at once. hidden=0 shows it again and clears the reason. Review ids are in house/review/list.",
    tag: operatorTag,
    auth: "none",
    body: z
      .object({
        ...opsAuth,
        reviewId: zId("msg:review_not_found"),
        hidden: z.enum(["0", "1"]).default("1"),
        reason: z.string().trim().max(200, "msg:review_hide_reason_required").optional(),
      })
      .refine((b) => b.hidden === "0" || (b.reason && b.reason.length > 0), { message: "msg:review_hide_reason_required", path: ["reason"] }),
    response: z.object({ reviewId: z.number().int(), hidden: z.boolean() }),
  },
});
