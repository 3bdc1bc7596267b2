import http from "node:http";
import { expect, test, type APIRequestContext } from "@playwright/test";

/**
 * The foundation, end to end on the production build: language redirects and the
 * switch, the layout rules, the filing number by host, the error page, and the security baseline.
 */

const noRedirect = { maxRedirects: 0 } as const;

async function location(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const res = await request.get(path, { ...noRedirect, headers });
  return { status: res.status(), location: res.headers()["location"] };
}

/** A raw GET with a chosen Host header (browsers and fetch will not send a foreign Host). */
function getWithHost(baseURL: string, path: string, host: string): Promise<{ status: number; body: string }> {
  const url = new URL(path, baseURL);
  return new Promise((resolve, reject) => {
    http
      .get({ hostname: url.hostname, port: url.port, path: url.pathname, headers: { Host: host } }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (c) => (body += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on("error", reject);
  });
}

test.describe("language redirects: an unprefixed path goes to the language's prefix", () => {
  test("/ goes to /cn/, bare prefixes get their slash", async ({ request }) => {
    expect(await location(request, "/")).toEqual({ status: 302, location: "/cn/" });
    expect(await location(request, "/cn")).toEqual({ status: 302, location: "/cn/" });
    expect(await location(request, "/en")).toEqual({ status: 302, location: "/en/" });
    expect(await location(request, "/en?utm_source=x")).toEqual({ status: 302, location: "/en/?utm_source=x" });
  });

  test("the lang cookie picks the prefix, keeping path and query", async ({ request }) => {
    expect(await location(request, "/user?tab=orders&page=2", { Cookie: "lang=en" })).toEqual({
      status: 302,
      location: "/en/user?tab=orders&page=2",
    });
    expect(await location(request, "/user", { Cookie: "lang=cn" })).toEqual({ status: 302, location: "/cn/user" });
    expect(await location(request, "/user", { Cookie: "i18n_redirected=en" })).toEqual({ status: 302, location: "/en/user" });
  });

  test("a prefixed page saves its language in the cookies", async ({ request }) => {
    const res = await request.get("/en/common/privacy", { headers: { Cookie: "lang=cn" } });
    expect(res.status()).toBe(200);
    const cookies = res.headersArray().filter((h) => h.name.toLowerCase() === "set-cookie").map((h) => h.value);
    expect(cookies.some((c) => /^lang=en;/.test(c) && /Max-Age=31536000/.test(c))).toBe(true);
    expect(cookies.some((c) => /^i18n_redirected=en;/.test(c))).toBe(true);
  });

  test("the API, assets and operational paths are never redirected", async ({ request }) => {
    for (const path of ["/rest/building/client/house/list", "/jcommon/file/upload", "/healthz", "/robots.txt", "/sitemap.xml", "/dev/outbox", "/favicon.svg", "/logo.svg"]) {
      const { status } = await location(request, path);
      expect(status, path).not.toBe(301);
      expect(status, path).not.toBe(302);
    }
    const health = await request.get("/healthz");
    expect(health.status()).toBe(200);
    const robots = await request.get("/robots.txt");
    expect(robots.status()).toBe(200);
    expect(robots.headers()["content-type"]).toContain("text/plain");
    const robotsText = await robots.text();
    expect(robotsText).toContain("Disallow: /cn/user");
    // The sitemap index, by absolute URL on this site.
    const sitemapLine = /^Sitemap: (\S+)$/m.exec(robotsText);
    expect(new URL(sitemapLine![1]).pathname).toBe("/sitemap.xml");
    expect((await request.get(new URL(sitemapLine![1]).pathname)).status()).toBe(200);
  });

  test("html lang follows the prefix", async ({ page }) => {
    await page.goto("/cn/");
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    await page.goto("/en/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});

test.describe("language switch: /en in front of the path, or the /cn path of the same page", () => {
  test("switches both ways keeping the path, as a plain link", async ({ page }) => {
    await page.goto("/cn/common/privacy");
    const toEn = page.getByTestId("site-header").getByTestId("lang-en");
    await expect(toEn).toHaveText("English(EN)");
    await expect(toEn).toHaveAttribute("href", "/en/common/privacy");
    await toEn.click();
    await expect(page).toHaveURL(/\/en\/common\/privacy$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1, name: "Privacy policy" })).toBeVisible();

    const toCn = page.getByTestId("site-header").getByTestId("lang-cn");
    await expect(toCn).toHaveText("简体中文(CN)");
    await toCn.click();
    await expect(page).toHaveURL(/\/cn\/common\/privacy$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    await expect(page.getByRole("heading", { level: 1, name: "隐私政策" })).toBeVisible();
  });

  test("keeps the query string and the choice sticks for unprefixed paths", async ({ page }) => {
    await page.goto("/cn/sitemap?from=test");
    await page.getByTestId("lang-en").first().click();
    await expect(page).toHaveURL(/\/en\/sitemap\?from=test$/);
    await page.goto("/common/user-agreement");
    await expect(page).toHaveURL(/\/en\/common\/user-agreement$/);
  });

  test("works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/en/common/introduce");
    await page.getByTestId("lang-cn").click();
    await expect(page).toHaveURL(/\/cn\/common\/introduce$/);
    await expect(page.getByRole("heading", { level: 1, name: "关于留学家" })).toBeVisible();
    await context.close();
  });

  test("is hidden on paths starting with /news", async ({ page }) => {
    await page.goto("/cn/news/2024/hello");
    await expect(page.getByTestId("site-header")).toBeVisible();
    await expect(page.getByTestId("lang-en")).toHaveCount(0);
  });
});

test.describe("layout rules: header, search box, bottom line and footer per page", () => {
  test("home: no header", async ({ page }) => {
    await page.goto("/cn/");
    await expect(page.getByTestId("site-header")).toHaveCount(0);
  });

  for (const path of ["/cn/common/introduce", "/en/common/introduce-cn", "/cn/common/email-activation", "/en/common/email-activation"]) {
    test(`${path}: neither header nor footer, its own bar with the switch`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await expect(page.getByTestId("site-header")).toHaveCount(0);
      await expect(page.getByTestId("site-footer")).toHaveCount(0);
      await expect(page.getByTestId("standalone-bar")).toBeVisible();
      await expect(page.getByTestId("standalone-bar").getByTestId(path.startsWith("/cn") ? "lang-en" : "lang-cn")).toBeVisible();
    });
  }

  for (const path of ["/cn/common/privacy", "/en/common/user-agreement", "/cn/common/service-agreement", "/en/common/payment-agreement", "/cn/common/product-service", "/en/sitemap", "/cn/no/such/page"]) {
    test(`${path}: header and footer`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByTestId("site-header")).toBeVisible();
      await expect(page.getByTestId("site-footer")).toBeVisible();
    });
  }

  test("under /user and on listings: header without footer", async ({ page }) => {
    for (const path of ["/en/user/no-such-child", "/cn/united-kingdom/apartments"]) {
      await page.goto(path);
      await expect(page.getByTestId("site-header"), path).toBeVisible();
      await expect(page.getByTestId("site-footer"), path).toHaveCount(0);
    }
  });

  test("the page title resets to the site title on navigation", async ({ page }) => {
    await page.goto("/cn/common/privacy");
    await expect(page).toHaveTitle("留学家 - 海外学生公寓预订平台");
    await page.getByTestId("site-footer").getByRole("link", { name: "网站地图" }).first().click();
    await expect(page).toHaveURL(/\/cn\/sitemap$/);
    await expect(page).toHaveTitle("留学家 - 海外学生公寓预订平台");
    await page.goto("/en/common/introduce");
    await expect(page).toHaveTitle("StudyNest - Student Accommodation Abroad");
  });

  test("the footer has six link columns and the spec's entries", async ({ page }) => {
    await page.goto("/en/common/privacy");
    const footer = page.getByTestId("site-footer");
    const columns = await footer.locator("h2").count();
    expect(columns).toBe(6);
    await expect(footer.getByRole("link", { name: "Sitemap" }).first()).toHaveAttribute("href", "/en/sitemap");
    await expect(footer.getByRole("link", { name: "Roommate board" })).toHaveAttribute("href", "/en/roommates");
    await expect(footer).toContainText("9:00-18:00");
    await expect(footer.getByRole("img", { name: "WeChat official account" })).toBeVisible();
    await expect(footer.getByTestId("footer-feedback")).toHaveAttribute("href", /login=sms&report=1/);
    for (const name of ["Service agreement", "Payment agreement"]) {
      await expect(footer.getByRole("link", { name })).toHaveAttribute("target", "_blank");
    }
  });

  test("the header: logo home link, tabs, login with report 1, no app menu without an app", async ({ page }) => {
    await page.goto("/cn/common/privacy");
    const header = page.getByTestId("site-header");
    await expect(header.getByRole("link", { name: "留学家" })).toHaveAttribute("href", "/cn/");
    for (const tab of ["我的订单", "帮助中心", "商城", "手机版", "特惠", "房源合作"]) await expect(header.getByRole("link", { name: tab })).toBeVisible();
    await expect(header.getByTestId("login-register")).toHaveAttribute("href", "/cn/common/privacy?login=sms&report=1");
    await expect(header.getByTestId("tab-cooperation")).toHaveAttribute("href", "/cn/common/privacy?login=sms&report=1");
    // No app or mini-program is configured (APP_DOWNLOAD_URL, MINI_PROGRAM_URL): no codes to products that do not exist.
    await expect(header.getByTestId("app-menu")).toHaveCount(0);
    // The mobile tab: the phone site explained, with the QR code of the page it was opened from.
    await header.getByRole("link", { name: "手机版" }).click();
    await expect(page).toHaveURL(/\/cn\/mobile\?from=%2Fcn%2Fcommon%2Fprivacy$/);
    await expect(page.getByTestId("page-qr").getByRole("img")).toBeVisible();
    await expect(page.getByTestId("mobile-from")).toHaveAttribute("href", "/cn/common/privacy");
    await page.goto("/cn/common/product-service#mobile");
    await expect(page.getByTestId("mobile-qr-codes")).toHaveCount(0);
    await expect(page.locator("#mobile")).toContainText("没有自己的手机应用");
  });
});

test.describe("common pages and sitemap", () => {
  const pages = [
    ["/cn/common/introduce", "关于留学家"],
    ["/en/common/introduce", "About StudyNest"],
    ["/cn/common/introduce-cn", "公司介绍"],
    ["/en/common/introduce-cn", "Company profile"],
    ["/cn/common/product-service", "产品与服务"],
    ["/en/common/product-service", "Products and services"],
    ["/cn/common/privacy", "隐私政策"],
    ["/en/common/privacy", "Privacy policy"],
    ["/cn/common/user-agreement", "用户协议"],
    ["/en/common/user-agreement", "User agreement"],
    ["/cn/common/service-agreement", "服务协议"],
    ["/en/common/service-agreement", "Service agreement"],
    ["/cn/common/payment-agreement", "支付协议"],
    ["/en/common/payment-agreement", "Payment agreement"],
    ["/cn/common/email-activation", "邮箱激活"],
    ["/en/common/email-activation", "E-mail activation"],
    ["/cn/sitemap", "网站地图"],
    ["/en/sitemap", "Sitemap"],
  ] as const;
  for (const [path, heading] of pages) {
    test(`${path} renders "${heading}" from the server`, async ({ request }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toContain(`>${heading}</h1>`);
    });
  }

  test("documents have a table of contents whose links reach their sections", async ({ page }) => {
    await page.goto("/en/common/privacy");
    const toc = page.getByRole("navigation", { name: "Contents" });
    const links = toc.getByRole("link");
    expect(await links.count()).toBeGreaterThanOrEqual(5);
    // The privacy notice was last changed when its retention section was added.
    await expect(page.getByTestId("document-updated")).toHaveText(/Last updated: November 27, 2026/);
    await toc.locator('a[href="#cookies"]').click();
    await expect(page).toHaveURL(/#cookies$/);
    await expect(page.locator("#cookies h2")).toBeInViewport();
  });

  test("the e-mail activation shell states a given result and never invents one", async ({ page }) => {
    await page.goto("/en/common/email-activation?code=123456");
    await expect(page.getByTestId("activation-result")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "How activation works" })).toBeVisible();
    await page.goto("/en/common/email-activation?status=expired");
    await expect(page.getByTestId("activation-result")).toContainText("This activation link has expired");
    await page.goto("/cn/common/email-activation?status=success");
    await expect(page.getByTestId("activation-result")).toContainText("邮箱激活成功");
    await page.goto("/cn/common/email-activation?status=bogus");
    await expect(page.getByTestId("activation-result")).toHaveCount(0);
  });

  test("the sitemap lists every section, the agreements in a new tab", async ({ page }) => {
    await page.goto("/en/sitemap");
    const map = page.getByTestId("sitemap");
    for (const name of ["Home", "Destinations", "Apartments in popular cities", "About and agreements", "Personal area", "Help", "Promotions", "Booking", "Roommates"]) {
      await expect(map.getByRole("heading", { level: 2, name })).toBeVisible();
    }
    await expect(map.getByRole("link", { name: /^Payment agreement/ })).toHaveAttribute("target", "_blank");
    await expect(map.getByRole("link", { name: "Academic-year booking" })).toHaveAttribute("href", "/en/academic-year-booking");
    await expect(map.getByRole("link", { name: "Roommate board" })).toHaveAttribute("href", "/en/roommates");
    expect(await map.locator('a[href$="/apartments"]').count()).toBeGreaterThan(0);
  });
});

test.describe("filing number by host: one for .cn and .net hosts, another for the rest", () => {
  test(".cn and .net hosts show one number, other hosts another", async ({ baseURL }) => {
    const filing = (body: string) =>
      body
        .match(/data-testid="filing-number"[^>]*>([\s\S]*?)<\/span>/)?.[1]
        .replace(/<!-- -->/g, "")
        .replace(/<[^>]+>/g, "")
        .replace(/^[^:]*:/, "") // the label, which is in the page's language
        .trim();
    const cn = await getWithHost(baseURL!, "/cn/common/privacy", "x.cn");
    const net = await getWithHost(baseURL!, "/cn/common/privacy", "www.example.net");
    const com = await getWithHost(baseURL!, "/cn/common/privacy", "x.com");
    expect(cn.status).toBe(200);
    expect(com.status).toBe(200);
    expect(filing(cn.body)).toBeTruthy();
    expect(filing(cn.body)).toBe(filing(net.body));
    expect(filing(cn.body)).not.toBe(filing(com.body));
    // The chrome-less pages show it too.
    const intro = await getWithHost(baseURL!, "/en/common/introduce", "x.cn");
    expect(filing(intro.body)).toBe(filing(cn.body));
  });
});

test.describe("error page: the status, the message and, on a 404, a Homepage link", () => {
  test("404 in English", async ({ page }) => {
    const res = await page.goto("/en/no/such/page/here");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "This page could not be found" })).toBeVisible();
    await expect(page.getByTestId("error-page")).toContainText("404");
    await expect(page.getByRole("link", { name: "Homepage" })).toHaveAttribute("href", "/en/");
  });

  test("404 in Chinese", async ({ page }) => {
    const res = await page.goto("/cn/no/such/page/here");
    expect(res?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    await expect(page.getByRole("heading", { level: 1, name: "抱歉，此页面无法找到" })).toBeVisible();
    await expect(page.getByRole("link", { name: "返回首页" })).toHaveAttribute("href", "/cn/");
  });

  test("the 404 route and non-language first segments are 404 pages, not redirect loops", async ({ request }) => {
    for (const path of ["/cn/404", "/en/404", "/cn/common/no-such-page", "/en/common/privacy/extra"]) {
      const res = await request.get(path, noRedirect);
      expect(res.status(), path).toBe(404);
      expect(await res.text(), path).not.toMatch(/at \S+\.(js|ts):\d+/);
    }
  });

  test("a client-side navigation to a missing page shows the error page", async ({ page }) => {
    await page.goto("/en/sitemap");
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => (window as unknown as { __remixRouter: { navigate: (to: string) => void } }).__remixRouter.navigate("/en/definitely/missing"));
    await expect(page).toHaveURL(/\/en\/definitely\/missing$/);
    await expect(page.getByRole("heading", { name: "This page could not be found" })).toBeVisible();
  });
});

test.describe("security baseline", () => {
  test("an enforced CSP whose nonce is on every script and changes per request", async ({ request }) => {
    const nonces: string[] = [];
    for (const path of ["/cn/common/privacy", "/cn/common/privacy", "/en/no/such/page"]) {
      const res = await request.get(path);
      const csp = res.headers()["content-security-policy"];
      expect(csp, path).toBeTruthy();
      expect(res.headers()["content-security-policy-report-only"]).toBeUndefined();
      const nonce = csp.match(/script-src 'nonce-([^']+)' 'strict-dynamic'/)?.[1];
      expect(nonce, csp).toBeTruthy();
      for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'"]) expect(csp).toContain(directive);
      const html = await res.text();
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag, tag).toContain(`nonce="${nonce}"`);
      nonces.push(nonce!);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  test("security headers on pages, HSTS only over https (a client's X-Forwarded-Proto is not believed)", async ({ request }) => {
    const res = await request.get("/cn/common/privacy");
    const h = res.headers();
    expect(h["x-content-type-options"]).toBe("nosniff");
    expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(h["permissions-policy"]).toContain("camera=()");
    expect(h["strict-transport-security"]).toBeUndefined();
    // Without TRUST_PROXY nobody vouches for X-Forwarded-Proto: still plain http, no HSTS
    // (behind a declared proxy it is sent: tests/security/headers.test.ts).
    const forged = await request.get("/cn/common/privacy", { headers: { "X-Forwarded-Proto": "https" } });
    expect(forged.headers()["strict-transport-security"]).toBeUndefined();
  });

  test("fingerprinted assets are cached immutable for a year", async ({ request }) => {
    const html = await (await request.get("/cn/common/privacy")).text();
    const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const res = await request.get(asset!);
    expect(res.status()).toBe(200);
    expect(res.headers()["cache-control"]).toMatch(/max-age=31536000/);
    expect(res.headers()["cache-control"]).toContain("immutable");
    expect(res.headers()["x-content-type-options"]).toBe("nosniff");
  });

  test("long document text stays out of the JavaScript bundle", async ({ page }) => {
    const scripts: string[] = [];
    page.on("response", async (r) => {
      if (r.url().endsWith(".js")) scripts.push(await r.text().catch(() => ""));
    });
    await page.goto("/en/common/privacy");
    await page.waitForLoadState("networkidle");
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.some((s) => s.includes("personal-information security incident"))).toBe(false);
  });
});

test.describe("route chunks", () => {
  test("a route chunk that fails to load reloads the page", async ({ page }) => {
    await page.goto("/en/common/privacy");
    await page.waitForLoadState("networkidle");
    let failed = 0;
    await page.route(/\/assets\/_lang\.sitemap-[\w-]+\.js$/, async (route) => {
      if (failed++ === 0) return route.abort();
      return route.continue();
    });
    const reloaded = page.waitForEvent("load");
    await page.getByTestId("site-footer").getByRole("link", { name: "Sitemap" }).first().click();
    await reloaded;
    expect(failed).toBeGreaterThan(0);
  });
});
