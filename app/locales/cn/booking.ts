/** 订单页的付款、托管、退款与账单文字（中文）。 */
export default {
  booking: {
    pay: {
      title: "支付当前应付款项",
      upfront: "入住前应付",
      instalment: "第 {{n}} 期，{{date}} 到期",
      button: "支付 {{amount}}",
      cny: "按锁定汇率约 {{amount}}",
      note: "您将在支付页面以 {{currency}} 付款；金额来自您锁定的报价，而非本页面。",
      failed: "支付未成功，未扣款。您可以再试一次。",
    },
    held: {
      title: "由 StudyNest 托管",
      paid: "已支付：款项由 StudyNest 托管，直到您入住之后。",
    },
    payments: {
      title: "支付记录",
      part0: "入住前应付",
      partN: "第 {{n}} 期",
      status_pending: "处理中",
      status_succeeded: "已支付",
      status_failed: "失败",
      status_abandoned: "已放弃",
      paidAt: "{{time}} 支付",
    },
  },
};
