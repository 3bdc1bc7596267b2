/** Orders' refusals and answers (approval with no unit left, paying, webhooks). */
export const ORDER_MESSAGES = {
  order_not_found: { zh: "订单不存在", en: "This order does not exist" },
  no_unit_left: {
    zh: "该房型已无空余床位，无法通过申请；申请保持原状态",
    en: "No unit of this room is left, so the application cannot be approved; it stays as it was",
  },
  quote_missing: { zh: "该申请没有锁定的报价", en: "This application has no locked quote" },
  order_not_payable: { zh: "该订单当前无需付款", en: "Nothing is due on this order now" },
  instalment_not_due: { zh: "该期款项不存在或已支付", en: "That instalment does not exist or is already paid" },
  payment_provider_failed: { zh: "支付服务暂时不可用，请稍后再试", en: "The payment service is not available; please try again shortly" },
  webhook_refused: { zh: "回调验证失败", en: "The notification could not be verified" },
} as const;
