/** Orders: the locked quote, the unit an order holds, the payment window and what staff do to orders. */
export { lockQuote, quoteDto, quoteOf, type Quote } from "./quote";
export { returnUnit, takeUnit } from "./stock";
export { ensureQuote, expireUnpaidOrders, notifyOrder, startOrderSweep, stopOrderSweep } from "./service";
export { holdRule } from "./hold";
