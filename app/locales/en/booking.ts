/** The order page's payment, hold, refund and statement texts (en). */
export default {
  booking: {
    pay: {
      title: "Pay what is due now",
      upfront: "Due before moving in",
      instalment: "Instalment {{n}}, due {{date}}",
      button: "Pay {{amount}}",
      cny: "≈ {{amount}} at the locked rate",
      note: "You pay in {{currency}} on the payment page; the amount comes from your locked price, not from this page.",
      failed: "The payment did not go through; nothing was charged. You can try again.",
    },
    held: {
      title: "Held by StudyNest",
      paid: "Paid: StudyNest holds the money until after you move in.",
      releasing: "You have checked in: the money goes to the landlord at {{time}} (UTC) unless you report a problem first.",
      frozen: "You reported that the room is not as described: the money stays held while our staff look into it.",
      released: "Released to the landlord at {{time}} (UTC).",
    },
    report: {
      label: "Not as described? Tell us what is wrong before {{time}} (UTC); the money stays held while we look into it.",
      submit: "Report: not as described",
      sent: "Your report was sent; the money stays held while our staff look into it.",
    },
    payments: {
      title: "Payments",
      part0: "Before moving in",
      partN: "Instalment {{n}}",
      status_pending: "Pending",
      status_succeeded: "Paid",
      status_failed: "Failed",
      status_abandoned: "Abandoned",
      paidAt: "paid {{time}}",
    },
  },
};
