import { createCookie } from "@remix-run/node";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { apiLoginBySms, setUserCookie, signedCall } from "./accounts-api";
import { newMobile, waitForCode } from "./accounts-helpers";
import { E2E_SECRETS } from "./e2e-env";

/**
 * The picture check of the open forms in a real browser, with and without JavaScript: after a
 * burst of sends from one account (5 feedbacks an hour at the default cap; the suite lifts only
 * the per-address cap, since every browser shares 127.0.0.1), the next send comes back with
 * everything typed still in the form and the picture check under it; the letters get it through.
 */
const captchaCookie = createCookie("captcha_id", { secrets: [E2E_SECRETS.session] });

/** The challenge id behind the picture the page shows (a signed cookie set with the picture). */
async function shownChallenge(context: BrowserContext): Promise<string> {
  let id = "";
  await expect
    .poll(async () => {
      const cookie = (await context.cookies()).find((c) => c.name === "captcha_id");
      id = cookie ? ((await captchaCookie.parse(`captcha_id=${cookie.value}`)) as string) : "";
      return id;
    })
    .not.toBe("");
  return id;
}

async function busyStudent(page: Page, baseURL: string) {
  const user = await apiLoginBySms(page.request, newMobile());
  const cate = (await signedCall(page.request, "/feedback/client/type/list")).data.list[0].id;
  for (let i = 0; i < 5; i++) {
    const sent = await signedCall(page.request, "/feedback/client/add", { cate, content: `Note ${i}` }, { token: user.token });
    expect(sent.code, sent.msg).toBe(0);
  }
  await setUserCookie(page.context(), baseURL, user);
  return cate;
}

for (const js of [true, false]) {
  test(`feedback after a burst: the form comes back filled with the picture check; the letters send it (${js ? "JavaScript" : "no JavaScript"})`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: js });
    const page = await context.newPage();
    try {
      await busyStudent(page, baseURL!);
      await page.goto("/en/sitemap?dialog=feedback");
      const dialog = page.getByTestId("feedback-dialog");
      await dialog.locator('select[name="cate"]').selectOption({ index: 1 });
      const typed = "The search page forgets my filters when I go back.";
      await dialog.locator('textarea[name="content"]').fill(typed);
      await page.getByTestId("feedback-submit").click();

      await expect(page.getByTestId("form-check")).toBeVisible();
      await expect(page.getByTestId("form-check-image")).toHaveJSProperty("complete", true);
      await expect(page.locator('textarea[name="content"]')).toHaveValue(typed);

      // Wrong letters: asked again, nothing lost.
      await page.getByTestId("form-check-input").fill("zzzz");
      await page.getByTestId("feedback-submit").click();
      await expect(page.getByTestId("form-check-error")).toBeVisible();
      await expect(page.getByTestId("form-check-image")).toHaveJSProperty("complete", true);
      await expect(page.locator('textarea[name="content"]')).toHaveValue(typed);

      const answer = await waitForCode(page.request, "captcha", await shownChallenge(context));
      await page.getByTestId("form-check-input").fill(answer);
      await page.getByTestId("feedback-submit").click();
      await expect(page.getByTestId("feedback-success")).toContainText("Your feedback has been submitted");
    } finally {
      await context.close();
    }
  });
}
