/** "Download my data" and "delete my account": answers and refusals, merged into api/messages.ts. */
export const PRIVACY_MESSAGES = {
  account_delete_confirm: { zh: "请勾选确认：删除账号后无法恢复", en: "Tick the confirmation: a deleted account cannot be restored" },
  account_delete_code: { zh: "验证码错误或已过期，请重新获取", en: "The code is wrong or has expired; ask for a new one" },
  account_delete_code_sent: { zh: "验证码已发送", en: "The code has been sent" },
  account_deleted: { zh: "账号已删除，所有设备均已退出登录", en: "Your account has been deleted and every device signed out" },
} as const;
