/** Online payments: the provider interface, Stripe and the development provider, and paying an order's schedule. */
export { paymentEndpoints, webhookHandler, WEBHOOK_PATH } from "./endpoints";
export { abandonPayment, applyEvent, nextPayable, paymentByNo, paymentsOf, receiveWebhook, startPayment } from "./service";
export { paymentProvider } from "./configured";
export { devWebhook, DEV_PAY_PATH } from "./dev";
export { devCheckoutFailRefund, devCheckoutPayment, devCheckoutWebhook } from "./dev-checkout";
export { executeRefunds, netPaid, planRefund, refundsNeedingAttention, refundsOf, reopenFailedRefund, retryRefunds } from "./refunds";
