import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { apiLoginBySms, setUserCookie, signedCall, U } from "./accounts-api";
import { newMobile } from "./accounts-helpers";
import { expectApplication, fillApplication, findRoom, resident, TYPED_APPLICATION } from "./student-helpers";

/**
 * Nothing a student typed is lost when the session ends before the send (app/lib/form-draft.server.ts):
 * the send asks to log in on the same page, and once the student is back the form is there,
 * filled in, ready to send again — with and without JavaScript, whether the browser lost the
 * session (cookie gone) or the server ended it (the API answers "not logged in").
 */
const remixReady = (page: Page) => page.waitForFunction(() => "__remixRouter" in window);

const PASSWORD = "draft1234";

/** A student with a password (a second SMS code to the same number would wait out its resend interval). */
async function student(request: APIRequestContext) {
  const mobile = newMobile();
  const user = await apiLoginBySms(request, mobile);
  const set = await signedCall(request, `${U}/user/updatePwd`, { newPassword: PASSWORD }, { token: user.token });
  expect(set.code, set.msg).toBe(0);
  return { mobile, user: { ...user, token: set.data?.token ?? user.token } };
}

/** The login dialog, asked for by the send, as the same student again (mobile and password). */
async function logInAgain(page: Page, mobile: string, js = true) {
  await expect(page.getByTestId("login-dialog")).toBeVisible();
  if (js) await expect(page.locator('form[data-testid="login-form"] input[name="_js"]')).toHaveCount(1);
  await page.getByTestId("to-mobilePwd").click();
  await expect(page.getByTestId("login-dialog")).toHaveAttribute("data-view", "LoginByMobilePwd");
  await page.getByTestId("mobile").fill(mobile);
  await page.getByTestId("password").fill(PASSWORD);
  await page.getByTestId("login-submit").click();
  await expect(page.getByTestId("login-dialog")).toHaveCount(0);
  await expect(page.getByTestId("user-name")).toBeVisible();
}

test("online service with JavaScript: the session cookie is gone when the message is sent → log in → the message is still there → sent", async ({ page, request, baseURL }) => {
  const { mobile, user } = await student(request);
  await setUserCookie(page.context(), baseURL!, user);
  await page.goto("/en/user/service");
  await remixReady(page);
  await page.getByTestId("service-content").fill("Hello, a question about my room.");
  await page.getByTestId("service-send").click();
  await expect(page).toHaveURL(/\/en\/user\/service\?c=\d+/);
  const conversation = new URL(page.url()).searchParams.get("c");

  const text = "Can I move in on 28 August? 可以 8 月 28 日入住吗？\nThanks";
  await page.getByTestId("service-content").fill(text);
  await page.context().clearCookies({ name: "user" });
  await page.getByTestId("service-send").click();
  // Asked to log in on the same conversation.
  await expect(page).toHaveURL(new RegExp(`/en/user/service\\?c=${conversation}&login=sms&report=1$`));
  await logInAgain(page, mobile);
  await expect(page).toHaveURL(new RegExp(`/en/user/service\\?c=${conversation}`));
  await expect(page.getByTestId("service-content")).toHaveValue(text);
  await remixReady(page);
  await page.getByTestId("service-send").click();
  const mine = page.getByTestId("service-message-student");
  await expect(mine).toHaveCount(2);
  await expect(mine.last().locator("p")).toHaveText(text);
  await expect(page.getByTestId("service-content")).toHaveValue("");
  // Given back once: the page opened again starts empty.
  await page.reload();
  await expect(page.getByTestId("service-content")).toHaveValue("");
  expect((await page.context().cookies()).some((c) => c.name === "form_draft")).toBe(false);
});

test("online service without JavaScript: the server ended the session → log in → the message is still there → sent", async ({ browser, request, baseURL }) => {
  const { mobile, user } = await student(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  await setUserCookie(context, baseURL!, user);
  const page = await context.newPage();
  await page.goto("/cn/user/service");
  const text = "押金什么时候退？<b>不是粗体</b>";
  await page.getByTestId("service-content").fill(text);
  // Logged out elsewhere: the browser still has its cookie, the API no longer knows the token.
  expect((await signedCall(request, `${U}/logout`, {}, { token: user.token })).code).toBe(0);
  await page.getByTestId("service-send").click();
  // The new conversation's page, asking to log in.
  await expect(page).toHaveURL(/\/cn\/user\/service\?new=1&login=sms&report=1$/);
  await expect(page.getByTestId("toast")).toContainText("用户信息已失效");
  await logInAgain(page, mobile, false);
  await expect(page).toHaveURL(/\/cn\/user\/service\?new=1$/);
  await expect(page.getByTestId("service-content")).toHaveValue(text);
  await page.getByTestId("service-send").click();
  await expect(page).toHaveURL(/\/cn\/user\/service\?c=\d+/);
  await expect(page.getByTestId("service-message-student").locator("p")).toHaveText(text);
  await context.close();
});

test("a room application with JavaScript: every answer survives the session ending; consent is asked again", async ({ page, request, baseURL }) => {
  const { buildingCode, roomCode } = await findRoom(request);
  const { mobile, user } = await student(request);
  await setUserCookie(page.context(), baseURL!, user);
  const path = `/cn/apartment/${buildingCode}/room/${roomCode}/apply`;
  await page.goto(path);
  await remixReady(page);
  const form = page.getByTestId("apply-form");
  const tenancy = form.locator('input[name="tenancyCode"]:not([disabled])').last();
  const tenancyCode = (await tenancy.getAttribute("value"))!;
  await tenancy.check();
  await fillApplication(form, TYPED_APPLICATION);
  await page.getByTestId("apply-agree").check();
  await page.context().clearCookies({ name: "user" });
  await page.getByTestId("apply-submit").click();

  await expect(page).toHaveURL(new RegExp(`${path}\\?login=sms&report=1$`));
  await logInAgain(page, mobile);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(form.locator(`input[name="tenancyCode"][value="${tenancyCode}"]`)).toBeChecked();
  await expectApplication(form, TYPED_APPLICATION);
  // Consent is given again, never carried over.
  await expect(page.getByTestId("apply-agree")).not.toBeChecked();
  await remixReady(page);
  await page.getByTestId("apply-agree").check();
  await page.getByTestId("apply-submit").click();
  await expect(page).toHaveURL(/\/cn\/user\/application\/A\w+$/);
  await expect(page.getByTestId("status").first()).toHaveAttribute("data-status", "submitted");
});

test("a review without JavaScript: scores and text survive the session ending → log in → published", async ({ browser, request, baseURL }) => {
  const room = await findRoom(request);
  const { user: resident_ } = await resident(request, room, ["paid", "checked_in"]);
  const set = await signedCall(request, `${U}/user/updatePwd`, { newPassword: PASSWORD }, { token: resident_.token });
  expect(set.code, set.msg).toBe(0);
  const context = await browser.newContext({ javaScriptEnabled: false });
  await setUserCookie(context, baseURL!, { ...resident_, token: set.data.token });
  const page = await context.newPage();
  await page.goto(`/en/apartment/${room.buildingCode}`);
  const write = page.getByTestId("review-write");
  for (const [name, score] of [["rating", 5], ["location", 4], ["value", 3], ["management", 5], ["facilities", 2]] as const) {
    await write.getByTestId(`score-${name}`).getByRole("radio", { name: `${score} out of 5` }).check();
  }
  const text = `Quiet rooms, slow laundry — 洗衣房太慢. ${Date.now()}`;
  await write.locator("textarea").fill(text);
  await context.clearCookies({ name: "user" });
  await write.getByTestId("review-submit").click();

  const path = `/en/apartment/${room.buildingCode}/review`;
  await expect(page).toHaveURL(new RegExp(`${path}\\?login=sms&report=1$`));
  await logInAgain(page, resident_.mobile!, false);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  const again = page.getByTestId("review-form");
  await expect(again.locator("textarea")).toHaveValue(text);
  await expect(again.getByTestId("score-value").getByRole("radio", { name: "3 out of 5" })).toBeChecked();
  await expect(again.getByTestId("score-facilities").getByRole("radio", { name: "2 out of 5" })).toBeChecked();
  await again.getByTestId("review-submit").click();
  await page.goto(`/en/apartment/${room.buildingCode}#reviews`);
  await expect(page.getByTestId("my-review")).toContainText(text);
  await context.close();
});

test("a roommate post without JavaScript: the city, its school and every choice survive the session ending", async ({ browser, request, baseURL }) => {
  const { mobile, user } = await student(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  await setUserCookie(context, baseURL!, user);
  const page = await context.newPage();
  await page.goto("/cn/user/publish/new");
  const form = page.getByTestId("roommate-post-form");
  const city = await form.getByTestId("post-city").locator("option:not([value=''])").first().getAttribute("value");
  await form.getByTestId("post-city").selectOption(city!);
  await form.getByTestId("post-load-schools").click();
  const school = await page.getByTestId("post-school").locator("option:not([value=''])").first().getAttribute("value");
  await page.getByTestId("post-school").selectOption(school!);
  await page.getByTestId("post-month").selectOption({ index: 2 });
  const month = await page.getByTestId("post-month").inputValue();
  await page.getByTestId("post-budget-input").fill("950");
  await page.getByTestId("post-room-type").selectOption("private_room");
  await page.getByTestId("post-habits").locator('input[value="quiet"]').check();
  await page.getByTestId("post-languages").locator('input[value="zh"]').check();
  await page.getByTestId("post-languages").locator('input[value="en"]').check();
  const text = `找一位安静的室友，一起租两居室。${Date.now()}`;
  await page.getByTestId("post-content-input").fill(text);
  await page.getByTestId("post-wechat").fill("wx_draft");
  await context.clearCookies({ name: "user" });
  await page.getByTestId("post-submit").click();

  await expect(page).toHaveURL(/\/cn\/user\/publish\/new\?login=sms&report=1$/);
  await logInAgain(page, mobile, false);
  await expect(page).toHaveURL(/\/cn\/user\/publish\/new$/);
  await expect(page.getByTestId("post-city")).toHaveValue(city!);
  await expect(page.getByTestId("post-month")).toHaveValue(month);
  await expect(page.getByTestId("post-budget-input")).toHaveValue("950");
  await expect(page.getByTestId("post-room-type")).toHaveValue("private_room");
  await expect(page.getByTestId("post-habits").locator('input[value="quiet"]')).toBeChecked();
  await expect(page.getByTestId("post-languages").locator('input[value="zh"]')).toBeChecked();
  await expect(page.getByTestId("post-languages").locator('input[value="en"]')).toBeChecked();
  await expect(page.getByTestId("post-content-input")).toHaveValue(text);
  await expect(page.getByTestId("post-wechat")).toHaveValue("wx_draft");
  // The school comes back too: the page lists the schools of the draft's city.
  await expect(page.getByTestId("post-school")).toHaveValue(school!);
  await page.getByTestId("post-submit").click();
  await expect(page).toHaveURL(/\/cn\/user\/publish#post-/);
  await expect(page.getByTestId("my-post").first()).toContainText(text);
  await context.close();
});
