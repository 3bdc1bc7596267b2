import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { abandonPayment, devCheckoutFailRefund, devCheckoutPayment, devCheckoutWebhook, transport } from "~/api-transport.server";
import { devKeyCookie, devPayAllowed } from "~/lib/dev-pay.server";
import { readForm } from "~/lib/form.server";
import { formatCny, formatPrice } from "~/lib/catalogue";

/**
 * The development provider's checkout (no real provider configured): the page the pay button
 * sends the student to, where the payment succeeds, fails or is abandoned; `POST` with
 * `outcome=succeed|fail` does the same for scripts, and `outcome=fail_refund` (a succeeded
 * payment) makes its next refund fail, to try the failed-refund path (answered in JSON unless the caller asks for
 * HTML). An outcome reaches the app as the provider's signed webhook through the webhook path, as
 * Stripe's would, so the whole payment flow runs in development and tests. Behind the dev
 * outbox's gate (app/lib/dev-pay.server.ts); anyone else gets the 404 of a page that does not
 * exist. A plain HTML document with no script: it works the same with or without JavaScript.
 */
const HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex", "Referrer-Policy": "no-referrer" };
const notFound = () => new Response("Not Found", { status: 404, headers: { "Cache-Control": "no-store" } });

const TEXT = {
  cn: {
    title: "开发环境支付",
    lead: "未配置真实支付服务：在此模拟支付结果。结果以签名回调送达网站，与真实支付服务相同。",
    order: "订单",
    payment: "支付单号",
    part: "款项",
    upfront: "入住前应付",
    instalment: (n: number) => `第 ${n} 期`,
    amount: "金额",
    status: "状态",
    succeed: "支付成功",
    fail: "支付失败",
    abandon: "放弃支付",
    back: "返回订单",
    closed: "这笔支付已结束，无需再操作。",
    failRefund: "让下一笔退款失败（测试用）",
  },
  en: {
    title: "Development checkout",
    lead: "No real payment provider is configured: choose the payment's outcome here. It reaches the site as a signed webhook, like a real provider's.",
    order: "Order",
    payment: "Payment",
    part: "Part",
    upfront: "Due before moving in",
    instalment: (n: number) => `Instalment ${n}`,
    amount: "Amount",
    status: "Status",
    succeed: "Pay (succeeds)",
    fail: "Pay (fails)",
    abandon: "Abandon",
    back: "Back to the order",
    closed: "This payment is closed; nothing more to do.",
    failRefund: "Make its next refund fail (for trying)",
  },
} as const;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const langOfPath = (path: string) => (path.startsWith("/en/") ? "en" : "cn");

export async function loader({ request, params }: LoaderFunctionArgs) {
  if (!devPayAllowed(request)) return notFound();
  const p = await devCheckoutPayment(params.paymentNo ?? "");
  if (!p) return notFound();
  const lang = langOfPath(p.returnPath);
  const t = TEXT[lang];
  const e = escapeHtml;
  const amount = `${formatPrice(p.amount, p.currency, lang)}${p.amountCny != null && p.currency !== "CNY" ? ` (≈ ${formatCny(p.amountCny)})` : ""}`;
  const button = (outcome: string, label: string) =>
    `<form method="post"><input type="hidden" name="outcome" value="${outcome}"><button type="submit" data-testid="dev-pay-${outcome}">${e(label)}</button></form>`;
  const html = `<!DOCTYPE html><html lang="${lang === "en" ? "en" : "zh-CN"}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${e(t.title)}</title></head><body><main data-testid="dev-pay">
<h1>${e(t.title)}</h1><p>${e(t.lead)}</p>
<dl><dt>${e(t.order)}</dt><dd>${e(p.orderNo)}</dd><dt>${e(t.payment)}</dt><dd data-testid="dev-pay-no">${e(p.paymentNo)}</dd>
<dt>${e(t.part)}</dt><dd>${e(p.seq === 0 ? t.upfront : t.instalment(p.seq))}</dd>
<dt>${e(t.amount)}</dt><dd data-testid="dev-pay-amount">${e(amount)}</dd><dt>${e(t.status)}</dt><dd data-testid="dev-pay-status">${e(p.status)}</dd></dl>
${p.status === "pending" ? button("succeed", t.succeed) + button("fail", t.fail) + button("abandon", t.abandon) : `<p>${e(t.closed)}</p>`}
${p.status === "succeeded" ? button("fail_refund", t.failRefund) : ""}
<p><a href="${e(p.returnPath)}">${e(t.back)}</a></p></main></body></html>`;
  // An HTML document of a resource route: its own policy (no script, no style; its forms post here).
  const headers = new Headers({
    ...HEADERS,
    // same-origin, not no-referrer: the key in the address stays on this site, and the outcome
    // forms keep their Origin (a post with Origin "null" is refused as cross-site).
    "Referrer-Policy": "same-origin",
    "Content-Type": "text/html; charset=utf-8",
    "Content-Security-Policy": "default-src 'none'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  });
  // Opened with the key: this browser may come back (from the pay button) without it.
  if (new URL(request.url).searchParams.has("key")) headers.append("Set-Cookie", devKeyCookie());
  return new Response(html, { headers });
}

export async function action({ request, params }: ActionFunctionArgs) {
  if (!devPayAllowed(request)) return notFound();
  const paymentNo = params.paymentNo ?? "";
  const p = await devCheckoutPayment(paymentNo);
  if (!p) return notFound();
  const form = await readForm(request, { resource: true });
  const outcome = String(form.get("outcome") ?? "");
  const wantsHtml = (request.headers.get("accept") ?? "").includes("text/html");
  if (outcome !== "succeed" && outcome !== "fail" && outcome !== "abandon" && outcome !== "fail_refund") {
    return Response.json({ error: "outcome must be succeed, fail, abandon or fail_refund" }, { status: 400, headers: HEADERS });
  }
  if (outcome === "fail_refund") {
    if (!(await devCheckoutFailRefund(paymentNo))) return Response.json({ error: "only a succeeded payment has refunds" }, { status: 409, headers: HEADERS });
  } else if (outcome === "abandon") await abandonPayment(paymentNo);
  else {
    const hook = await devCheckoutWebhook(paymentNo, outcome);
    if (!hook) return notFound();
    // The same door a real provider knocks on: verified, deduplicated and applied there.
    const res = await transport("/rest/payments/webhook/dev", {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": hook.signature },
      body: hook.body,
    });
    if (!res.ok) return Response.json({ error: "the webhook was refused" }, { status: 502, headers: HEADERS });
  }
  if (wantsHtml) return new Response(null, { status: 303, headers: { ...HEADERS, Location: p.returnPath } });
  const after = await devCheckoutPayment(paymentNo);
  return Response.json({ paymentNo, outcome, status: after?.status ?? p.status }, { headers: HEADERS });
}
