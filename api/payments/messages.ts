/** Payments' refusals (the provider, its notifications), merged into api/messages.ts. */
export const PAYMENT_MESSAGES = {
  payment_provider_failed: { zh: "支付服务暂时不可用，请稍后再试", en: "The payment service is not available; please try again shortly" },
  webhook_refused: { zh: "回调验证失败", en: "The notification could not be verified" },
} as const satisfies Record<string, { zh: string; en: string }>;
