/** Orders' refusals and answers (approval with no unit left, what is due, check-in, reports, cancelling). */
export const ORDER_MESSAGES = {
  order_not_found: { zh: "订单不存在", en: "This order does not exist" },
  no_unit_left: {
    zh: "该房型已无空余床位，无法通过申请；申请保持原状态",
    en: "No unit of this room is left, so the application cannot be approved; it stays as it was",
  },
  quote_missing: { zh: "该申请没有锁定的报价", en: "This application has no locked quote" },
  order_not_payable: { zh: "该订单当前无需付款", en: "Nothing is due on this order now" },
  instalment_not_due: { zh: "该期款项不存在或已支付", en: "That instalment does not exist or is already paid" },
  order_not_checkin_ready: { zh: "只有已支付的订单可以标记入住", en: "Only a paid order can be marked as checked in" },
  report_window_closed: {
    zh: "只能在入住后 24 小时内报告房源与描述不符",
    en: "A room not as described can be reported only within 24 hours of check-in",
  },
  report_already_made: { zh: "该订单已提交过报告，工作人员正在处理", en: "This order has been reported already; staff are looking into it" },
  report_reason_required: { zh: "请说明哪里与描述不符（10 到 1000 个字）", en: "Please say what is not as described (10 to 1,000 characters)" },
  case_not_open: { zh: "该订单没有待处理的报告", en: "This order has no open report" },
  order_not_cancellable: { zh: "该订单当前不能取消", en: "This order cannot be cancelled now" },
} as const;
