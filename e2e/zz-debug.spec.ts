import { expect, test } from "@playwright/test";
import { apiLoginBySms, setUserCookie } from "./accounts-api";
import { newMobile } from "./accounts-helpers";
test("debug", async ({ page, context, baseURL }) => {
  const user = await apiLoginBySms(page.request, newMobile());
  await setUserCookie(context, baseURL!, { ...user, mobile: "" });
  page.on("request", (r) => console.log(">>", r.method(), r.url()));
  page.on("response", (r) => console.log("<<", r.status(), r.url(), r.headers()["set-cookie"] ?? ""));
  await page.goto(`/cn/sitemap`);
  const b = page.getByTestId("login-dialog").getByRole("button", { name: "退出登录" });
  console.log(await b.evaluate((el) => el.outerHTML + " FORM:" + (el as HTMLButtonElement).form?.outerHTML.slice(0, 300)));
  await b.click();
  await page.waitForTimeout(2000);
  console.log(page.url());
});
