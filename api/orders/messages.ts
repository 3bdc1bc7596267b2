/** The orders domain's refusals and answers, in both languages (merged into api/messages.ts). */
export const ORDER_MESSAGES = {
  no_unit_left: {
    zh: "该房型已无空余床位，无法通过申请；申请保持原状态",
    en: "No unit of this room is left, so the application cannot be approved; it stays as it was",
  },
  quote_missing: { zh: "该申请没有锁定的报价", en: "This application has no locked quote" },
  order_not_payable: { zh: "该订单当前无需付款", en: "Nothing is due on this order now" },
  instalment_not_due: { zh: "该期款项不存在或已支付", en: "That instalment does not exist or is already paid" },
  payment_not_found: { zh: "支付记录不存在", en: "That payment does not exist" },
  payment_provider_failed: { zh: "支付服务暂时不可用，请稍后再试", en: "The payment service is not available; please try again shortly" },
  webhook_refused: { zh: "回调验证失败", en: "The notification could not be verified" },
  order_not_cancellable: { zh: "该订单当前不能取消", en: "This order cannot be cancelled now" },
  order_not_checked_in: { zh: "该订单尚未入住", en: "This order is not checked in" },
  report_window_closed: { zh: "入住 24 小时内才可报告房源与描述不符", en: "A room not as described can be reported only within 24 hours of check-in" },
  order_cancelled_ok: { zh: "订单已取消", en: "The order is cancelled" },
  report_ok: { zh: "已收到您的报告，款项暂停放款，顾问会尽快联系您", en: "Your report is in: the payout is frozen and an adviser will contact you" },
} as const;
