import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from "@playwright/test";
import type { UserInfo } from "#core/user";
import { apiLoginBySms, setUserCookie, signedCall } from "./accounts-api";
import { newMobile } from "./accounts-helpers";
import { E2E_OPERATOR_TOKEN } from "./e2e-env";

/**
 * The roommate board as students use it, in both languages, with and without JavaScript: one
 * student posts (the text shown as text), another browses with the URL filters, opens the post
 * and sends an interest; neither sees the other's WeChat or e-mail anywhere in the HTML until
 * the poster accepts, then both do (My publish, the post page, My roommate). A visitor can read
 * but not contact. Another student reports the post once; staff hide it through the API and its
 * owner sees why.
 */
const P = "/rest/roommate/client";
const TEXT = {
  en: {
    posted: "Your roommate post is online",
    sent: "Interest sent: once accepted, you both see each other's contact details",
    accepted: "Accepted: you can now both see each other's contact details",
    declined: "Interest declined",
    reported: "You reported this post. Thank you.",
    contactRequired: "Please give a WeChat ID or an e-mail address (or both)",
    secondPost: "You already have a roommate post in",
    login: "Log in to tell this student you're interested.",
  },
  cn: {
    posted: "您的室友帖子已发布",
    sent: "意向已发送，对方接受后双方可以看到彼此的联系方式",
    accepted: "已接受，双方现在可以看到彼此的联系方式",
    declined: "已拒绝该意向",
    reported: "您已举报这条帖子，感谢反馈。",
    contactRequired: "请至少填写微信号或邮箱中的一项",
    secondPost: "已有一条室友帖子",
    login: "登录后可以告诉这位同学您有意合租。",
  },
} as const;

type Lang = "cn" | "en";
type Student = { user: UserInfo; context: BrowserContext; page: Page };

async function student(browser: Browser, request: APIRequestContext, baseURL: string, js: boolean): Promise<Student> {
  const user = await apiLoginBySms(request, newMobile());
  const context = await browser.newContext({ javaScriptEnabled: js });
  await setUserCookie(context, baseURL, user);
  return { user, context, page: await context.newPage() };
}

/** A real city with schools (the first one the post form offers that has some). */
async function cityWithSchools(request: APIRequestContext): Promise<{ id: number; name: string; schoolId: number }> {
  const countries = (await signedCall(request, `${P}/cities`, {}, { language: "en" })).data.countries as { cities: { id: number; name: string }[] }[];
  for (const c of countries.flatMap((x) => x.cities)) {
    const schools = (await signedCall(request, "/rest/building/client/school/list", { cityId: c.id, limit: 5 })).data.list as { id: number }[];
    if (schools.length) return { id: c.id, name: c.name, schoolId: schools[0].id };
  }
  throw new Error("no city with schools");
}

const uid = () => Math.random().toString(36).slice(2, 8);
const toast = (page: Page) => page.getByTestId("toast");

/** Fills and sends the post form at /user/publish/new (the school through the no-JS round trip when JavaScript is off). */
async function publish(page: Page, lang: Lang, js: boolean, city: { id: number; schoolId: number }, post: { content: string; wechat: string; email: string }) {
  await page.goto(`/${lang}/user/publish/new`);
  // With JavaScript, the city's schools load once the page has hydrated.
  if (js) await page.waitForFunction(() => "__remixRouter" in window);
  const form = page.getByTestId("roommate-post-form");
  await form.getByTestId("post-city").selectOption(String(city.id));
  if (!js) await form.getByTestId("post-load-schools").click();
  await expect(page.getByTestId("post-school").locator(`option[value="${city.schoolId}"]`)).toHaveCount(1);
  await page.getByTestId("post-school").selectOption(String(city.schoolId));
  await page.getByTestId("post-month").selectOption({ index: 2 });
  await page.getByTestId("post-budget-input").fill("950");
  if (js) await expect(page.getByTestId("post-budget-estimate")).toContainText("¥");
  await page.getByTestId("post-room-type").selectOption("private_room");
  await page.getByTestId("post-habits").locator('input[value="quiet"]').check();
  await page.getByTestId("post-habits").locator('input[value="non_smoker"]').check();
  await page.getByTestId("post-languages").locator('input[value="zh"]').check();
  await page.getByTestId("post-languages").locator('input[value="en"]').check();
  await page.getByTestId("post-content-input").fill(post.content);
  // No contact at first: the shared rule answers, with or without JavaScript.
  await page.getByTestId("post-email").fill("");
  await page.getByTestId("post-submit").click();
  await expect(page.getByTestId("roommate-post-form")).toContainText(TEXT[lang].contactRequired);
  await page.getByTestId("post-wechat").fill(post.wechat);
  await page.getByTestId("post-email").fill(post.email);
  await page.getByTestId("post-submit").click();
  await expect(toast(page)).toContainText(TEXT[lang].posted);
  await expect(page).toHaveURL(new RegExp(`/${lang}/user/publish#post-`));
  const item = page.getByTestId("my-post").first();
  await expect(item).toHaveAttribute("data-status", "live");
  return (await item.getAttribute("data-code"))!;
}

for (const lang of ["en", "cn"] as const) {
  for (const js of [true, false]) {
    test(`two students post, browse, express interest and see each other's contact only after both agree (${lang}, ${js ? "JavaScript" : "no JavaScript"})`, async ({ browser, request, baseURL }) => {
      const city = await cityWithSchools(request);
      const alice = await student(browser, request, baseURL!, js);
      const bob = await student(browser, request, baseURL!, js);
      const tag = uid();
      const alicePost = { content: `Quiet student <img src=x onerror="window.__xss=1"> <b>not bold</b> ${tag}`, wechat: `wxalice${tag}`, email: `alice-${tag}@example.com` };
      const bobContact = { wechat: `wxbob${tag}`, email: `bob-${tag}@example.com` };
      const secrets = [alicePost.wechat, alicePost.email, bobContact.wechat, bobContact.email];

      const code = await publish(alice.page, lang, js, city, alicePost);
      // A second post in the same city is refused, naming it.
      await alice.page.goto(`/${lang}/user/publish/new?cityId=${city.id}`);
      await alice.page.getByTestId("post-month").selectOption({ index: 1 });
      await alice.page.getByTestId("post-budget-input").fill("800");
      await alice.page.getByTestId("post-room-type").selectOption("any");
      await alice.page.getByTestId("post-languages").locator('input[value="en"]').check();
      await alice.page.getByTestId("post-content-input").fill("A second post in the same city.");
      await alice.page.getByTestId("post-email").fill(`again-${tag}@example.com`);
      await alice.page.getByTestId("post-submit").click();
      await expect(alice.page.getByTestId("form-error")).toContainText(TEXT[lang].secondPost);

      // Bob browses: the filter form puts the city in the URL; the post's text is text.
      await bob.page.goto(`/${lang}/roommates`);
      await bob.page.getByTestId("filter-city").selectOption(String(city.id));
      await bob.page.getByTestId("filter-apply").click();
      await expect(bob.page).toHaveURL(new RegExp(`/${lang}/roommates\\?city=${city.id}`));
      const card = bob.page.locator(`[data-testid="roommate-post"][data-code="${code}"]`);
      await expect(card).toBeVisible();
      await expect(card.getByTestId("post-content")).toHaveText(alicePost.content);
      await expect(card.getByTestId("post-budget")).toContainText("950");
      await expect(card.locator("img")).toHaveCount(0);
      for (const secret of secrets) expect(await bob.page.content()).not.toContain(secret);
      // The school filter narrows to posts near that school.
      await bob.page.getByTestId("filter-school").selectOption(String(city.schoolId));
      await bob.page.getByTestId("filter-apply").click();
      await expect(bob.page).toHaveURL(new RegExp(`school=${city.schoolId}`));
      await expect(card).toBeVisible();

      await card.getByRole("link").first().click();
      await expect(bob.page).toHaveURL(new RegExp(`/${lang}/roommates/${code}$`));
      await expect(bob.page.getByTestId("roommate-post-page").getByTestId("post-content")).toHaveText(alicePost.content);
      await bob.page.getByTestId("interest-message-input").fill(`Hi, I'm tidy too ${tag}`);
      await bob.page.getByTestId("interest-wechat").fill(bobContact.wechat);
      await bob.page.getByTestId("interest-email").fill(bobContact.email);
      await bob.page.getByTestId("interest-submit").click();
      await expect(toast(bob.page)).toContainText(TEXT[lang].sent);
      await expect(bob.page.getByTestId("my-interest")).toHaveAttribute("data-status", "pending");
      // Before Alice agrees: neither contact in any page either of them can open.
      for (const path of [`/${lang}/roommates/${code}`, `/${lang}/user/roommates`, `/${lang}/roommates?city=${city.id}`]) {
        await bob.page.goto(path);
        const html = await bob.page.content();
        for (const secret of [alicePost.wechat, alicePost.email]) expect(html, `${path} shows Alice's contact`).not.toContain(secret);
      }
      await alice.page.goto(`/${lang}/user/publish`);
      const received = alice.page.getByTestId("received-interest").filter({ hasText: tag });
      await expect(received).toHaveAttribute("data-status", "pending");
      await expect(received.getByTestId("interest-message")).toHaveText(`Hi, I'm tidy too ${tag}`);
      for (const secret of [bobContact.wechat, bobContact.email]) expect(await alice.page.content()).not.toContain(secret);

      // A visitor reads the post, is asked to log in, and sees no contact.
      const visitor = await browser.newContext({ javaScriptEnabled: js });
      const vpage = await visitor.newPage();
      await vpage.goto(`/${lang}/roommates/${code}`);
      await expect(vpage.getByTestId("roommate-post-page")).toBeVisible();
      await expect(vpage.getByText(TEXT[lang].login)).toBeVisible();
      await expect(vpage.getByTestId("interest-form")).toHaveCount(0);
      for (const secret of secrets) expect(await vpage.content()).not.toContain(secret);
      await visitor.close();

      // Alice accepts: both now see the other's contact details.
      await received.getByTestId("interest-accept").click();
      await expect(toast(alice.page)).toContainText(TEXT[lang].accepted);
      const accepted = alice.page.getByTestId("received-interest").filter({ hasText: tag });
      await expect(accepted).toHaveAttribute("data-status", "accepted");
      await expect(accepted.getByTestId("sender-contact")).toContainText(bobContact.wechat);
      await expect(accepted.getByTestId("sender-contact")).toContainText(bobContact.email);
      await alice.page.goto(`/${lang}/user/roommates`);
      await expect(alice.page.getByTestId("roommate-match").getByTestId("match-contact")).toContainText(bobContact.wechat);

      await bob.page.goto(`/${lang}/roommates/${code}`);
      await expect(bob.page.getByTestId("my-interest")).toHaveAttribute("data-status", "accepted");
      await expect(bob.page.getByTestId("poster-contact")).toContainText(alicePost.wechat);
      await expect(bob.page.getByTestId("poster-contact")).toContainText(alicePost.email);
      await bob.page.goto(`/${lang}/user/roommates`);
      await expect(bob.page.getByTestId("roommate-match").getByTestId("match-contact")).toContainText(alicePost.email);
      await expect(bob.page.getByTestId("sent-interest").filter({ hasText: tag })).toHaveAttribute("data-status", "accepted");

      if (js) expect(await bob.page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
      await alice.context.close();
      await bob.context.close();
    });
  }
}

test("decline, report once, staff hide with a reason the owner sees; close and reopen (en and cn, without JavaScript)", async ({ browser, request, baseURL }) => {
  const city = await cityWithSchools(request);
  const owner = await student(browser, request, baseURL!, false);
  const carol = await student(browser, request, baseURL!, false);
  const tag = uid();
  const code = await publish(owner.page, "cn", false, city, { content: `Looking for a flatmate ${tag}`, wechat: `wxowner${tag}`, email: `owner-${tag}@example.com` });

  // Carol sends an interest; the owner declines: no contact for either.
  await carol.page.goto(`/en/roommates/${code}`);
  await carol.page.getByTestId("interest-message-input").fill("Hello there");
  await carol.page.getByTestId("interest-email").fill(`carol-${tag}@example.com`);
  await carol.page.getByTestId("interest-submit").click();
  await expect(toast(carol.page)).toContainText(TEXT.en.sent);
  await owner.page.goto("/en/user/publish");
  await owner.page.getByTestId("received-interest").getByTestId("interest-decline").click();
  await expect(toast(owner.page)).toContainText(TEXT.en.declined);
  await expect(owner.page.getByTestId("received-interest")).toHaveAttribute("data-status", "declined");
  expect(await owner.page.content()).not.toContain(`carol-${tag}@example.com`);
  await carol.page.goto(`/cn/roommates/${code}`);
  await expect(carol.page.getByTestId("my-interest")).toHaveAttribute("data-status", "declined");
  expect(await carol.page.content()).not.toContain(`owner-${tag}@example.com`);

  // Carol reports it once: the form, then "you reported".
  await carol.page.getByTestId("report-open").click();
  await carol.page.getByTestId("report-submit").click();
  await expect(carol.page.getByTestId("report-form")).toContainText("请选择举报原因");
  await carol.page.getByTestId("report-reason").selectOption("scam");
  await carol.page.getByTestId("report-text").fill("Asks for a deposit first");
  await carol.page.getByTestId("report-submit").click();
  await expect(carol.page.getByTestId("post-reported")).toHaveText(TEXT.cn.reported);
  await expect(carol.page.getByTestId("report-form")).toHaveCount(0);

  // Staff see the report and hide the post through the API.
  const reports = await signedCall(request, "/rest/ops/roommate/reports", { operatorToken: E2E_OPERATOR_TOKEN, pageSize: 100 }, { language: "en" });
  expect(reports.data.list.find((x: { postCode: string }) => x.postCode === code)).toMatchObject({ reportCount: 1, reports: [{ reason: "scam", text: "Asks for a deposit first" }] });
  const hidden = await signedCall(request, "/rest/ops/roommate/hide", { operatorToken: E2E_OPERATOR_TOKEN, postCode: code, reason: "Deposit scam reported" }, { language: "en" });
  expect(hidden.data).toEqual({ postCode: code, hidden: true, status: "hidden" });
  const gone = await carol.page.goto(`/en/roommates/${code}`);
  expect(gone?.status()).toBe(404);
  await carol.page.goto(`/en/roommates?city=${city.id}`);
  await expect(carol.page.locator(`[data-testid="roommate-post"][data-code="${code}"]`)).toHaveCount(0);
  await owner.page.goto("/en/user/publish");
  await expect(owner.page.getByTestId("post-hidden-reason")).toHaveText("Our staff hid this post. Reason: Deposit scam reported");
  await expect(owner.page.getByTestId("post-edit")).toHaveCount(0);

  // Shown again, then closed and reopened by its owner.
  await signedCall(request, "/rest/ops/roommate/hide", { operatorToken: E2E_OPERATOR_TOKEN, postCode: code, hidden: 0 });
  await owner.page.goto("/cn/user/publish");
  await owner.page.getByTestId("post-close").click();
  await expect(owner.page.getByTestId("my-post")).toHaveAttribute("data-status", "closed");
  expect((await carol.page.goto(`/en/roommates/${code}`))?.status()).toBe(404);
  await owner.page.getByTestId("post-reopen").click();
  await expect(owner.page.getByTestId("my-post")).toHaveAttribute("data-status", "live");
  expect((await carol.page.goto(`/en/roommates/${code}`))?.status()).toBe(200);

  // Its owner edits it in place: the same form, filled; the same post, changed.
  await owner.page.getByTestId("post-edit").click();
  await expect(owner.page).toHaveURL(new RegExp(`/cn/user/publish/${code}$`));
  await expect(owner.page.getByTestId("post-content-input")).toHaveValue(`Looking for a flatmate ${tag}`);
  await expect(owner.page.getByTestId("post-habits").locator('input[value="quiet"]')).toBeChecked();
  await owner.page.getByTestId("post-budget-input").fill("1234");
  await owner.page.getByTestId("post-submit").click();
  await expect(toast(owner.page)).toContainText("您的室友帖子已更新");
  await expect(owner.page.getByTestId("my-post")).toHaveCount(1);
  await expect(owner.page.getByTestId("my-post").getByTestId("post-budget")).toContainText("1,234");
  await owner.context.close();
  await carol.context.close();
});

test("the board pages through the URL, and a visitor's board is never a stale copy (no JavaScript)", async ({ browser, request }) => {
  const city = await cityWithSchools(request);
  // A month no other test posts for: eleven posts in the city for it.
  const now = new Date();
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 11, 1)).toISOString().slice(0, 7);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/en/roommates");
  const before = await page.getByTestId("board-count").textContent();
  const codes: string[] = [];
  for (let i = 0; i < 11; i++) {
    const poster = await apiLoginBySms(request, newMobile());
    const saved = await signedCall(
      request,
      `${P}/post/save`,
      { cityId: city.id, month, budget: 700 + i, roomType: "any", languages: "en", content: `Board page test post number ${i}`, email: `page-${i}-${uid()}@example.com` },
      { token: poster.token, language: "en" },
    );
    expect(saved.code, saved.msg).toBe(0);
    codes.push(saved.data.post.code);
  }
  // The same visitor URL again: the new posts are counted (the board's pages are not kept).
  await page.goto("/en/roommates");
  expect(await page.getByTestId("board-count").textContent()).not.toBe(before);

  await page.goto(`/en/roommates?city=${city.id}&month=${month}`);
  await expect(page.getByTestId("board-count")).toHaveText("11 posts");
  await expect(page.getByTestId("roommate-post")).toHaveCount(10);
  await page.getByTestId("pagination").getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(new RegExp(`/en/roommates\\?city=${city.id}&month=${month}&page=2$`));
  await expect(page.getByTestId("roommate-post")).toHaveCount(1);
  // Newest first: the first post is the last one on page 2.
  await expect(page.getByTestId("roommate-post")).toHaveAttribute("data-code", codes[0]);
  await context.close();
});
