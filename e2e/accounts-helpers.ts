import { expect, type Page, type APIRequestContext } from "@playwright/test";
import { E2E_OUTBOX_KEY } from "./e2e-env";

/** Helpers for the account specs: codes and captcha answers come from /dev/outbox.json. */
export type OutboxEntry = { kind: string; to: string; code: string; text: string; at: string };

export const newMobile = () => `137${String(Math.floor(10_000_000 + Math.random() * 89_999_999))}`;

export async function outbox(request: APIRequestContext): Promise<OutboxEntry[]> {
  const res = await request.get("/dev/outbox.json", { headers: { "x-outbox-key": E2E_OUTBOX_KEY } });
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as OutboxEntry[];
}

export async function waitForCode(request: APIRequestContext, kind: "sms" | "email" | "captcha", to: string): Promise<string> {
  let code = "";
  await expect
    .poll(async () => {
      code = (await outbox(request)).find((e) => e.kind === kind && e.to === to)?.code ?? "";
      return code;
    })
    .not.toBe("");
  return code;
}

/** Clicks get-code, solves the slider with the answer from the outbox, and waits for the send. */
export async function getCodeWithSlider(page: Page) {
  await page.getByTestId("get-code").click();
  const captcha = page.getByTestId("captcha");
  await expect(captcha).toBeVisible();
  await expect(captcha).not.toHaveAttribute("data-captcha-id", "");
  const id = (await captcha.getAttribute("data-captcha-id"))!;
  const answer = await waitForCode(page.request, "captcha", id);
  await expect(page.getByTestId("captcha-slider")).toBeEnabled();
  await page.getByTestId("captcha-slider").fill(answer);
  await expect(captcha).toBeHidden();
}

/** Waits until the dialog's form is hydrated (it then carries `_js=1`). */
export async function hydrated(page: Page) {
  await expect(page.locator('form[data-testid="login-form"] input[name="_js"]')).toHaveCount(1);
}
