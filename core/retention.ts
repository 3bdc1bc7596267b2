/**
 * How long the site keeps each kind of personal data: the one source for the documents sweep
 * (api/documents/sweep.ts), the "kept until …" date each document shows, the consent text asked
 * before a document is given (core/consent.ts), and the privacy page's table
 * (app/content/legal/retention.ts). Change a number here and all four follow.
 *
 * UK right-to-rent rules allow keeping copies of a tenant's documents for the tenancy and
 * 12 months after it, and no longer; a refusal letter is needed only to decide its refund.
 */
export const DOCUMENT_KINDS = ["passport", "offer_letter", "guarantor_id", "guarantor_address", "visa_refusal"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** What a document belongs to: an application's documents, or an order's refund letter. */
export const DOCUMENT_OWNER: Record<DocumentKind, "application" | "order"> = {
  passport: "application",
  offer_letter: "application",
  guarantor_id: "application",
  guarantor_address: "application",
  visa_refusal: "order",
};

/** The application statuses documents may still be added in (the others have ended). */
export const DOCUMENT_OPEN_APPLICATION: readonly string[] = ["submitted", "reviewing", "approved"];

export const RETENTION = {
  /** Application documents: the tenancy's end plus this many months (right to rent). */
  afterTenancyMonths: 12,
  /** Application documents of an application that ended without a tenancy (rejected, cancelled, expired): days after it ended. */
  afterEndedDays: 90,
  /** Application documents whose tenancy dates are not known yet: months after the upload at the latest. */
  undatedMonths: 24,
  /** A visa-refusal letter: days after its refund was decided. */
  afterRefundDecisionDays: 90,
  /** A visa-refusal letter still undecided: months after the upload at the latest. */
  undecidedRefusalMonths: 12,
  /** Signed-in sessions on the web (the cookie's life). */
  sessionDays: 7,
} as const;

const DAY_MS = 86_400_000;

function addMonths(d: Date, months: number): Date {
  const out = new Date(d.getTime());
  out.setUTCMonth(out.getUTCMonth() + months);
  return out;
}

/** What the deletion date of a document rests on, as the sweep finds it now. */
export interface DocumentFacts {
  kind: DocumentKind;
  uploadedAt: Date;
  /** Application documents: the tenancy's last day (the order's, else the application's). */
  tenancyEnd: Date | null;
  /** Application documents: when the application (or its order) ended without a tenancy. */
  endedWithoutTenancyAt: Date | null;
  /** A refusal letter: when its order's refund was decided (refunded, or the order otherwise closed). */
  refundDecidedAt: Date | null;
}

export type RetentionBasis = "tenancy_end" | "ended" | "undated" | "refund_decided" | "undecided";

type DateFact = "uploadedAt" | "tenancyEnd" | "endedWithoutTenancyAt" | "refundDecidedAt";
type Span = { days: number } | { months: number };

/**
 * The deletion rules of each owner's documents, in order: the first whose date is known gives
 * the day (the last, from the upload, always is).
 */
const DELETION_RULES: Record<"application" | "order", readonly { basis: RetentionBasis; from: DateFact; after: Span }[]> = {
  order: [
    { basis: "refund_decided", from: "refundDecidedAt", after: { days: RETENTION.afterRefundDecisionDays } },
    { basis: "undecided", from: "uploadedAt", after: { months: RETENTION.undecidedRefusalMonths } },
  ],
  application: [
    { basis: "ended", from: "endedWithoutTenancyAt", after: { days: RETENTION.afterEndedDays } },
    { basis: "tenancy_end", from: "tenancyEnd", after: { months: RETENTION.afterTenancyMonths } },
    { basis: "undated", from: "uploadedAt", after: { months: RETENTION.undatedMonths } },
  ],
};

const later = (d: Date, span: Span) => ("days" in span ? new Date(d.getTime() + span.days * DAY_MS) : addMonths(d, span.months));

/** The day after which the document is deleted, and what that day rests on. */
export function documentDeleteAfter(f: DocumentFacts): { deleteAfter: Date; basis: RetentionBasis } {
  const rules = DELETION_RULES[DOCUMENT_OWNER[f.kind]];
  for (const rule of rules) {
    const start = f[rule.from];
    if (start) return { deleteAfter: later(start, rule.after), basis: rule.basis };
  }
  const last = rules[rules.length - 1];
  return { deleteAfter: later(f.uploadedAt, last.after), basis: last.basis };
}

type Text = { zh: string; en: string };

/** Why a document is kept until its date, in words (the documents page, under the date). */
export const BASIS_TEXT: Record<RetentionBasis, Text> = {
  tenancy_end: { zh: `租期结束后 ${RETENTION.afterTenancyMonths} 个月删除（英国"租住权"规定）`, en: `Deleted ${RETENTION.afterTenancyMonths} months after the tenancy ends (UK right-to-rent rules)` },
  ended: { zh: `申请未成租约，结束后 ${RETENTION.afterEndedDays} 天删除`, en: `The application ended without a tenancy: deleted ${RETENTION.afterEndedDays} days after it ended` },
  undated: {
    zh: `租期确定后按租期结束后 ${RETENTION.afterTenancyMonths} 个月计算；最迟上传后 ${RETENTION.undatedMonths} 个月删除`,
    en: `Once the tenancy is set: ${RETENTION.afterTenancyMonths} months after it ends; at the latest ${RETENTION.undatedMonths} months after the upload`,
  },
  refund_decided: { zh: `退款决定后 ${RETENTION.afterRefundDecisionDays} 天删除`, en: `Deleted ${RETENTION.afterRefundDecisionDays} days after the refund was decided` },
  undecided: {
    zh: `退款决定后 ${RETENTION.afterRefundDecisionDays} 天删除；最迟上传后 ${RETENTION.undecidedRefusalMonths} 个月删除`,
    en: `Deleted ${RETENTION.afterRefundDecisionDays} days after the refund is decided; at the latest ${RETENTION.undecidedRefusalMonths} months after the upload`,
  },
};

/** What deleting an account keeps, and why (the delete answer, the "your data" page). */
export const KEPT_AFTER_ACCOUNT_DELETION: { zh: readonly string[]; en: readonly string[] } = {
  zh: ["订单、付款、退款、收据与返现记录：法律要求保留的会计与税务记录，匿名保留，不再关联您的姓名或联系方式", "您写的评价：匿名保留"],
  en: [
    "Orders, payments, refunds, receipts and cashback records: accounting and tax records the law requires us to keep, kept anonymised, no longer linked to your name or contact details",
    "Reviews you wrote: kept anonymously",
  ],
};

/** One line of the privacy page's table: a kind of data, why it is kept, for how long. */
export interface RetentionRule {
  key: string;
  data: Text;
  purpose: Text;
  period: Text;
}

/** Every kind of personal data the site keeps, why, and for how long (the privacy page's table). */
export const RETENTION_RULES: readonly RetentionRule[] = [
  {
    key: "account",
    data: { zh: "账号与个人资料（手机号、邮箱、姓名、头像、简介）", en: "Your account and profile (mobile, e-mail, names, avatar, introduction)" },
    purpose: { zh: "登录、联系您、办理申请与订单", en: "Signing in, reaching you, handling your applications and orders" },
    period: { zh: "直到您删除账号", en: "Until you delete your account" },
  },
  {
    key: "applications",
    data: { zh: "申请信息（申请人与担保人资料、入住日期）", en: "Applications (applicant and guarantor details, dates)" },
    purpose: { zh: "向房东提交申请、签订租约", en: "Sending your application to the landlord and making the tenancy" },
    period: { zh: "直到您删除账号；删除时清除个人资料", en: "Until you delete your account; the personal details are erased then" },
  },
  {
    key: "documents",
    data: { zh: "申请文件（护照照片页、录取通知书或 CAS、担保人身份与住址证明）", en: "Application documents (passport photo page, offer letter or CAS, guarantor's ID and proof of address)" },
    purpose: { zh: "房东与留学家核实您的身份、学籍与租住权", en: "Checks of your identity, studies and right to rent by the landlord and StudyNest" },
    period: {
      zh: `租期结束后 ${RETENTION.afterTenancyMonths} 个月；申请未成租约的，结束后 ${RETENTION.afterEndedDays} 天；租期未定的，最迟上传后 ${RETENTION.undatedMonths} 个月。到期自动删除`,
      en: `${RETENTION.afterTenancyMonths} months after the tenancy ends; ${RETENTION.afterEndedDays} days after an application ended without a tenancy; at the latest ${RETENTION.undatedMonths} months after the upload while no tenancy is set. Deleted automatically`,
    },
  },
  {
    key: "visa_refusal",
    data: { zh: "拒签信", en: "Visa-refusal letters" },
    purpose: { zh: "办理拒签退款", en: "Deciding a refund for a refused visa" },
    period: {
      zh: `退款决定后 ${RETENTION.afterRefundDecisionDays} 天；最迟上传后 ${RETENTION.undecidedRefusalMonths} 个月。到期自动删除`,
      en: `${RETENTION.afterRefundDecisionDays} days after the refund is decided; at the latest ${RETENTION.undecidedRefusalMonths} months after the upload. Deleted automatically`,
    },
  },
  {
    key: "payments",
    data: { zh: "订单、付款、退款与收据", en: "Orders, payments, refunds and receipts" },
    purpose: { zh: "法律要求保留的会计与税务记录", en: "Accounting and tax records the law requires us to keep" },
    period: {
      zh: "依法保留；删除账号后不再与您的姓名、联系方式关联（匿名保留）",
      en: "Kept as the law requires; after you delete your account they are no longer linked to your name or contact details (kept anonymised)",
    },
  },
  {
    key: "messages",
    data: { zh: "在线客服消息、合租帖子与意向、反馈", en: "Messages with our advisers, roommate posts and interests, feedback" },
    purpose: { zh: "回答您的问题、为您匹配室友", en: "Answering you and matching roommates" },
    period: { zh: "直到您删除账号", en: "Until you delete your account" },
  },
  {
    key: "favourites",
    data: { zh: "收藏与浏览记录", en: "Favourites and viewing history" },
    purpose: { zh: "在您的个人中心显示", en: "Showing them in your corner of the site" },
    period: { zh: "直到您删除它们或删除账号", en: "Until you remove them or delete your account" },
  },
  {
    key: "reviews",
    data: { zh: "您写的评价", en: "Reviews you wrote" },
    purpose: { zh: "帮助其他学生", en: "Helping other students" },
    period: { zh: "删除账号后匿名保留", en: "Kept anonymously after you delete your account" },
  },
  {
    key: "consents",
    data: { zh: "您的同意记录（时间与文本版本）", en: "Your consents (when, and which text)" },
    purpose: { zh: "证明处理敏感信息前已取得您的单独同意", en: "Showing we had your separate consent before handling sensitive data" },
    period: { zh: "直到您删除账号", en: "Until you delete your account" },
  },
  {
    key: "sessions",
    data: { zh: "登录会话", en: "Sign-in sessions" },
    purpose: { zh: "保持您的登录状态", en: "Keeping you signed in" },
    period: { zh: `${RETENTION.sessionDays} 天，或退出登录、删除账号时`, en: `${RETENTION.sessionDays} days, or until you sign out or delete your account` },
  },
];
