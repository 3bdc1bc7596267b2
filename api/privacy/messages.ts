/** "Download my data" and "delete my account": answers and refusals, merged into api/messages.ts. */
export const PRIVACY_MESSAGES = {
  account_delete_confirm: { zh: "请勾选确认：删除账号后无法恢复", en: "Tick the confirmation: a deleted account cannot be restored" },
  account_delete_code: { zh: "验证码错误或已过期，请重新获取", en: "The code is wrong or has expired; ask for a new one" },
  account_delete_code_sent: { zh: "验证码已发送", en: "The code has been sent" },
  account_deleted: { zh: "账号已删除，所有设备均已退出登录", en: "Your account has been deleted and every device signed out" },
} as const;

/** What deleting an account keeps, and why (the answer, and the account-settings page). */
export const KEPT_AFTER_DELETE = {
  zh: ["订单、付款、退款、收据与返现记录：法律要求保留的会计与税务记录，匿名保留，不再关联您的姓名或联系方式", "您写的评价：匿名保留"],
  en: [
    "Orders, payments, refunds, receipts and cashback records: accounting and tax records the law requires us to keep, kept anonymised, no longer linked to your name or contact details",
    "Reviews you wrote: kept anonymously",
  ],
} as const;
