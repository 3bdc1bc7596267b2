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
      releasing: "您已入住：款项将于 {{time}}（UTC）支付给房东，除非您在此之前报告问题。",
      frozen: "您已报告房源与描述不符：工作人员处理期间款项继续托管。",
      released: "已于 {{time}}（UTC）支付给房东。",
    },
    report: {
      label: "房源与描述不符？请在 {{time}}（UTC）前说明问题；处理期间款项继续托管。",
      submit: "报告：与描述不符",
      sent: "报告已提交；工作人员处理期间款项继续托管。",
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
