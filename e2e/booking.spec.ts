import { expect, test } from "@playwright/test";
import { signedCall } from "./accounts-api";
import { bookableRoom, stockOf } from "./booking-helpers";
import { E2E_OPERATOR_TOKEN, E2E_OUTBOX_KEY } from "./e2e-env";
import { fillApplication, login, noJsPage } from "./student-helpers";

/**
 * Booking on a fresh site with no payment provider: a student applies (the quote locked), staff
 * approve (a unit of the room is taken: availability drops by one), the order shows the quote the
 * student saw, the student pays the upfront part through the development checkout (/dev/pay,
 * opened by this browser after it used the dev outbox with its key) — with and without
 * JavaScript, a failed attempt first in the latter — the order is paid and held by StudyNest,
 * and the receipt downloads as a PDF.
 */
for (const js of [true, false]) {
  test(`apply, approval, the quote on the order, pay through the development checkout, held, receipt (JavaScript ${js ? "on" : "off"})`, async ({ page, browser, request }) => {
    const room = await bookableRoom(request);
    await login(page, "/en/sitemap");
    // As a developer does: the outbox opened with its key; the checkout then lets this browser in.
    await page.goto(`/dev/outbox?key=${E2E_OUTBOX_KEY}`);
    const p = js ? page : await noJsPage(browser, page);

    await p.goto(`/en/apartment/${room.buildingCode}/room/${room.roomCode}/apply`);
    await fillApplication(p.getByTestId("apply-form"), {
      mobile: "13800138000",
      paymentPlan: "term",
      legalName: "Li Lei",
      chineseName: "李雷",
      dateOfBirth: "2004-02-01",
      nationality: "CN",
      university: "University College London",
      course: "MSc Finance",
      yearOfStudy: "masters",
      address: "北京市海淀区中关村大街 1 号",
    });
    await p.getByTestId("apply-agree").check();
    await p.getByTestId("apply-submit").click();
    await expect(p).toHaveURL(/\/en\/user\/application\/A\w+$/);
    const applyCode = p.url().split("/").at(-1)!;
    const quoted = (await p.getByTestId("quote-total").textContent())!;
    const upfront = (await p.getByTestId("schedule-amount").first().textContent())!;

    const before = await stockOf(request, room.buildingCode, room.roomCode);
    const approved = await signedCall(request, "/rest/ops/intent/status", { operatorToken: E2E_OPERATOR_TOKEN, applyCode, status: "approved" });
    expect(approved.code, approved.msg).toBe(0);
    const orderNo = approved.data.orderNo as string;
    await expect.poll(() => stockOf(request, room.buildingCode, room.roomCode)).toBe(before - 1);

    await p.reload();
    await p.getByRole("link", { name: orderNo }).click();
    await expect(p).toHaveURL(new RegExp(`/en/user/order/${orderNo}$`));
    await expect(p.getByTestId("quote-total")).toHaveText(quoted);
    const pay = p.getByTestId("pay-button");
    await expect(pay).toContainText(upfront.replace(/\s*≈.*$/, "").trim());
    await expect(p.getByTestId("pay-cny")).toContainText(/≈ ¥[\d,]+ at the locked rate/);

    if (!js) {
      // A failed attempt: back on the order, told so, the button still there.
      await pay.click();
      await expect(p).toHaveURL(/\/dev\/pay\/P\w+$/);
      await p.getByTestId("dev-pay-fail").click();
      await expect(p).toHaveURL(new RegExp(`/en/user/order/${orderNo}$`));
      await expect(p.getByTestId("pay-failed")).toBeVisible();
    }
    await p.getByTestId("pay-button").click();
    await expect(p).toHaveURL(/\/dev\/pay\/P\w+$/);
    await expect(p.getByTestId("dev-pay-amount")).toContainText(upfront.replace(/\s*≈.*$/, "").trim());
    await p.getByTestId("dev-pay-succeed").click();
    await expect(p).toHaveURL(new RegExp(`/en/user/order/${orderNo}$`));
    await expect(p.getByTestId("status").first()).toHaveAttribute("data-status", "paid");
    await expect(p.getByTestId("hold")).toContainText("Held by StudyNest");
    await expect(p.getByTestId("hold-rule")).toContainText("48 hours after you check in");
    await expect(p.getByTestId("pay-button")).toContainText(/Pay/); // the first instalment is next
    await expect(p.getByTestId("statement-part").first()).toHaveAttribute("data-status", "paid");
    expect(await stockOf(request, room.buildingCode, room.roomCode)).toBe(before - 1);

    const href = await p.getByTestId("receipt-link").getAttribute("href");
    const pdf = await p.context().request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
    if (!js) await p.context().close();
  });
}
