import { createCookie } from "@remix-run/node";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import sharp from "sharp";
import type { UserInfo } from "#core/user";
import { apiLoginBySms, setUserCookie, signedCall, U } from "./accounts-api";
import { APPLICANT } from "../tests/helpers/applicant";
import { newMobile } from "./accounts-helpers";
import { E2E_OUTBOX_KEY, E2E_SECRETS } from "./e2e-env";
import { findRoom, login } from "./student-helpers";
import { allSitemaps } from "./sitemap-helpers";

/**
 * Security posture of the production build over HTTP (docs/decisions/007-security.md): the
 * headers on every kind of response, the cookies' flags as the server
 * writes them, the CSRF posture (no state change on GET, cross-site posts refused before any
 * action runs), and stored XSS rendered as text in Chromium. Raw requests go through Node's
 * fetch, which sends Origin, Referer and Cookie exactly as given and keeps no cookie jar.
 */
const NON_HTML_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
const FAV = "/rest/building/client/favorites/house";
const userCookie = createCookie("user", { secrets: [E2E_SECRETS.session], path: "/" });

let base = "";
test.beforeAll(({ baseURL }) => {
  base = baseURL!;
});

async function raw(path: string, init: RequestInit & { cookie?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set("cookie", init.cookie);
  return fetch(new URL(path, base), { ...init, headers, redirect: "manual" });
}

/**
 * The Cookie header of a browser logged in as `user`: the cookie holds only a session id, so the
 * session is made by the dev outbox's session door (this machine, with the outbox key).
 */
async function cookieOf(user: UserInfo) {
  const res = await raw("/dev/session", { method: "POST", body: JSON.stringify({ user }), headers: { "x-outbox-key": E2E_OUTBOX_KEY, "content-type": "application/json" } });
  expect(res.status).toBe(200);
  return setCookies(res).get("user")!.split(";")[0];
}

async function loggedIn(request: APIRequestContext) {
  const user = await apiLoginBySms(request, newMobile());
  return { user, token: user.token, cookie: await cookieOf(user) };
}

function setCookies(res: Response): Map<string, string> {
  return new Map(res.headers.getSetCookie().map((c) => [c.split("=")[0], c]));
}

test.describe("headers on every kind of response", () => {
  test("pages, redirects, errors, API, data, files and resource routes", async ({ request }) => {
    const home = await raw("/cn/");
    const html = await home.text();
    const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const handbooks = await signedCall(request, "/rest/building/client/operationHandbook/page", { pageNum: 1, pageSize: 1 });
    const manual = handbooks.data?.list?.[0]?.code as string | undefined;
    const { token } = await loggedIn(request);
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#123456" } }).png().toBuffer();
    const form = new FormData();
    const fields: Record<string, string> = { language: "cn", timestamp: String(Date.now()), token };
    const { signFields } = await import("#core/sign");
    fields.signToken = signFields(fields, E2E_SECRETS.commonSign);
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    form.set("file", new File([png], "a.png", { type: "image/png" }));
    const uploaded = (await (await raw("/jcommon/file/upload", { method: "POST", body: form })).json()) as { code: number; data: { url: string } };
    expect(uploaded.code).toBe(0);

    // A badly signed call: the API's refusal envelope is an API answer like any other.
    const signedBody = () => new URLSearchParams({ timestamp: String(Date.now()), signToken: "x" });
    const kinds: Array<{ name: string; path: string; method?: string; body?: BodyInit; status?: number; html?: boolean; api?: boolean; csp?: string; referrer?: string }> = [
      { name: "HTML page", path: "/cn/", html: true },
      { name: "language redirect", path: "/", status: 302 },
      { name: "page redirect (logout by GET)", path: "/cn/logout", status: 302 },
      { name: "404 page", path: "/cn/no-such-page-at-all", status: 404, html: true },
      { name: "404 outside the languages", path: "/nothing-here.txt", status: 404, html: true },
      { name: "API JSON", path: "/rest/building/client/house/index", method: "POST", body: signedBody(), api: true },
      { name: "API refusal (unsigned)", path: "/rest/no/such/endpoint", method: "POST", body: signedBody(), api: true },
      { name: "API 405", path: "/rest/building/client/house/index", status: 405, api: true },
      { name: "OpenAPI document", path: "/rest/openapi.json", api: true },
      { name: "single-fetch .data", path: "/cn.data" },
      { name: "sitemap.xml", path: "/sitemap.xml" },
      { name: "robots.txt", path: "/robots.txt" },
      { name: "healthz", path: "/healthz" },
      { name: "readyz", path: "/readyz" },
      { name: "resized image", path: "/images/640/seed/01.webp" },
      { name: "fingerprinted asset", path: asset! },
      { name: "public file", path: "/default-avatar.svg" },
      // The outbox's key is in its URL: it sends no referrer at all.
      { name: "outbox JSON", path: `/dev/outbox.json?key=${E2E_OUTBOX_KEY}`, referrer: "no-referrer" },
      { name: "search JSON", path: "/cn/search.json?keyword=lon" },
      { name: "uploaded image", path: uploaded.data.url, csp: "default-src 'none'; sandbox" },
      ...(manual ? [{ name: "manual download", path: `/cn/manuals/download/${manual}` }] : []),
    ];
    for (const k of kinds) {
      const res = await raw(k.path, { method: k.method ?? "GET", body: k.body });
      const h = res.headers;
      const what = `${k.name} (${k.path})`;
      expect(res.status, what).toBe(k.status ?? 200);
      expect(h.get("x-content-type-options"), what).toBe("nosniff");
      expect(h.get("referrer-policy"), what).toBe(k.referrer ?? "strict-origin-when-cross-origin");
      expect(h.get("permissions-policy"), what).toContain("camera=()");
      expect(h.get("x-frame-options"), what).toBe("DENY");
      expect(h.get("cross-origin-opener-policy"), what).toBe("same-origin");
      expect(h.get("strict-transport-security"), what).toBeNull(); // plain http
      const csp = h.get("content-security-policy") ?? "";
      expect(csp.split(",").length, `${what}: one policy`).toBe(1);
      if (k.html) {
        expect(h.get("content-type"), what).toBe("text/html; charset=utf-8");
        const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
        expect(nonce, what).toBeTruthy();
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).toContain("object-src 'none'");
        expect(csp).not.toContain("unsafe-eval");
        expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
        const body = await res.text();
        const scripts = [...body.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
        expect(scripts.length, what).toBeGreaterThan(0);
        for (const s of scripts) expect(s, what).toContain(`nonce="${nonce}"`);
      } else {
        expect(csp, what).toBe(k.csp ?? NON_HTML_CSP);
        await res.arrayBuffer();
      }
      if (k.api) {
        expect(h.get("cache-control"), what).toBe("no-store");
        expect(h.get("content-type"), what).toMatch(/^application\/json/);
      }
    }
    // The uploaded image: its own type, never HTML.
    const img = await raw(uploaded.data.url);
    expect(img.headers.get("content-type")).toBe("image/png");
    expect((await sharp(Buffer.from(await img.arrayBuffer())).metadata()).format).toBe("png");
  });

  test("HSTS only when a trusted proxy says the request came over https", async () => {
    // TRUST_PROXY is unset on the e2e server: X-Forwarded-Proto is believed from no peer, not even
    // loopback, so plain http gets no HSTS. tests/security/headers.test.ts
    // covers a trusted proxy saying https.
    const res = await raw("/cn/", { headers: { "x-forwarded-proto": "https" } });
    expect(res.headers.get("strict-transport-security")).toBeNull();
    expect((await raw("/cn/")).headers.get("strict-transport-security")).toBeNull();
  });
});

test.describe("cookie flags (production build over http, INSECURE_COOKIES unset)", () => {
  test("language, visitor and campaign cookies", async () => {
    const res = await raw("/cn/?utm_source=newsletter&utm_campaign=x");
    const cookies = setCookies(res);
    for (const [name, days] of [["lang", 365], ["i18n_redirected", 365], ["hooid", 365], ["campaign", 7]] as const) {
      const c = cookies.get(name);
      expect(c, name).toBeDefined();
      expect(c, name).toContain("HttpOnly");
      expect(c, name).toContain("Secure");
      expect(c, name).toContain("SameSite=Lax");
      expect(c, name).toContain("Path=/");
      expect(c, name).toContain(`Max-Age=${days * 86400}`);
    }
  });

  test("the user cookie of a login in the browser: HttpOnly, Secure, Lax, 7 days; cleared the same way", async ({ page }) => {
    const started = Date.now() / 1000;
    await login(page);
    const c = (await page.context().cookies()).find((x) => x.name === "user");
    expect(c).toBeDefined();
    expect(c).toMatchObject({ httpOnly: true, secure: true, sameSite: "Lax", path: "/" });
    expect(Math.abs(c!.expires - (started + 7 * 86400))).toBeLessThan(120);
    // Not readable by scripts.
    expect(await page.evaluate(() => document.cookie)).not.toContain("user=");
    // The cookie is an opaque signed session id: nothing of the person in it.
    const id = (await userCookie.parse(`user=${c!.value}`)) as unknown;
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const res = await raw("/cn/logout", { method: "POST", cookie: `user=${c!.value}`, headers: { origin: new URL(base).origin } });
    const cleared = setCookies(res).get("user")!;
    expect(cleared).toContain("HttpOnly");
    expect(cleared).toContain("Secure");
    expect(cleared).toContain("SameSite=Lax");
    expect(cleared).toContain("Max-Age=0");
  });

  test("a tampered user cookie is treated as logged out", async ({ request }) => {
    const { user, cookie } = await loggedIn(request);
    expect((await raw("/cn/user/profiles", { cookie })).status).toBe(200);
    const [name, value] = cookie.split("=");
    const decoded = decodeURIComponent(value);
    const payload = Buffer.from(decoded.slice(0, decoded.lastIndexOf(".")), "base64").toString();
    // Nothing personal to change in it: another session id under the old signature.
    expect(payload).not.toContain(user.token);
    const forged = Buffer.from(JSON.stringify("f".repeat(43))).toString("base64");
    const tampered = `${name}=${encodeURIComponent(`${forged}${decoded.slice(decoded.lastIndexOf("."))}`)}`;
    const res = await raw("/cn/user/profiles", { cookie: tampered });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toContain("login=sms");
  });
});

test.describe("CSRF posture", () => {
  async function state(request: APIRequestContext, token: string) {
    const [info, favs, intents] = await Promise.all([
      signedCall(request, `${U}/user/info`, {}, { token }),
      signedCall(request, `${FAV}/list`, {}, { token }),
      signedCall(request, `${U}/intent/list`, {}, { token }),
    ]);
    return {
      live: info.code,
      profile: info.data && { userName: info.data.userName, intro: info.data.intro, mobile: info.data.mobile },
      favourites: favs.data?.totalCount,
      applications: intents.data?.list?.map((a: { applyCode: string; status: string }) => `${a.applyCode}:${a.status}`),
    };
  }

  test("no GET changes anything: every page, dialog, resource route and .data load, logged in", async ({ request }) => {
    test.setTimeout(120_000);
    const { token, cookie } = await loggedIn(request);
    const room = await findRoom(request);
    await signedCall(request, `${FAV}/change`, { buildingCode: room.buildingCode, action: "add" }, { token });
    const sitemap = await allSitemaps(async (path) => (await raw(path)).text());
    const locs = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]+)<\/loc>/g)].map((m) => m[1]);
    const pick = (re: RegExp) => locs.find((l) => re.test(l)) ?? "/cn/";
    const before = await state(request, token);

    const pages = [
      "/cn/",
      "/en/",
      pick(/^\/cn\/[a-z-]+$/),
      pick(/^\/cn\/[a-z-]+\/[a-z-]+$/),
      pick(/^\/cn\/[a-z-]+\/apartments/),
      pick(/^\/cn\/[a-z-]+\/[a-z-]+\/apartments/),
      pick(/^\/cn\/[a-z-]+\/[a-z-]+\/[a-z-]+\/apartments/),
      `/cn/apartment/${room.buildingCode}`,
      `/cn/apartment/${room.buildingCode}/room/${room.roomCode}`,
      `/cn/apartment/${room.buildingCode}/room/${room.roomCode}/apply`,
      "/cn/search?keyword=london",
      "/cn/search.json?keyword=lon",
      "/cn/schools.json?keyword=lon",
      "/cn/sitemap",
      "/cn/manuals",
      "/cn/academic-year-booking",
      "/cn/common/custom-form",
      "/cn/common/privacy",
      "/cn/common/email-activation",
      "/cn/promotion/recommend",
      "/cn/preview-media",
      "/cn/user",
      "/cn/user/profiles",
      "/cn/user/account-setting",
      "/cn/user/applications",
      "/cn/user/collections",
      "/cn/user/application/A000000000",
      "/cn/user/order/O000000000",
      "/cn/feedback",
      "/cn/cooperation",
      "/cn/?dialog=feedback",
      "/cn/?dialog=cooperation",
      "/cn/?login=sms",
      "/cn/?login=password",
      "/cn/login",
      // Routes whose POST changes state: their GET must not.
      "/cn/logout",
      `/cn/favorite?buildingCode=${room.buildingCode}&value=0`,
      `/cn/favorite?buildingCode=${room.buildingCode}&value=1`,
      // The same through single fetch.
      "/cn/logout.data",
      `/cn/favorite.data?buildingCode=${room.buildingCode}&value=0`,
      "/cn/user/profiles.data",
      "/cn/user/collections.data",
      "/cn/feedback.data",
      "/cn/cooperation.data",
      "/cn/user/account-setting.data",
      // The API by GET is refused (405), never routed.
      `${FAV}/change?buildingCode=${room.buildingCode}&action=remove&token=${token}`,
      `/rest/user/client/logout?token=${token}`,
      `/rest/user/client/intent/cancel?token=${token}`,
    ];
    for (const path of pages) {
      const res = await raw(path, { cookie });
      expect(res.status, path).toBeLessThan(500);
      await res.arrayBuffer();
    }
    expect(await state(request, token)).toEqual(before);
    expect(before.live).toBe(0);
    expect(before.favourites).toBe(1);
  });

  test("a cross-site post to an action is refused with 403 before the action runs", async ({ request }) => {
    const { token, cookie } = await loggedIn(request);
    const room = await findRoom(request);
    const origin = new URL(base).origin;
    const form = (extra: Record<string, string> = {}) => new URLSearchParams({ buildingCode: room.buildingCode, value: "1", redirectTo: "/cn/", ...extra });
    const attempts: Array<[string, string, Record<string, string>]> = [
      ["/cn/logout", "document", { origin: "https://evil.example" }],
      ["/cn/logout.data", "single fetch", { origin: "https://evil.example" }],
      ["/cn/logout?index", "document with a query", { origin: "http://localhost.evil.example" }],
      ["/cn/favorite", "favourite", { origin: "https://evil.example" }],
      ["/cn/favorite.data", "favourite, single fetch", { origin: "null" }],
      ["/cn/favorite", "no Origin, cross-site Referer", { referer: "https://evil.example/page.html" }],
      ["/cn/user/profiles", "profile", { origin: "https://evil.example" }],
      ["/cn/feedback", "feedback", { origin: "https://evil.example" }],
    ];
    const before = await state(request, token);
    for (const [path, what, headers] of attempts) {
      const res = await raw(path, { method: "POST", cookie, body: form({ userName: "pwned", content: "csrf", intent: "profile" }), headers: { "content-type": "application/x-www-form-urlencoded", ...headers } });
      expect(res.status, what).toBe(403);
      expect(res.headers.getSetCookie(), what).toEqual([]);
    }
    expect(await state(request, token)).toEqual(before);
    expect(before.favourites).toBe(0);

    // The same posts from the site itself work.
    const fav = await raw("/cn/favorite", { method: "POST", cookie, body: form(), headers: { origin, "content-type": "application/x-www-form-urlencoded" } });
    expect(fav.status).toBe(302);
    expect((await state(request, token)).favourites).toBe(1);
    const out = await raw("/cn/logout", { method: "POST", cookie, body: form(), headers: { origin, "content-type": "application/x-www-form-urlencoded" } });
    expect(out.status).toBe(302);
    expect((await state(request, token)).live).toBe(3);
  });

  test("a post with neither Origin nor Referer (a non-browser client) reaches the action", async ({ request }) => {
    const { token, cookie } = await loggedIn(request);
    const res = await raw("/cn/logout", { method: "POST", cookie, body: new URLSearchParams({}), headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(res.status).toBe(302);
    expect((await state(request, token)).live).toBe(3);
  });

  test("in Chromium: a form on another site posting to logout and favourite is refused", async ({ page, request }) => {
    const { user, token } = await loggedIn(request);
    const room = await findRoom(request);
    await setUserCookie(page.context(), base, user);
    const target = new URL(base);
    const attacker = "http://attacker.test";
    await page.route(`${attacker}/**`, (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><form id="f" method="post" action="${target.origin}/cn/favorite">
          <input name="buildingCode" value="${room.buildingCode}"><input name="value" value="1"></form>
          <form id="g" method="post" action="${target.origin}/cn/logout"></form>`,
      }),
    );
    const responses: number[] = [];
    page.on("response", (r) => {
      if (r.url().startsWith(target.origin)) responses.push(r.status());
    });
    await page.goto(`${attacker}/`);
    await Promise.all([page.waitForURL(`${target.origin}/cn/favorite`), page.evaluate(() => (document.getElementById("f") as HTMLFormElement).submit())]);
    await expect(page.locator("body")).toContainText("Forbidden");
    await page.goto(`${attacker}/`);
    await Promise.all([page.waitForURL(`${target.origin}/cn/logout`), page.evaluate(() => (document.getElementById("g") as HTMLFormElement).submit())]);
    expect(responses).toEqual([403, 403]);
    const after = await state(request, token);
    expect(after.live).toBe(0);
    expect(after.favourites).toBe(0);
  });
});

test.describe("stored XSS is rendered as text", () => {
  const PAYLOADS = {
    script: "<script>alert(1)</script>",
    img: '"><img src=x onerror=alert(1)>',
    svg: "<svg/onload=alert(1)>",
    js: "javascript:alert(1)",
    tpl: "{{constructor.constructor('alert(1)')()}}",
  };
  const ALL = Object.values(PAYLOADS).join(" ");

  async function watch(page: Page) {
    const dialogs: string[] = [];
    page.on("dialog", (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    return dialogs;
  }

  async function noInjectedElements(page: Page) {
    const injected = await page.evaluate(() => ({
      xImages: document.querySelectorAll('img[src="x"], img[onerror]').length,
      svgs: document.querySelectorAll("svg[onload]").length,
      // Every script the server sent carries the request's nonce; one made from stored text would not.
      inlineScripts: [...document.scripts].filter((s) => !s.nonce).length,
      jsLinks: document.querySelectorAll('a[href^="javascript:"]').length,
    }));
    expect(injected).toEqual({ xImages: 0, svgs: 0, inlineScripts: 0, jsLinks: 0 });
  }

  test("profile, application, applicant details, feedback and cooperation", async ({ page, request }) => {
    test.setTimeout(90_000);
    const dialogs = await watch(page);
    const { user, token } = await loggedIn(request);
    const room = await findRoom(request);
    await setUserCookie(page.context(), base, user);

    // Profile: the nickname rule keeps markup out of userName; realName and intro take free text.
    const saved = await signedCall(request, `${U}/user/update`, { userName: "xssTester", realName: PAYLOADS.img.slice(0, 20), intro: ALL.slice(0, 200) }, { token });
    expect(saved.code, saved.msg).toBe(0);
    // An application whose free-text fields carry the payloads (the remark and the addresses).
    const house = await signedCall(request, `${U}/intent/apply/house`, { roomCode: room.roomCode }, { token });
    const moveIn = [house.data.room.availableFrom, new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)].sort()[1];
    const applied = await signedCall(
      request,
      `${U}/intent/apply`,
      {
        roomCode: room.roomCode,
        mobilePrefixId: 317,
        mobile: "13800138000",
        moveInDate: moveIn,
        leaseTerm: house.data.room.leaseTerms[0],
        paymentPlan: "term",
        remark: ALL,
        agree: "on",
        ...APPLICANT,
        // Markup in every free-text answer: it must come back as text.
        university: `${PAYLOADS.img} University`,
        course: PAYLOADS.script.slice(0, 90),
        address: `${PAYLOADS.img} ${PAYLOADS.script}`,
        guarantorName: PAYLOADS.svg,
        guarantorAddress: PAYLOADS.script,
      },
      { token },
    );
    expect(applied.code, applied.msg).toBe(0);
    const pickup = await signedCall(
      request,
      `${U}/apply/jieji`,
      { applyCode: applied.data.applyCode, flightNo: "CA937", arrivalDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10), arrivalTime: "10:00", airport: PAYLOADS.img, passengers: 1, remark: PAYLOADS.script },
      { token },
    );
    expect(pickup.code, pickup.msg).toBe(0);

    const views: Array<[string, string[]]> = [
      ["/cn/user/profiles", []],
      [`/cn/user/application/${applied.data.applyCode}`, [PAYLOADS.script, PAYLOADS.svg]],
      ["/cn/user/applications", []],
      [`/cn/apartment/${room.buildingCode}/room/${room.roomCode}/apply`, []],
      ["/en/user/profiles", []],
    ];
    const cookie = await cookieOf(user);
    for (const [path, literal] of views) {
      // The HTML as sent: the payloads only ever escaped (as text, attribute values or script data).
      const sent = await (await raw(path, { cookie })).text();
      for (const p of [PAYLOADS.script, PAYLOADS.svg, "<img src=x"]) expect(sent, `${path} sends ${p} raw`).not.toContain(p);
      await page.goto(path);
      await expect(page.locator("main, body").first()).toBeVisible();
      for (const text of literal) await expect(page.getByText(text, { exact: false }).first(), `${path}: ${text}`).toBeVisible();
      await noInjectedElements(page);
    }
    // The profile's fields hold the text as values.
    await page.goto("/cn/user/profiles");
    await expect(page.locator('form[data-testid="profile-form"] textarea[name="intro"]')).toHaveValue(ALL.slice(0, 200));
    await expect(page.locator('form[data-testid="profile-form"] input[name="realName"]')).toHaveValue(PAYLOADS.img.slice(0, 20));

    // Feedback and cooperation through the dialogs: sent, re-shown on error, never run.
    await page.goto("/cn/sitemap?dialog=feedback");
    const fb = page.getByTestId("feedback-dialog");
    await fb.locator('select[name="cate"]').selectOption({ index: 1 });
    await fb.locator('textarea[name="content"]').fill(ALL);
    await page.getByTestId("feedback-submit").click();
    await expect(page.getByTestId("feedback-success")).toBeVisible();
    await noInjectedElements(page);

    await page.goto("/cn/sitemap?dialog=cooperation");
    const coop = page.getByTestId("cooperation-dialog");
    await coop.locator('select[name="city"]').selectOption({ index: 1 });
    await coop.locator('input[name="houseInfo"]').fill(PAYLOADS.img);
    await coop.locator('input[name="name"]').fill(PAYLOADS.svg.slice(0, 20));
    await coop.locator('input[name="mobile"]').fill("13800138000");
    const remark = coop.locator('textarea[name="remark"]');
    if (await remark.count()) await remark.fill(ALL);
    await page.getByTestId("coop-submit").click();
    await expect(page.getByTestId("cooperation-dialog")).toHaveCount(0);
    await noInjectedElements(page);

    // Re-shown after a refusal without JavaScript: the submitted text comes back as values.
    const noJs = await page.context().browser()!.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
    const plain = await noJs.newPage();
    await plain.goto("/cn/sitemap?dialog=cooperation");
    await plain.locator('input[name="houseInfo"]').fill(PAYLOADS.img);
    await plain.locator('input[name="name"]').fill("Name");
    await plain.locator('input[name="mobile"]').fill("1");
    await plain.getByTestId("coop-submit").click();
    await expect(plain.locator('input[name="houseInfo"]')).toHaveValue(PAYLOADS.img);
    await noInjectedElements(plain);
    await noJs.close();

    expect(dialogs).toEqual([]);
  });

  test("a script in the URL is not reflected", async ({ page }) => {
    const dialogs = await watch(page);
    await page.goto(`/cn/search?keyword=${encodeURIComponent(PAYLOADS.img)}`);
    await page.goto(`/cn/?login=${encodeURIComponent(PAYLOADS.script)}&redirectTo=${encodeURIComponent("javascript:alert(1)")}`);
    await page.goto(`/cn/no-such-page-${encodeURIComponent(PAYLOADS.svg)}`);
    await noInjectedElements(page);
    expect(dialogs).toEqual([]);
  });
});
