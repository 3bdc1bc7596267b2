/** Orders: the quote an approval locks, the payment window and what staff do to orders. */
export { ensureQuote, expireUnpaidOrders, notifyOrder, startOrderSweep, stopOrderSweep } from "./service";
export { holdRule, releaseDueHolds } from "./hold";
