import type { Lang } from "#core/constants";
import { FEEDBACK_CONTENT_MAX } from "#core/constants";
import { VALIDATION_MESSAGES, type ValidationMessageKey } from "#core/messages/validation";
import { GIFT_MESSAGES } from "./gift-messages";
import { HISTORY_FEEDBACK_MESSAGES } from "./history-feedback-messages";
import { HELP_MESSAGES } from "./help-messages";
import { REVIEW_MESSAGES } from "./review-messages";
import { SERVICE_MESSAGES } from "./service-messages";
import { ROOMMATE_MESSAGES } from "./roommate-messages";
import { STUDENT_MESSAGES } from "./student/messages";

/**
 * Every message the API puts in `msg`, in both languages (a person reads it in the
 * request's language). The Chinese texts clients already know ('用户信息已失效，请重新登录', the
 * feedback answers…) are kept word for word.
 * `{{name}}` placeholders (i18next's form, as in the web's catalogues) are filled by t().
 */
const MESSAGES = {
  // The shared schemas' messages (core/messages/validation.ts) and the student area's and
  // reviews' refusals; the entries below win on a shared key.
  ...validationPairs(),
  ...STUDENT_MESSAGES,
  ...REVIEW_MESSAGES,
  ...GIFT_MESSAGES,
  ...HISTORY_FEEDBACK_MESSAGES,
  ...HELP_MESSAGES,
  ...SERVICE_MESSAGES,
  ...ROOMMATE_MESSAGES,
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
  country_not_found: { zh: "国家不存在", en: "Unknown country" },
  city_not_found: { zh: "城市不存在", en: "Unknown city" },
  school_not_found: { zh: "学校不存在", en: "Unknown school" },
  building_not_found: { zh: "公寓不存在或已下架", en: "This apartment does not exist or is no longer listed" },
  room_not_found: { zh: "房间不存在", en: "This room does not exist" },
  location_required: { zh: "请选择国家、城市或学校", en: "Choose a country, city or school" },
  route_params_required: { zh: "缺少路由参数", en: "Give a country slug, a building code or a room code" },
  city_not_in_country: { zh: "所选城市不属于该国家", en: "The city does not belong to the country" },
  price_range_invalid: { zh: "最低价格不能高于最高价格", en: "The minimum price cannot exceed the maximum" },
  distance_needs_school: { zh: "按距离筛选或排序需要先选择学校", en: "Filtering or sorting by distance needs a school" },
  handbook_not_found: { zh: "手册不存在", en: "This handbook does not exist" },
  topic_not_found: { zh: "专题页不存在", en: "This topic page does not exist" },
  feedback_type_required: { zh: "请选择反馈类型", en: "Please choose a feedback type" },
  feedback_content_required: { zh: "请填写反馈内容", en: "Please write your feedback" },
  feedback_content_too_long: {
    zh: `反馈内容不能超过 ${FEEDBACK_CONTENT_MAX} 个字`,
    en: `Feedback can be at most ${FEEDBACK_CONTENT_MAX} characters`,
  },
  feedback_ok: { zh: "您的留言反馈提交成功", en: "Your feedback has been submitted" },
  coop_ok: { zh: "提交成功，我们会尽快与您联系", en: "Submitted. We will contact you soon" },
  coop_city_required: { zh: "请选择城市", en: "Please choose a city" },
  coop_house_required: { zh: "请填写房源名称或地址", en: "Please give the property name or address" },
  coop_name_invalid: { zh: "请填写 1-20 个字符的姓名", en: "Please give a name of 1 to 20 characters" },
  coop_phone_invalid: { zh: "请填写 2-15 位数字的电话号码", en: "Please give a phone number of 2 to 15 digits" },
  email_invalid: { zh: "请输入正确的邮箱地址", en: "Please enter a valid e-mail address" },
  mobile_prefix_not_found: { zh: "手机区号不存在", en: "Unknown mobile prefix" },
  favorite_added: { zh: "收藏成功", en: "Saved to your collection" },
  favorite_removed: { zh: "已取消收藏", en: "Removed from your collection" },
  upload_missing: { zh: "请选择要上传的图片", en: "Choose an image to upload" },
  upload_type: { zh: "仅支持 JPG 或 PNG 格式的图片", en: "Only JPG or PNG images are accepted" },
  upload_size: { zh: "图片大小不能超过 3 MB", en: "Images must be 3 MB or smaller" },
  upload_unreadable: { zh: "图片已损坏或无法识别", en: "The image is damaged or cannot be read" },
  upload_failed: { zh: "图片上传失败，请稍后重试", en: "The image could not be saved, please try again later" },
  // Accounts: codes, captcha, login, retrieval, binding, third-party sign-in.
  login_ok: { zh: "登录成功", en: "Logged in" },
  logout_ok: { zh: "已退出登录", en: "Logged out" },
  sms_sent: { zh: "验证码已发送，请注意查收短信", en: "Code sent, check your text messages" },
  email_sent: { zh: "验证码已发送，请注意查收邮件", en: "Code sent, check your e-mail" },
  bind_ok: { zh: "绑定成功", en: "Mobile bound" },
  retrieve_ok: { zh: "密码已重置，请使用新密码登录", en: "Password reset, log in with the new password" },
  password_updated: { zh: "密码已修改", en: "Password changed" },
  captcha_required: { zh: "请先完成安全验证", en: "Please complete the security check first" },
  captcha_error: { zh: "验证失败，请重试", en: "That was not right, please try again" },
  captcha_expired: { zh: "验证已失效，请重新验证", en: "The security check has expired, please try again" },
  code_wait: { zh: "验证码发送过于频繁，请 {{seconds}} 秒后再试", en: "Codes are sent at most once a minute; try again in {{seconds}} s" },
  code_limit: { zh: "验证码发送次数过多，请稍后再试", en: "Too many codes requested; please try again later" },
  code_send_fail: { zh: "验证码发送失败，请稍后再试", en: "The code could not be sent; please try again later" },
  code_invalid: { zh: "验证码错误或已失效", en: "The code is wrong or no longer valid" },
  code_format: { zh: "请输入 6 位数字验证码", en: "Enter the 6-digit code" },
  mobile_invalid: { zh: "请输入正确的手机号", en: "Enter a valid mobile number" },
  login_password_invalid: { zh: "请输入至少 3 位的密码", en: "Enter a password of at least 3 characters" },
  password_invalid: { zh: "密码为 8-16 位字母和数字组合", en: "Passwords are 8 to 16 letters and digits, with at least one of each" },
  login_failed: { zh: "账号或密码错误", en: "Wrong account or password" },
  login_limit: { zh: "登录尝试过于频繁，请 {{minutes}} 分钟后再试", en: "Too many login attempts; try again in {{minutes}} min" },
  too_many_requests: { zh: "请求过于频繁，请稍后再试", en: "Too many requests; please try again later" },
  mobile_taken: { zh: "该手机号已绑定其他账号", en: "This mobile number belongs to another account" },
  mobile_already_bound: { zh: "当前账号已绑定手机号", en: "This account already has a mobile number" },
  old_password_wrong: { zh: "原密码错误", en: "The current password is wrong" },
  third_ticket_invalid: { zh: "第三方登录信息已失效，请重新登录", en: "The third-party sign-in has expired, please start again" },
  third_failed: { zh: "第三方登录失败，请重试", en: "Third-party sign-in failed, please try again" },
  third_provider_unknown: { zh: "不支持的第三方登录方式", en: "Unknown third-party sign-in" },
} as const satisfies Record<string, { zh: string; en: string }>;

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
