import { paymentByNo } from "./service";
import { paymentProvider } from "./configured";
import { devWebhook, failNextDevRefund } from "./dev";

/**
 * What the development checkout page (/dev/pay/{paymentNo}) needs: the payment it stands for,
 * and the signed webhook of an outcome, which the page sends to the webhook path like a real
 * provider would. Both answer null unless the development provider is the configured one, so the
 * page does not exist once a real provider is set up.
 */
export async function devCheckoutPayment(paymentNo: string) {
  if (paymentProvider().name !== "dev" || !/^P\d{6,}[A-Za-z0-9]*$/.test(paymentNo)) return null;
  const row = await paymentByNo(paymentNo);
  if (!row || row.payment.provider !== "dev") return null;
  const p = row.payment;
  return {
    paymentNo: p.paymentNo,
    orderNo: row.orderNo,
    seq: p.seq,
    amount: p.amount,
    currency: p.currency,
    amountCny: p.rateCny == null ? null : Math.round(p.amount * p.rateCny),
    status: p.status,
    providerRef: p.providerRef ?? `pi_dev_${p.paymentNo}`,
    returnPath: p.returnPath,
  };
}

/** The signed webhook for `outcome` of a development payment (null when there is no such payment). */
export async function devCheckoutWebhook(paymentNo: string, outcome: "succeed" | "fail") {
  const p = await devCheckoutPayment(paymentNo);
  if (!p) return null;
  return devWebhook({ paymentNo: p.paymentNo, providerRef: p.providerRef, amount: p.amount, currency: p.currency }, outcome);
}

/** Arms the next refund of a succeeded development payment to fail; false when there is no such payment. */
export async function devCheckoutFailRefund(paymentNo: string): Promise<boolean> {
  const p = await devCheckoutPayment(paymentNo);
  if (!p || p.status !== "succeeded") return false;
  failNextDevRefund(p.providerRef);
  return true;
}
