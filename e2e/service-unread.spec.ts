import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { apiLoginBySms, setUserCookie, signedCall, U } from "./accounts-api";
import { newMobile } from "./accounts-helpers";
import { E2E_OPERATOR_TOKEN } from "./e2e-env";

/**
 * The user menu counts the online service's unread adviser replies: a badge on the "online
 * service" entry of the header's menu and of the /user sidebar, read with the entry's name
 * ("Online service, 2 unread"). Opening the conversation reads them: the badge goes on that page
 * and stays gone on the next.
 */
const NAME = {
  cn: { plain: "在线客服", unread: "在线客服，2 条未读" },
  en: { plain: "Online service", unread: "Online service, 2 unread" },
} as const;

/** A student with a conversation holding two adviser replies not yet read. */
async function studentWithReplies(request: APIRequestContext) {
  const user = await apiLoginBySms(request, newMobile());
  const sent = await signedCall(request, `${U}/service/send`, { content: "Is there a gym?" }, { token: user.token });
  expect(sent.code, sent.msg).toBe(0);
  for (const content of ["Yes, on the ground floor.", "It opens at 6am."]) {
    const reply = await signedCall(request, "/rest/ops/service/reply", { operatorToken: E2E_OPERATOR_TOKEN, conversationId: sent.data.conversationId, content });
    expect(reply.code, reply.msg).toBe(0);
  }
  return user;
}

for (const lang of ["cn", "en"] as const) {
  test(`the header's menu and the sidebar count unread replies until they are read (${lang})`, async ({ page, request, baseURL }) => {
    await setUserCookie(page.context(), baseURL!, await studentWithReplies(request));
    await page.goto(`/${lang}/user/history`);
    await expect(page.getByTestId("user-nav-service")).toHaveAccessibleName(NAME[lang].unread);
    await expect(page.getByTestId("user-nav-service").getByTestId("menu-unread")).toHaveText("2");
    await page.getByTestId("user-menu").locator("summary").click();
    await expect(page.getByTestId("menu-service")).toHaveAccessibleName(NAME[lang].unread);
    // The other entries count nothing.
    await expect(page.getByTestId("menu-history")).toHaveAccessibleName(lang === "cn" ? "浏览记录" : "My history");
    // The badges pass axe (contrast, names) in the open menu and the sidebar.
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);

    // Opening the service shows the conversation: its replies are read there.
    await page.getByTestId("menu-service").click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/user/service`));
    await expect(page.getByTestId("service-message-staff")).toHaveCount(2);
    await expect(page.getByTestId("user-nav-service")).toHaveAccessibleName(NAME[lang].plain);
    await expect(page.getByTestId("menu-unread")).toHaveCount(0);

    // And on the next page (a client-side navigation).
    await page.getByTestId("user-nav-history").click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/user/history$`));
    await expect(page.getByTestId("user-nav-service")).toHaveAccessibleName(NAME[lang].plain);
    await expect(page.getByTestId("menu-unread")).toHaveCount(0);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the count is in the server's page, in the menu and the sidebar", async ({ page, request, baseURL }) => {
    await setUserCookie(page.context(), baseURL!, await studentWithReplies(request));
    await page.goto("/en/user/feedback");
    await expect(page.getByTestId("user-nav-service")).toHaveAccessibleName(NAME.en.unread);
    await page.getByTestId("user-menu").locator("summary").click();
    await expect(page.getByTestId("menu-service")).toHaveAccessibleName(NAME.en.unread);
    await page.getByTestId("menu-service").click();
    await expect(page.getByTestId("service-message-staff")).toHaveCount(2);
    await expect(page.getByTestId("menu-unread")).toHaveCount(0);
  });
});
