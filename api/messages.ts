import type { Lang } from "#core/constants";
import { VALIDATION_MESSAGES, type ValidationMessageKey } from "#core/messages/validation";
import { ACCOUNT_MESSAGES } from "./accounts/messages";
import { APPLICATION_MESSAGES } from "./applications/messages";
import { CATALOGUE_MESSAGES } from "./catalogue/messages";
import { COMMON_MESSAGES } from "./common/messages";
import { FAVOURITE_MESSAGES } from "./favourites/messages";
import { FEEDBACK_MESSAGES } from "./feedback/messages";
import { FIND_HOUSE_MESSAGES } from "./find-house/messages";
import { GIFT_MESSAGES } from "./gifts/messages";
import { HELP_MESSAGES } from "./help/messages";
import { HISTORY_MESSAGES } from "./history/messages";
import { ORDER_MESSAGES } from "./orders/messages";
import { PAYMENT_MESSAGES } from "./payments/messages";
import { REVIEW_MESSAGES } from "./reviews/messages";
import { ROOMMATE_MESSAGES } from "./roommates/messages";
import { SERVICE_MESSAGES } from "./service/messages";
import { STAFF_MESSAGES } from "./staff/messages";
import { CONSOLE_MESSAGES } from "./console/messages";
import { UPLOAD_MESSAGES } from "./uploads/messages";
import { VERIFICATION_MESSAGES } from "./verification/messages";
import { DOCUMENT_MESSAGES } from "./documents/messages";
import { PRIVACY_MESSAGES } from "./privacy/messages";
import { mergeMessages } from "./message-tables";

/** The front door's and the envelope's own messages: signatures, bodies, fields, the service itself. */
const HTTP_MESSAGES = {
  ok: { zh: "成功", en: "OK" },
  sign_missing: { zh: "缺少签名参数 signToken", en: "The signToken field is missing" },
  sign_invalid: { zh: "签名校验失败", en: "The request signature is invalid" },
  timestamp_missing: { zh: "缺少时间戳参数 timestamp", en: "The timestamp field is missing" },
  timestamp_stale: {
    zh: "请求已过期，请校准设备时间后重试",
    en: "The request has expired; check your device clock and try again",
  },
  not_logged_in: { zh: "用户信息已失效，请重新登录", en: "Your session has expired, please log in again" },
  method_not_allowed: { zh: "请使用 POST 请求", en: "Use POST for this endpoint" },
  request_replayed: {
    zh: "该请求已处理过，请勿重复提交",
    en: "This request was already received; send a new one instead of repeating it",
  },
  not_found: { zh: "接口不存在", en: "No such endpoint" },
  unsupported_content_type: {
    zh: "请求格式不支持，请使用表单提交",
    en: "Unsupported content type; send a form-encoded or multipart body",
  },
  body_too_large: { zh: "请求内容过大", en: "The request body is too large" },
  bad_body: { zh: "请求内容无法解析", en: "The request body could not be read" },
  field_required: { zh: "缺少参数 {{field}}", en: "{{field}} is required" },
  field_invalid: { zh: "参数 {{field}} 无效", en: "{{field}} is invalid" },
  field_nul: {
    zh: "参数 {{field}} 含有不允许的空字符（U+0000），请删除后重试",
    en: "{{field}} contains the NUL character (U+0000), which is not allowed; remove it and try again",
  },
  field_too_long: { zh: "参数 {{field}} 不能超过 {{max}} 个字符", en: "{{field}} must be at most {{max}} characters" },
  field_too_short: { zh: "参数 {{field}} 至少需要 {{min}} 个字符", en: "{{field}} must be at least {{min}} characters" },
  field_too_big: { zh: "参数 {{field}} 不能大于 {{max}}", en: "{{field}} must be at most {{max}}" },
  field_too_small: { zh: "参数 {{field}} 不能小于 {{min}}", en: "{{field}} must be at least {{min}}" },
  server_error: { zh: "服务繁忙，请稍后再试", en: "The service is busy, please try again later" },
  /** Only while answers are checked against the contract (API_CHECK_RESPONSES, on in development and tests). */
  contract_breach: { zh: "接口应答不符合约定：{{detail}}", en: "The answer breaks the API contract: {{detail}}" },
  /** A store the request needs (PostgreSQL, Redis) is unreachable for now (HTTP 503). */
  service_busy: { zh: "服务繁忙，请稍后再试", en: "The service is busy, please try again later" },
  email_invalid: { zh: "请输入正确的邮箱地址", en: "Please enter a valid e-mail address" },
  too_many_requests: { zh: "请求过于频繁，请稍后再试", en: "Too many requests; please try again later" },
} as const;

/**
 * Every message the API puts in `msg`, in both languages (a person reads it in the
 * request's language): the shared schemas' messages (core/messages/validation.ts), the front
 * door's, and each domain's table (api/<domain>/messages.ts). The Chinese texts clients already
 * know ('用户信息已失效，请重新登录', the feedback answers…) are kept word for word.
 * `{{name}}` placeholders (i18next's form, as in the web's catalogues) are filled by t().
 * mergeMessages refuses to compile when two tables share a key, so no entry silently wins.
 */
const MESSAGES = mergeMessages(
  validationPairs(),
  HTTP_MESSAGES,
  ACCOUNT_MESSAGES,
  APPLICATION_MESSAGES,
  CATALOGUE_MESSAGES,
  COMMON_MESSAGES,
  FAVOURITE_MESSAGES,
  FEEDBACK_MESSAGES,
  FIND_HOUSE_MESSAGES,
  GIFT_MESSAGES,
  HELP_MESSAGES,
  HISTORY_MESSAGES,
  ORDER_MESSAGES,
  PAYMENT_MESSAGES,
  REVIEW_MESSAGES,
  ROOMMATE_MESSAGES,
  SERVICE_MESSAGES,
  STAFF_MESSAGES,
  CONSOLE_MESSAGES,
  VERIFICATION_MESSAGES,
  UPLOAD_MESSAGES,
  DOCUMENT_MESSAGES,
  PRIVACY_MESSAGES,
);

function validationPairs(): Record<ValidationMessageKey, { zh: string; en: string }> {
  const keys = Object.keys(VALIDATION_MESSAGES.cn) as ValidationMessageKey[];
  return Object.fromEntries(keys.map((k) => [k, { zh: VALIDATION_MESSAGES.cn[k], en: VALIDATION_MESSAGES.en[k] }])) as Record<
    ValidationMessageKey,
    { zh: string; en: string }
  >;
}

export type MessageKey = keyof typeof MESSAGES;

export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(MESSAGES, key);
}

export function t(lang: Lang, key: MessageKey, params: Record<string, string | number> = {}): string {
  const template = lang === "en" ? MESSAGES[key].en : MESSAGES[key].zh;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ""));
}
