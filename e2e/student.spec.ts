import { expect, test } from "@playwright/test";
import { fillApplication, findRoom, login, noJsPage, TYPED_APPLICATION } from "./student-helpers";

/**
 * The student area: the /user pages behind login, the cooperation and feedback
 * dialogs, the room application, and the same forms without JavaScript.
 */
test.describe("visitors", () => {
  test("/cn/user/profiles opens the login dialog on the same page", async ({ page }) => {
    await page.goto("/cn/user/profiles");
    await expect(page).toHaveURL(/\/cn\/user\/profiles\?login=sms/);
    await expect(page.getByTestId("login-dialog")).toBeVisible();
  });

  test("house cooperation and feedback open the login dialog for a visitor", async ({ page }) => {
    await page.goto("/cn/sitemap");
    await page.getByTestId("tab-cooperation").click();
    await expect(page.getByTestId("login-dialog")).toBeVisible();
    await expect(page.getByTestId("cooperation-dialog")).toHaveCount(0);
  });
});

test.describe("logged in", () => {
  test("cooperation dialog: each rule shows its message; a valid send closes it with submit_success", async ({ page }) => {
    await login(page);
    await page.getByTestId("tab-cooperation").click();
    const dialog = page.getByTestId("cooperation-dialog");
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((el) => el.tagName === "DIALOG" && el.matches(":modal"))).toBe(true);
    await expect(dialog).toHaveCSS("max-width", "650px");
    await page.getByTestId("coop-submit").click();
    await expect(page.getByTestId("error-city")).toHaveText("请选择城市");
    await expect(page.getByTestId("error-houseInfo")).toHaveText("请填写房源名称或地址");
    await expect(page.getByTestId("error-name")).toHaveText("请填写 1-20 个字符的姓名");
    await expect(page.getByTestId("error-mobile")).toHaveText("请填写 2-15 位数字的电话号码");
    await dialog.locator('select[name="city"]').selectOption({ index: 1 });
    await dialog.locator('input[name="houseInfo"]').fill("Riverside House, 1 Thames Street");
    await dialog.locator('input[name="name"]').fill("x".repeat(21));
    await expect(page.getByTestId("error-name")).toHaveText("请填写 1-20 个字符的姓名");
    await dialog.locator('input[name="name"]').fill("王先生");
    await dialog.locator('input[name="mobile"]').fill("1");
    await dialog.locator('input[name="mobile"]').blur();
    await expect(page.getByTestId("error-mobile")).toHaveText("请填写 2-15 位数字的电话号码");
    await dialog.locator('input[name="mobile"]').fill("13800138000");
    await dialog.locator('input[name="email"]').fill("not-an-email");
    await dialog.locator('input[name="email"]').blur();
    await expect(page.getByTestId("error-email")).toHaveText("请输入正确的邮箱地址");
    await dialog.locator('input[name="email"]').fill("landlord@example.com");
    await dialog.locator('input[name="wechat"]').fill("w".repeat(41));
    await dialog.locator('input[name="wechat"]').blur();
    await expect(page.getByTestId("error-wechat")).toHaveText("微信号不能超过 40 个字符");
    await dialog.locator('input[name="wechat"]').fill("landlord_wx");
    await page.getByTestId("coop-submit").click();
    await expect(page.getByTestId("cooperation-dialog")).toHaveCount(0);
    await expect(page.getByTestId("toast")).toContainText("提交成功");
  });

  test("feedback dialog: type and content rules; success message with 确定 closes it", async ({ page }) => {
    await login(page);
    await page.getByTestId("footer-feedback").click();
    const dialog = page.getByTestId("feedback-dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveCSS("max-width", "550px");
    await page.getByTestId("feedback-submit").click();
    await expect(page.getByTestId("error-cate")).toHaveText("请选择反馈类型");
    await expect(page.getByTestId("error-content")).toHaveText("请填写反馈内容");
    await dialog.locator('select[name="cate"]').selectOption({ index: 1 });
    await dialog.locator('textarea[name="content"]').fill("x".repeat(501));
    await expect(page.getByTestId("error-content")).toHaveText("反馈内容不能超过 500 个字");
    await dialog.locator('textarea[name="content"]').fill("The map on the apartment page is slow to load.");
    await page.getByTestId("feedback-submit").click();
    await expect(page.getByTestId("feedback-success")).toContainText("您的留言反馈提交成功");
    await page.getByTestId("feedback-confirm").click();
    await expect(page.getByTestId("feedback-dialog")).toHaveCount(0);
  });

  test("feedback closes on the backdrop and the close icon", async ({ page }) => {
    await login(page);
    await page.goto("/cn/sitemap?dialog=feedback");
    await page.getByTestId("feedback-dialog-close").click();
    await expect(page.getByTestId("feedback-dialog")).toHaveCount(0);
    await page.goto("/cn/sitemap?dialog=feedback");
    await expect(page.locator('form[data-testid="feedback-form"] input[name="_js"]')).toHaveCount(1); // hydrated
    await page.mouse.click(5, 5); // the backdrop
    await expect(page.getByTestId("feedback-dialog")).toHaveCount(0);
  });

  test("profile: nickname rule, then a valid save round-trips", async ({ page }) => {
    await login(page, "/cn/user/profiles");
    await expect(page).toHaveURL(/\/cn\/user\/profiles$/);
    await page.locator('#profile input[name="userName"], form[data-testid="profile-form"] input[name="userName"]').fill("x");
    await page.getByTestId("profile-submit").click();
    await expect(page.getByTestId("error-userName")).toHaveText("昵称为 2-20 个字母、数字或汉字");
    await page.locator('form[data-testid="profile-form"] input[name="userName"]').fill("小明Ming");
    await page.locator('form[data-testid="profile-form"] textarea[name="intro"]').fill("Hello from e2e");
    await page.getByTestId("profile-submit").click();
    await expect(page.getByTestId("toast")).toContainText("个人信息已保存");
    await expect(page.locator('form[data-testid="profile-form"] input[name="userName"]')).toHaveValue("小明Ming");
    await expect(page.getByTestId("user-name")).toHaveText("小明Ming");
  });

  test("avatar: a text file named .png and a 4 MB file are refused", async ({ page, browser }) => {
    await login(page, "/cn/user/profiles");
    const noJs = await noJsPage(browser, page);
    await noJs.goto("/cn/user/profiles");
    await noJs.locator("#avatar-file").setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("just some text, not an image") });
    await noJs.locator('button[value="avatar"]').click();
    await expect(noJs.getByTestId("avatar-error")).toHaveText("仅支持 JPG 或 PNG 格式的图片");
    await noJs.locator("#avatar-file").setInputFiles({ name: "big.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(4 * 1024 * 1024, 0xff) });
    await noJs.locator('button[value="avatar"]').click();
    await expect(noJs.getByTestId("avatar-error")).toHaveText("图片大小不能超过 3 MB");
    await noJs.context().close();
  });

  test("apply for a room; the application shows in the list and detail; another user gets a 404", async ({ page, browser, request }) => {
    const { buildingCode, roomCode } = await findRoom(request);
    await login(page, `/cn/apartment/${buildingCode}/room/${roomCode}/apply`);
    const submit = page.getByTestId("apply-submit");
    await expect(submit).toBeDisabled();
    await page.getByTestId("apply-agree").check();
    await expect(submit).toBeEnabled();
    await page.getByTestId("apply-form").locator('input[name="mobile"]').fill("12");
    await submit.click();
    await expect(page.getByTestId("error-mobile")).toHaveText("请输入正确的手机号");
    await expect(page.getByTestId("error-paymentPlan")).toHaveText("请选择付款方式");
    await expect(page.getByTestId("error-legalName")).toHaveText("请填写与护照一致的姓名（2-60 个字母，任何文字均可）");
    const form = page.getByTestId("apply-form");
    await form.locator('input[name="tenancyCode"]:not([disabled])').first().check();
    await fillApplication(form, TYPED_APPLICATION);
    await submit.click();
    await expect(page).toHaveURL(/\/cn\/user\/application\/A\w+$/);
    const applyCode = page.url().split("/").pop()!;
    await expect(page.getByTestId("detail-apply-code")).toHaveText(applyCode);
    await expect(page.getByTestId("status").first()).toHaveAttribute("data-status", "submitted");
    await page.goto("/cn/user/applications");
    await expect(page.getByTestId("apply-code").first()).toHaveText(applyCode);

    const other = await browser.newPage();
    await login(other);
    const res = await other.goto(`/cn/user/application/${applyCode}`);
    expect(res?.status()).toBe(404);
    await expect(other.getByTestId("application-detail")).toHaveCount(0);
    await other.close();

    await page.goto(`/cn/user/application/${applyCode}`);
    await page.getByTestId("cancel-application").click();
    await expect(page.getByTestId("cancel-confirm")).toBeVisible();
    await page.getByTestId("cancel-yes").click();
    await expect(page.getByTestId("status").first()).toHaveAttribute("data-status", "cancelled");
    // The list seen (and kept for this student) before the cancellation shows it at once.
    await page.goto("/cn/user/applications");
    const item = page.getByTestId("application-item").filter({ has: page.getByTestId("apply-code").getByText(applyCode, { exact: true }) });
    await expect(item.getByTestId("status")).toHaveAttribute("data-status", "cancelled");
  });
});

test.describe("my collections", () => {
  test("a kept list follows a save and a removal at once", async ({ page, request }) => {
    const { buildingCode } = await findRoom(request);
    await login(page, "/en/user/collections");
    await page.goto("/en/user/collections");
    await expect(page.getByTestId("collections-empty")).toBeVisible();
    await page.goto("/en/user/collections"); // answered from the student's kept page now
    await expect(page.getByTestId("collections-empty")).toBeVisible();
    // Saved from an apartment page's heart (its plain form, as without JavaScript).
    const saved = await page.request.post("/en/favorite", { form: { buildingCode, value: "1", redirectTo: "/en/user/collections" }, headers: { origin: new URL(page.url()).origin } });
    expect(saved.ok()).toBe(true);
    await page.goto("/en/user/collections");
    const item = page.locator(`[data-testid="collection-item"][data-code="${buildingCode}"]`);
    await expect(item).toBeVisible();
    await item.getByTestId("collection-remove").click();
    await expect(page.getByTestId("collections-empty")).toBeVisible();
    await page.goto("/en/user/collections");
    await expect(page.getByTestId("collections-empty")).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test("cooperation, feedback and the application submit as plain forms", async ({ page, browser, request }) => {
    const { buildingCode, roomCode } = await findRoom(request);
    await login(page);
    const noJs = await noJsPage(browser, page);

    await noJs.goto("/cn/sitemap?dialog=cooperation");
    const coop = noJs.getByTestId("cooperation-dialog");
    await coop.locator('input[name="houseInfo"]').fill("No-JS House");
    await coop.locator('input[name="name"]').fill("No JS");
    await coop.locator('input[name="mobile"]').fill("1");
    await noJs.getByTestId("coop-submit").click();
    await expect(noJs.getByTestId("error-city")).toHaveText("请选择城市");
    await expect(noJs.getByTestId("error-mobile")).toHaveText("请填写 2-15 位数字的电话号码");
    await noJs.locator('select[name="city"]').selectOption({ index: 1 });
    await noJs.locator('input[name="mobile"]').fill("13800138000");
    await noJs.getByTestId("coop-submit").click();
    await expect(noJs.getByTestId("toast")).toContainText("提交成功");

    await noJs.goto("/cn/sitemap?dialog=feedback");
    await noJs.getByTestId("feedback-submit").click();
    await expect(noJs.getByTestId("error-cate")).toHaveText("请选择反馈类型");
    await noJs.locator('select[name="cate"]').selectOption({ index: 1 });
    await noJs.locator('textarea[name="content"]').fill("Sent without JavaScript");
    await noJs.getByTestId("feedback-submit").click();
    await expect(noJs.getByTestId("feedback-success")).toContainText("您的留言反馈提交成功");

    await noJs.goto(`/cn/apartment/${buildingCode}/room/${roomCode}/apply`);
    const form = noJs.getByTestId("apply-form");
    await fillApplication(form, {
      mobile: "13800138000",
      paymentPlan: "full",
      legalName: "LI Si",
      dateOfBirth: "2003-01-02",
      nationality: "CN",
      university: "King's College London",
      course: "LLM",
      yearOfStudy: "masters",
      address: "上海市浦东新区世纪大道 100 号",
      guarantorName: "李母",
      guarantorRelation: "parent",
      guarantorMobile: "13700137000",
    });
    await noJs.getByTestId("apply-submit").click();
    await expect(noJs.getByTestId("error-agree")).toHaveText("请阅读并同意支付协议和服务协议");
    await noJs.getByTestId("apply-agree").check();
    await noJs.getByTestId("apply-submit").click();
    await expect(noJs).toHaveURL(/\/cn\/user\/application\/A\w+$/);
    await noJs.context().close();
  });
});
