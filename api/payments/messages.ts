/** Payments' refusals (the provider, its notifications), merged into api/messages.ts. */
export const PAYMENT_MESSAGES = {
  payment_provider_failed: { zh: "支付服务暂时不可用，请稍后再试", en: "The payment service is not available; please try again shortly" },
  refund_not_found: { zh: "退款不存在", en: "No such refund" },
  refund_not_retryable: { zh: "该笔付款已无可退金额，无法重试此退款", en: "Nothing of that payment is left to refund, so this refund cannot be retried" },
  refund_retried: { zh: "已重新提交退款", en: "The refund has been sent again" },
  webhook_refused: { zh: "回调验证失败", en: "The notification could not be verified" },
} as const satisfies Record<string, { zh: string; en: string }>;
