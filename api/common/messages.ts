/** The shared reference lists' refusals. */
export const COMMON_MESSAGES = {
  mobile_prefix_not_found: { zh: "手机区号不存在", en: "Unknown mobile prefix" },
} as const;
