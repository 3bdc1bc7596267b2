import cn from "../../app/locales/cn/student";
import en from "../../app/locales/en/student";
import { STUDENT_MESSAGE_KEYS } from "../../app/lib/schemas/student";
import cnAccount from "../../app/locales/cn/account";
import enAccount from "../../app/locales/en/account";

/**
 * The student area's API messages, merged into api/messages.ts. Validation messages
 * come from the web catalogues (the shared zod schemas name them), so a rule's message is the
 * same text in the browser and in `msg`; the rest are refusals only the server can make.
 */
type Key = (typeof STUDENT_MESSAGE_KEYS)[number];
type Pair = { zh: string; en: string };

function fromCatalogue(key: Key): Pair {
  const zh = (cn as Record<string, unknown>)[key] ?? (cnAccount as Record<string, unknown>)[key];
  const english = (en as Record<string, unknown>)[key] ?? (enAccount as Record<string, unknown>)[key];
  return { zh: String(zh ?? key), en: String(english ?? key) };
}

const VALIDATION = Object.fromEntries(STUDENT_MESSAGE_KEYS.map((k) => [k, fromCatalogue(k)])) as Record<Key, Pair>;

export const STUDENT_MESSAGES = {
  ...VALIDATION,
  apply_ok: { zh: "申请已提交", en: "Your application has been submitted" },
  apply_cannot_cancel: { zh: "当前状态的申请不能取消", en: "This application can no longer be cancelled" },
  apply_cancelled: { zh: "申请已取消", en: "The application has been cancelled" },
  room_sold_out: { zh: "该房型已满房，暂不接受申请", en: "This room type is fully booked and takes no applications" },
  guarantor_required: { zh: "该公寓要求提供担保人信息", en: "This apartment requires a guarantor: please give the guarantor's details" },
  tenancy_not_offered: { zh: "该房间不提供所选租期，请重新选择", en: "This room does not offer the chosen tenancy; please choose again" },
  lease_term_not_offered: { zh: "该房间不提供所选租期", en: "This room does not offer the chosen lease term" },
  move_in_out_of_range: { zh: "入住日期不在该房间的可入住时间内", en: "The move-in date is outside the room's availability" },
  pickup_not_allowed: { zh: "该申请当前不能预约接机", en: "A pickup cannot be requested for this application now" },
  pickup_ok: { zh: "接机申请已提交", en: "Your pickup request has been sent" },
  order_not_found: { zh: "订单不存在", en: "This order does not exist" },
  profile_saved: { zh: "个人信息已保存", en: "Your personal information has been saved" },
  avatar_invalid: { zh: "头像地址无效，请重新上传", en: "The avatar is not an uploaded image; upload it again" },
  email_taken: { zh: "该邮箱已被其他账号使用", en: "This e-mail address is used by another account" },
  email_same: { zh: "该邮箱已绑定并验证", en: "This e-mail address is already bound and verified" },
  activation_sent: { zh: "激活邮件已发送，请查收", en: "The activation e-mail has been sent" },
  activation_link_invalid: { zh: "激活链接地址无效", en: "The activation link address is invalid" },
  activation_invalid: { zh: "激活链接无效或已过期", en: "The activation link is invalid or has expired" },
  activation_ok: { zh: "邮箱已激活", en: "Your e-mail address has been activated" },
  third_not_bound: { zh: "未绑定该第三方账号", en: "This third-party account is not bound" },
  third_unbind_last: {
    zh: "这是您唯一的登录方式，请先绑定手机号或设置密码",
    en: "This is your only way to log in; bind a mobile number or set a password first",
  },
  third_unbound: { zh: "已解除绑定", en: "The account has been unbound" },
  third_bound: { zh: "第三方账号已绑定", en: "The third-party account has been bound" },
  third_bind_session: {
    zh: "绑定链接与当前登录的账号不符，请在账号设置中重新绑定",
    en: "This bind link is not for the account you are logged in to; start again from account setting",
  },
  third_taken: { zh: "该第三方账号已绑定其他账号", en: "This third-party account is bound to another account" },
  third_already_bound: { zh: "您已绑定该类型的第三方账号，请先解除绑定", en: "You already have an account of this provider bound; unbind it first" },
  mobile_same: { zh: "新手机号与当前手机号相同", en: "The new mobile number is the same as the current one" },
  mobile_changed: { zh: "手机号已更换", en: "Your mobile number has been changed" },
  third_provider_unavailable: { zh: "暂不支持该第三方账号", en: "This third-party provider is not available" },
  find_house_ok: { zh: "需求已提交，顾问会尽快联系您", en: "Request sent; a consultant will contact you soon" },
  booking_ok: { zh: "预订已提交，顾问会尽快与您联系", en: "Booking sent; a consultant will contact you soon" },
  operator_forbidden: { zh: "无操作权限", en: "Operator access is not allowed" },
  status_transition_invalid: { zh: "当前状态不能变更为该状态", en: "The status cannot change to that value now" },
  request_pending: { zh: "相同的请求正在处理，请稍候", en: "The same request is being processed; please wait" },
} as const satisfies Record<string, Pair>;
