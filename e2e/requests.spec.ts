import { expect, test, type Page } from "@playwright/test";
import { VALIDATION_MESSAGES } from "#core/messages/validation";
import student from "../app/locales/cn/student";
import enStudent from "../app/locales/en/student";
import { getCodeWithSlider, newMobile, waitForCode } from "./accounts-helpers";
import { login, noJsPage, signedPost } from "./student-helpers";
import { signedCall } from "./accounts-api";
import { E2E_OPERATOR_TOKEN } from "./e2e-env";
import { handbookUnicodeText } from "../tests/helpers/pdf";

/**
 * The request pages: find-a-house and academic-year booking (every rule's message, a
 * valid submit whose record is read back through the API, the same without JavaScript),
 * manuals with real downloads, both promotions, and account setting's password and mobile.
 */
const isoPlus = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The root's effects ran: the page is hydrated. */
const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.loginDialog === "ready");

/** The visitor id the site gave this browser (the unsigned `hooid` cookie), as the API's owner of a requestId. */
async function hooid(page: Page): Promise<string> {
  const raw = (await page.context().cookies()).find((c) => c.name === "hooid")?.value ?? "";
  return JSON.parse(Buffer.from(decodeURIComponent(raw), "base64").toString("utf8")) as string;
}

/** The reference the toast names: random ("FH-7K3QM-9XD2A"), never a sequential number. */
const referenceOf = async (page: Page) => /\b((?:FH|BK)-[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5})\b/.exec((await page.getByTestId("toast").textContent()) ?? "")?.[1];

test.describe("find a house", () => {
  test("each rule shows its message; schools follow the city; a valid request is stored and the form cleared", async ({ page }) => {
    await page.goto("/cn/common/custom-form");
    await hydrated(page);
    await expect(page.getByTestId("load-schools")).toHaveCount(0);
    const form = page.getByTestId("find-house-form");
    await expect(page.getByTestId("find-school")).toBeDisabled();
    await page.getByTestId("find-house-submit").click();
    await expect(page.getByTestId("error-cityId")).toHaveText(VALIDATION_MESSAGES.cn.target_city_required);
    await expect(page.getByTestId("error-moveInDate")).toHaveText(VALIDATION_MESSAGES.cn.move_in_error_tip);
    await expect(page.getByTestId("error-name")).toHaveText(VALIDATION_MESSAGES.cn.full_name_error_tip);
    await expect(page.getByTestId("error-mobile")).toHaveText(VALIDATION_MESSAGES.cn.mobile_error_tip);

    await page.getByTestId("find-city").selectOption({ index: 1 });
    await expect(page.getByTestId("find-school")).toBeEnabled();
    await expect(page.getByTestId("find-school").locator("option")).not.toHaveCount(1);
    await page.getByTestId("find-school").selectOption({ index: 1 });
    await form.locator('input[name="moveInDate"]').fill(isoPlus(-2));
    await form.locator('input[name="moveInDate"]').blur();
    await expect(page.getByTestId("error-moveInDate")).toHaveText(VALIDATION_MESSAGES.cn.move_in_error_tip);
    await form.locator('input[name="moveInDate"]').fill(isoPlus(30));
    await form.locator('input[name="name"]').fill("x".repeat(41));
    await expect(page.getByTestId("error-name")).toHaveText(VALIDATION_MESSAGES.cn.full_name_error_tip);
    await form.locator('input[name="name"]').fill("李同学");
    await form.locator('input[name="mobile"]').fill("12");
    await expect(page.getByTestId("error-mobile")).toHaveText(VALIDATION_MESSAGES.cn.mobile_error_tip);
    await form.locator('input[name="mobile"]').fill("13800138000");
    await form.locator('input[name="email"]').fill("not-mail");
    await form.locator('input[name="email"]').blur();
    await expect(page.getByTestId("error-email")).toHaveText(VALIDATION_MESSAGES.cn.email_error_tip);
    await form.locator('input[name="email"]').fill("li@example.com");
    await form.locator('input[name="wechat"]').fill("w".repeat(41));
    await form.locator('input[name="wechat"]').blur();
    await expect(page.getByTestId("error-wechat")).toHaveText(VALIDATION_MESSAGES.cn.coop_wechat_too_long);
    await form.locator('input[name="wechat"]').fill("li_wx");
    await form.locator('input[name="budget"]').fill("b".repeat(41));
    await form.locator('input[name="budget"]').blur();
    await expect(page.getByTestId("error-budget")).toHaveText(VALIDATION_MESSAGES.cn.budget_error_tip);
    await form.locator('input[name="budget"]').fill("£250/周");
    await form.locator('textarea[name="remark"]').fill("r".repeat(501));
    await form.locator('textarea[name="remark"]').blur();
    await expect(page.getByTestId("error-remark")).toHaveText(VALIDATION_MESSAGES.cn.remark_too_long);
    await form.locator('textarea[name="remark"]').fill("靠近学校");

    const requestId = await form.locator('input[name="requestId"]').inputValue();
    const fields = {
      cityId: await page.getByTestId("find-city").inputValue(),
      schoolId: await page.getByTestId("find-school").inputValue(),
      moveInDate: isoPlus(30),
      name: "李同学",
      mobilePrefixId: 317,
      mobile: "13800138000",
    };
    await page.getByTestId("find-house-submit").click();
    await expect(page.getByTestId("toast")).toContainText("需求已提交");
    const reference = await referenceOf(page);
    expect(reference).toMatch(/^FH-/);
    // Cleared: a fresh form with a new request id.
    await expect(form.locator('input[name="name"]')).toHaveValue("");
    await expect(page.getByTestId("find-city")).toHaveValue("");
    expect(await form.locator('input[name="requestId"]').inputValue()).not.toBe(requestId);
    // The record exists: the same request id from the same visitor answers the stored record.
    const again = await signedPost(page.request, "/rest/building/client/house/find/apply", { ...fields, requestId, hooid: await hooid(page) });
    expect(again).toMatchObject({ code: 0, data: { reference } });
  });

  test("the API refuses a school of another city; the page shows it on the school", async ({ page }) => {
    const cities = await signedPost(page.request, "/rest/building/client/address/all");
    const withSchools: number[] = [];
    for (const c of cities.data.slice(1).flatMap((co: { son: { id: number }[] }) => co.son)) {
      const s = await signedPost(page.request, "/rest/building/client/school/list", { cityId: c.id, limit: 1 });
      if (s.data.list.length) withSchools.push(c.id);
      if (withSchools.length === 2) break;
    }
    const other = await signedPost(page.request, "/rest/building/client/school/list", { cityId: withSchools[1], limit: 1 });
    const r = await signedPost(page.request, "/rest/building/client/house/find/apply", {
      cityId: withSchools[0],
      schoolId: other.data.list[0].id,
      moveInDate: isoPlus(20),
      name: "x",
      mobilePrefixId: 317,
      mobile: "13800138000",
    });
    expect(r).toMatchObject({ code: 1, msg: VALIDATION_MESSAGES.cn.school_error_tip });
  });

  test("without JavaScript: load the city's schools, see the rules, send, and get the toast", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/cn/common/custom-form");
    const form = page.getByTestId("find-house-form");
    await form.locator('input[name="name"]').fill("无脚本");
    await page.getByTestId("find-house-submit").click();
    await expect(page.getByTestId("error-cityId")).toHaveText(VALIDATION_MESSAGES.cn.target_city_required);
    await expect(page.getByTestId("error-mobile")).toHaveText(VALIDATION_MESSAGES.cn.mobile_error_tip);
    await expect(form.locator('input[name="name"]')).toHaveValue("无脚本");
    await page.getByTestId("find-city").selectOption({ index: 1 });
    await page.getByTestId("load-schools").click();
    await expect(page.getByTestId("find-school").locator("option")).not.toHaveCount(1);
    await expect(page.getByTestId("error-cityId")).toHaveCount(0);
    await expect(form.locator('input[name="name"]')).toHaveValue("无脚本");
    await page.getByTestId("find-school").selectOption({ index: 1 });
    await form.locator('input[name="moveInDate"]').fill(isoPlus(40));
    await form.locator('input[name="mobile"]').fill("13900139000");
    await page.getByTestId("find-house-submit").click();
    await expect(page.getByTestId("toast")).toContainText("需求已提交");
    await expect(form.locator('input[name="name"]')).toHaveValue("");
    await context.close();
  });

  test("?cityId= preselects the city and lists its schools", async ({ page }) => {
    const cities = await signedPost(page.request, "/rest/building/client/address/all");
    const city = cities.data[1].son[0] as { id: number };
    await page.goto(`/en/common/custom-form?cityId=${city.id}`);
    await expect(page.getByTestId("find-city")).toHaveValue(String(city.id));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(enStudent.student.findHouse.title);
  });
});

test.describe("my find-a-house requests", () => {
  test("a request sent while logged in is listed in the student's corner with its status, with and without JavaScript, in both languages", async ({ page, browser }) => {
    test.setTimeout(120_000);
    const mobile = await login(page, "/cn/common/custom-form");
    const form = page.getByTestId("find-house-form");
    await form.locator('input[name="mobile"]').fill(mobile);
    await page.getByTestId("find-city").selectOption({ index: 1 });
    await page.getByTestId("find-school").selectOption({ index: 1 });
    const school = (await page.getByTestId("find-school").locator("option:checked").textContent())!.trim();
    await form.locator('input[name="moveInDate"]').fill(isoPlus(30));
    await form.locator('input[name="name"]').fill("李同学");
    await form.locator('input[name="budget"]').fill("£250/周");
    await page.getByTestId("find-house-submit").click();
    await expect(page.getByTestId("toast")).toContainText("需求已提交");
    const first = await referenceOf(page);

    await page.goto("/cn/user/applications");
    await page.getByTestId("tab-requests").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(student.student.requests.title);
    const item = page.getByTestId("request-item");
    await expect(item).toHaveCount(1);
    await expect(item.getByTestId("request-reference")).toHaveText(first!);
    await expect(item).toContainText(school);
    await expect(item).toContainText(isoPlus(30));
    await expect(item.getByTestId("status")).toHaveText(student.student.status.new);

    // Without JavaScript, in English: the form's round trip, then the list.
    const nojs = await noJsPage(browser, page);
    await nojs.goto("/en/common/custom-form");
    const plain = nojs.getByTestId("find-house-form");
    await nojs.getByTestId("find-city").selectOption({ index: 2 });
    await nojs.getByTestId("load-schools").click();
    await plain.locator('input[name="moveInDate"]').fill(isoPlus(45));
    await plain.locator('input[name="name"]').fill("Li");
    await plain.locator('input[name="mobile"]').fill(mobile);
    await nojs.getByTestId("find-house-submit").click();
    await expect(nojs.getByTestId("toast")).toContainText("Request sent");
    const second = await referenceOf(nojs);
    await nojs.goto("/en/user/applications");
    await nojs.getByTestId("tab-requests").click();
    await expect(nojs.getByRole("heading", { level: 1 })).toHaveText(enStudent.student.requests.title);
    await expect(nojs.getByTestId("request-reference")).toHaveText([second!, first!]);
    await expect(nojs.getByTestId("request-item").first().getByTestId("status")).toHaveText(enStudent.student.status.new);

    // Staff pick it up: the student sees the new status.
    const moved = await signedCall(page.request, "/rest/ops/find-house/status", { operatorToken: E2E_OPERATOR_TOKEN, reference: first!, status: "contacted" });
    expect(moved.code, moved.msg).toBe(0);
    await nojs.reload();
    await expect(nojs.getByTestId("request-item").nth(1).getByTestId("status")).toHaveText(enStudent.student.status.contacted);
    await page.reload();
    await expect(page.getByTestId("request-item").nth(1).getByTestId("status")).toHaveText(student.student.status.contacted);
    await nojs.context().close();
  });

  test("with no request yet the tab says so and links to the form", async ({ page }) => {
    await login(page, "/en/user/applications?tab=requests");
    await expect(page.getByTestId("requests-empty")).toContainText(enStudent.student.requests.empty);
    await expect(page.getByTestId("requests-empty").getByRole("link")).toHaveAttribute("href", "/en/common/custom-form");
  });
});

test.describe("academic-year booking", () => {
  test("landing page, each rule's message, a valid booking stored and the form cleared", async ({ page }) => {
    await page.goto("/cn/academic-year-booking");
    await hydrated(page);
    await expect(page.getByTestId("booking-title")).toHaveText(student.student.booking.title);
    await expect(page.getByTestId("booking-featured").getByTestId("apartment-card").first()).toBeVisible();
    const form = page.getByTestId("booking-form");
    await page.getByTestId("booking-submit").click();
    await expect(page.getByTestId("error-buildingCode")).toHaveText(VALIDATION_MESSAGES.cn.booking_building_required);
    await expect(page.getByTestId("error-fullName")).toHaveText(VALIDATION_MESSAGES.cn.full_name_error_tip);
    await expect(page.getByTestId("error-mobile")).toHaveText(VALIDATION_MESSAGES.cn.mobile_error_tip);
    await page.getByTestId("booking-building").selectOption({ index: 1 });
    await form.locator('input[name="fullName"]').fill("王同学");
    await form.locator('input[name="mobile"]').fill("1380013800a");
    await expect(page.getByTestId("error-mobile")).toHaveText(VALIDATION_MESSAGES.cn.mobile_error_tip);
    await form.locator('input[name="mobile"]').fill("13800138001");
    await form.locator('input[name="consultantId"]').fill("C123456789X");
    await form.locator('input[name="consultantId"]').blur();
    await expect(page.getByTestId("error-consultantId")).toHaveText(VALIDATION_MESSAGES.cn.consultant_id_error_tip);
    await form.locator('input[name="consultantId"]').fill("C123456789");
    await form.locator('textarea[name="others"]').fill("o".repeat(501));
    await form.locator('textarea[name="others"]').blur();
    await expect(page.getByTestId("error-others")).toHaveText(VALIDATION_MESSAGES.cn.others_error_tip);
    await form.locator('textarea[name="others"]').fill("单人间");
    const requestId = await form.locator('input[name="requestId"]').inputValue();
    const buildingCode = await page.getByTestId("booking-building").inputValue();
    await page.getByTestId("booking-submit").click();
    await expect(page.getByTestId("toast")).toContainText("预订已提交");
    const reference = await referenceOf(page);
    expect(reference).toMatch(/^BK-/);
    await expect(form.locator('input[name="fullName"]')).toHaveValue("");
    const again = await signedPost(page.request, "/rest/building/client/booking/apply", {
      buildingCode,
      fullName: "王同学",
      mobilePrefixId: 317,
      mobile: "13800138001",
      requestId,
      hooid: await hooid(page),
    });
    expect(again).toMatchObject({ code: 0, data: { reference } });
  });

  test("{address} narrows to a city or preselects an apartment; an unknown one is a 404", async ({ page }) => {
    const home = await signedPost(page.request, "/rest/building/client/house/index", { language: "en" });
    const city = home.data.hotCities[0] as { slug: string; name: string };
    await page.goto(`/en/academic-year-booking/${city.slug}`);
    await expect(page.getByTestId("booking-title")).toHaveText(enStudent.student.booking.titleIn.replace("{{city}}", city.name));
    await expect(page.getByTestId(`booking-city-${city.slug}`)).toHaveAttribute("aria-current", "true");
    const code = (home.data.recommendedHouses[0] as { code: string }).code;
    await page.goto(`/cn/academic-year-booking/${code}`);
    await expect(page.getByTestId("booking-building")).toHaveValue(code);
    const links = page.getByTestId("booking-featured").getByTestId("apartment-link");
    await expect(links.first()).toHaveAttribute("href", `/cn/apartment/${code}`);
    const missing = await page.goto("/cn/academic-year-booking/no-such-place");
    expect(missing?.status()).toBe(404);
  });

  test("without JavaScript: rules and a valid booking", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/cn/academic-year-booking");
    const form = page.getByTestId("booking-form");
    await form.locator('input[name="consultantId"]').fill("12345678901");
    await page.getByTestId("booking-submit").click();
    await expect(page.getByTestId("error-buildingCode")).toHaveText(VALIDATION_MESSAGES.cn.booking_building_required);
    await expect(page.getByTestId("error-consultantId")).toHaveText(VALIDATION_MESSAGES.cn.consultant_id_error_tip);
    await expect(form.locator('input[name="consultantId"]')).toHaveValue("12345678901");
    await page.getByTestId("booking-building").selectOption({ index: 1 });
    await form.locator('input[name="fullName"]').fill("Ada");
    await form.locator('input[name="mobile"]').fill("13800138002");
    await form.locator('input[name="consultantId"]').fill("");
    await page.getByTestId("booking-submit").click();
    await expect(page.getByTestId("toast")).toContainText("预订已提交");
    await expect(form.locator('input[name="fullName"]')).toHaveValue("");
    await context.close();
  });
});

test.describe("manuals", () => {
  test("the sitemap's manuals entry lists the handbooks; downloads answer the file in each language", async ({ page }) => {
    await page.goto("/cn/sitemap");
    await page.getByRole("main").getByRole("link", { name: "操作手册" }).click();
    await expect(page).toHaveURL(/\/cn\/manuals$/);
    const items = page.getByTestId("manual");
    await expect(items.first()).toBeVisible();
    expect(await items.count()).toBeGreaterThanOrEqual(3);
    const href = (await page.getByTestId("manual-download").first().getAttribute("href"))!;
    expect(href).toMatch(/^\/cn\/manuals\/download\/[a-z0-9-]+$/);
    const cn = await page.request.get(href);
    expect(cn.status()).toBe(200);
    expect(cn.headers()["content-type"]).toBe("application/pdf");
    expect(cn.headers()["content-disposition"]).toMatch(/^attachment; filename="[a-z0-9-]+\.pdf"/);
    const cnPdf = await cn.body();
    expect(cnPdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(handbookUnicodeText(cnPdf)).toContain("预订流程指南");
    const download = page.waitForEvent("download");
    await page.getByTestId("manual-download").first().click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

    const en = await page.request.get(href.replace("/cn/", "/en/"));
    expect(en.status()).toBe(200);
    expect(en.headers()["content-type"]).toBe("application/pdf");
    expect((await en.body()).subarray(0, 5).toString()).toBe("%PDF-");
  });

  test("an unknown manual answers the site's translated 404 page", async ({ page }) => {
    for (const [lang, text] of [["cn", "抱歉，此页面无法找到"], ["en", "This page could not be found"]] as const) {
      const res = await page.goto(`/${lang}/manuals/download/no-such-manual`);
      expect(res?.status()).toBe(404);
      expect(res?.headers()["content-type"]).toContain("text/html");
      await expect(page).toHaveURL(new RegExp(`/${lang}/manuals/download/no-such-manual$`));
      await expect(page.locator("header").first()).toBeVisible();
      await expect(page.getByRole("main")).toContainText(text);
    }
  });

  test("a category filter narrows the list", async ({ page }) => {
    await page.goto("/en/manuals?category=visa");
    await expect(page.getByTestId("manual")).toHaveCount(1);
    await expect(page.getByTestId("manual")).toContainText(enStudent.student.manuals.categories.visa);
  });
});

test.describe("promotions", () => {
  for (const { tab, path, code } of [
    { tab: "商城", path: "/cn/promotion/recommend", code: "recommend" },
    { tab: "特惠", path: "/cn/promotion/national-day-delsk", code: "national-day-delsk" },
  ]) {
    test(`${path} renders its config, linked from the header`, async ({ page }) => {
      const config = await signedPost(page.request, "/rest/common/topic/page/config", { code });
      expect(config.code).toBe(0);
      await page.goto(path);
      await expect(page.getByTestId("promotion-title")).toHaveText(config.data.title);
      await expect(page.getByText(config.data.subtitle)).toBeVisible();
      await expect(page.getByTestId("promotion-section")).toHaveCount(config.data.sections.length);
      if (config.data.sections.length) {
        const first = config.data.sections[0].list[0] as { code: string };
        await expect(page.getByTestId("promotion-section").first().getByTestId("apartment-link").first()).toHaveAttribute("href", `/cn/apartment/${first.code}`);
      }
      if (config.data.endsAt) await expect(page.getByTestId("promotion-period")).toBeVisible();
      await expect(page.getByTestId("promotion-terms").locator("li").first()).toBeVisible();
      expect(await page.locator(`header a[href="${path}"]`).count()).toBeGreaterThan(0);
      void tab;
    });
  }
});

test.describe("account setting", () => {
  test("change password, then change mobile with a code to the new number", async ({ page }) => {
    const mobile = await login(page);
    await page.goto("/cn/user/account-setting");
    await hydrated(page);
    await expect(page.getByTestId("account-mobile")).toContainText(mobile);
    const pwd = page.getByTestId("password-form");
    await pwd.locator('input[name="newPassword"]').fill("abc12345");
    await pwd.locator('input[name="confirmPassword"]').fill("abc12346");
    await pwd.locator('input[name="confirmPassword"]').blur();
    await expect(page.getByTestId("error-confirmPassword")).toBeVisible();
    await pwd.locator('input[name="confirmPassword"]').fill("abc12345");
    await page.getByTestId("password-submit").click();
    await expect(page.getByTestId("toast")).toContainText(student.student.account.passwordSaved);

    await page.getByTestId("change-mobile").click();
    const dialog = page.getByTestId("login-dialog");
    await expect(dialog).toBeVisible();
    const next = newMobile();
    await page.getByTestId("mobile").fill(next);
    await getCodeWithSlider(page);
    await page.getByTestId("code").fill(await waitForCode(page.request, "sms", `+86 ${next}`));
    await page.getByTestId("login-submit").click();
    await expect(page.getByTestId("account-mobile")).toContainText(next);
    await expect(dialog).toHaveCount(0);
  });

  test("change mobile without JavaScript", async ({ page, browser }) => {
    await login(page);
    const noJs = await noJsPage(browser, page);
    await noJs.goto("/cn/user/account-setting");
    await noJs.getByTestId("change-mobile").click();
    await expect(noJs.getByTestId("login-dialog")).toBeVisible();
    await noJs.context().close();
  });
});
