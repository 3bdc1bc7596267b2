/** Orders' refusals. */
export const ORDER_MESSAGES = {
  order_not_found: { zh: "订单不存在", en: "This order does not exist" },
} as const;
