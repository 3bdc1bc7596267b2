import { test, expect } from "@playwright/test";
import { setUserCookie } from "./accounts-api";
import { bookableRoom, paidOrder } from "./booking-helpers";
import { expectNoSideways } from "./phone-helpers";

/** The order page of a paid order (statement, hold, refund today, payments, quote) fits a phone: nothing scrolls sideways, in either language. */
for (const lang of ["cn", "en"] as const) {
  test(`the order page at phone width has no horizontal scroll (${lang})`, async ({ page, request, baseURL }) => {
    const room = await bookableRoom(request);
    const { user, orderNo } = await paidOrder(request, room);
    await setUserCookie(page.context(), baseURL!, user);
    await page.goto(`/${lang}/user/order/${orderNo}`);
    await expect(page.getByTestId("hold")).toBeVisible();
    await expect(page.getByTestId("statement")).toBeVisible();
    await expect(page.getByTestId("cancel")).toBeVisible();
    await expectNoSideways(page);
  });
}
