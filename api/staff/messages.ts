/** Staff actions' refusals. */
export const STAFF_MESSAGES = {
  operator_forbidden: { zh: "无操作权限", en: "Operator access is not allowed" },
} as const;
