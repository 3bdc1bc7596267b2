/** My gift's refusals and confirmations only the server can make. */
export const GIFT_MESSAGES = {
  gift_claimed: { zh: "领取信息已提交，我们会尽快发放", en: "Your claim has been sent; we will pay it out soon" },
  gift_claim_corrected: { zh: "领取信息已更正", en: "Your payout details have been corrected" },
  gift_not_claimable: { zh: "这份礼品现在还不能申领", en: "This gift cannot be claimed yet" },
  gift_already_claimed: { zh: "这份礼品已经申领过，如需修改请更正领取信息", en: "This gift has already been claimed; correct the details instead" },
  gift_already_paid: { zh: "这份礼品已发放，领取信息不能再修改", en: "This gift has been paid out; its details can no longer be changed" },
  gift_expired: { zh: "这份礼品已失效", en: "This gift has expired" },
  gift_not_claimed: { zh: "这份礼品尚未申领，没有可以更正的领取信息", en: "This gift has not been claimed, so there are no details to correct" },
  gift_nothing_to_correct: { zh: "礼品领取时无需填写收款信息", en: "A gift needs no payout details, so there is nothing to correct" },
  gift_claim_limit: { zh: "提交过于频繁，请稍后再试", en: "Too many submissions; please try again later" },
  gift_not_checked_in: { zh: "订单尚未办理入住，礼品还不能申领", en: "The order has not reached check-in, so the gift cannot be claimable yet" },
  gift_reference_required: { zh: "请填写付款参考号（1-100 个字符）", en: "Give the payment reference (1 to 100 characters)" },
  gift_reason_required: { zh: "请填写失效原因（1-200 个字符）", en: "Give the reason (1 to 200 characters)" },
  gift_status_invalid: { zh: "礼品状态只能改为 claimable、paid 或 expired", en: "A gift's status can be set to claimable, paid or expired" },
} as const;
