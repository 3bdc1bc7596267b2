import { existsSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { OUTBOX_TEST_KEY, privateBuild, rest, skipNote, startServer, testSecrets, webLogin, type RunningServer } from "../helpers/system";

/**
 * Signed-in catalogue pages made from the visitors' kept document (docs/decisions/033-signed-in-pages.md),
 * over real sockets on the production build: each student's page carries their own menu, name
 * and hearts and nobody else's, also when students and visitors ask for one page at once; a
 * visitor never gets a personal part; the page is the one a full render for the student makes
 * (what React hydrates against); a signed-out or revoked session is not made from the document.
 * Ports 4160-4169.
 */
const SUITE = "signed-in pages from the visitors' document (production build)";
const why = existsSync("build/server.js") ? null : "no build/ (run npm run build first)";
if (why) skipNote(SUITE, why);

interface Student {
  cookie: string;
  token: string;
  userCode: string;
  name: string;
}

/** The codes of the hearts shown as saved (their form would now remove: value 0). */
const savedHearts = (html: string) => [...html.matchAll(/name="buildingCode" value="([^"]+)"\/><input type="hidden" name="value" value="0"/g)].map((m) => m[1]).sort();
const personalData = (html: string) => /window\.__studynestPersonal=(\{.*?\});<\/script>/.exec(html)?.[1];
const PERSONAL_TIMING = /page cache hit, personal parts/;

describe.skipIf(!!why)(SUITE, () => {
  const secrets = testSecrets();
  let web: RunningServer;
  let removeBuild: (() => void) | undefined;
  let a: Student;
  let b: Student;
  let listing: string;
  let room: string;
  let apartment: string;
  let codes: string[];

  const page = (path: string, cookie?: string) =>
    fetch(`${web.base}${path}`, { headers: { ...(cookie ? { cookie: `${cookie}; lang=cn; i18n_redirected=cn` } : { cookie: "lang=cn; i18n_redirected=cn" }), "accept-encoding": "gzip" }, redirect: "manual" });

  async function student(): Promise<Student> {
    const cookie = await webLogin(web.base, secrets);
    const door = await fetch(`${web.base}/dev/session`, { headers: { cookie, "x-outbox-key": OUTBOX_TEST_KEY } });
    const { user } = (await door.json()) as { user: { token: string; userCode: string; userName: string } };
    return { cookie, token: user.token, userCode: user.userCode, name: user.userName };
  }

  beforeAll(async () => {
    const build = privateBuild("signed-in")!;
    removeBuild = build.remove;
    web = await startServer({ build: build.dir, port: 4160, env: { ...secrets, DATABASE_URL: "memory://", DATA_DIR: `/tmp/signed-in-system-${process.pid}` }, timeoutMs: 220_000 });
    [a, b] = [await student(), await student()];
    const home = await rest(web.base, "/rest/building/client/house/index", {}, secrets);
    const first = home.body.data.recommendedHouses[0] as { code: string; city: { slug: string }; country: { slug: string } };
    listing = `/cn/${first.country.slug}/${first.city.slug}/apartments`;
    const listingHtml = await (await page(listing)).text();
    codes = [...new Set([...listingHtml.matchAll(/href="\/cn\/apartment\/([a-z0-9]+)"/g)].map((m) => m[1]))];
    expect(codes.length).toBeGreaterThanOrEqual(2);
    apartment = `/cn/apartment/${codes[0]}`;
    room = new RegExp(`href="(/cn/apartment/${codes[0]}/room/[a-z0-9-]+)"`).exec(await (await page(apartment)).text())![1];
    // A saves the first two apartments of the listing, B the second only.
    for (const [who, saves] of [[a, codes.slice(0, 2)], [b, codes.slice(1, 2)]] as const) {
      for (const buildingCode of saves) {
        const r = await rest(web.base, "/rest/building/client/favorites/house/change", { buildingCode, action: "add" }, secrets, { token: who.token });
        expect(r.body.code).toBe(0);
      }
    }
    // A visitor's view of each page keeps it (the first render of a page is kept).
    for (const path of ["/cn/", listing, apartment, room]) expect((await page(path)).status).toBe(200);
  }, 240_000);

  afterAll(async () => {
    await web?.stop();
    removeBuild?.();
  });

  test("each student's page is made from the kept document with their own menu, name and hearts", async () => {
    for (const path of ["/cn/", listing, apartment, room]) {
      const res = await page(path, a.cookie);
      expect(res.status).toBe(200);
      expect(res.headers.get("server-timing")).toMatch(PERSONAL_TIMING);
      expect(res.headers.get("cache-control")).toBe("private, no-cache");
      const html = await res.text();
      expect(html).not.toContain("\u0001");
      expect(html).toContain(a.name);
      expect(html).not.toContain(b.name);
      expect(html).not.toContain('data-testid="login-register"');
      expect(JSON.parse(personalData(html)!).user.userCode).toBe(a.userCode);
      if (path !== "/cn/") expect(html).toContain('data-testid="user-menu"');
    }
    expect(savedHearts(await (await page(listing, a.cookie)).text())).toEqual(codes.slice(0, 2).sort());
    expect(savedHearts(await (await page(listing, b.cookie)).text())).toEqual(codes.slice(1, 2));
    expect(savedHearts(await (await page(room, a.cookie)).text())).toEqual([codes[0]]);
    expect(savedHearts(await (await page(room, b.cookie)).text())).toEqual([]);
    // The apartment page: the student's own heart, their review state (no stay: "not a resident"), never the visitor's login link.
    const own = await (await page(apartment, a.cookie)).text();
    expect(savedHearts(own)).toEqual([codes[0]]);
    expect(own).toContain('data-testid="review-cannot"');
    expect(own).toContain("只有通过我们预订并已办理入住的住户");
    expect(JSON.parse(personalData(own)!).review).toMatchObject({ mine: null, eligibility: { canWrite: false, reason: "not_resident" } });
    expect(savedHearts(await (await page(apartment, b.cookie)).text())).toEqual([]);
  });

  test("a page nobody asked for yet: the student's first request renders the visitor's page once, keeps it, and answers the student's", async () => {
    const fresh = `/cn/apartment/${codes[1]}/room/`;
    const apartment = await (await page(`/cn/apartment/${codes[1]}`)).text();
    const path = new RegExp(`href="(${fresh}[a-z0-9-]+)"`).exec(apartment)![1];
    const first = await page(path, a.cookie);
    expect(first.status).toBe(200);
    expect(first.headers.get("server-timing")).toMatch(PERSONAL_TIMING);
    const html = await first.text();
    expect(html).toContain(a.name);
    expect(savedHearts(html)).toEqual([codes[1]]);
    const visitor = await page(path);
    expect(visitor.headers.get("server-timing")).toMatch(/page cache hit"/);
    const visitorHtml = await visitor.text();
    expect(visitorHtml).not.toContain(a.name);
    expect(savedHearts(visitorHtml)).toEqual([]);
  });

  test("students and visitors asking at once each get their own page, never another's part", async () => {
    const who = [a, b, undefined];
    const asks = Array.from({ length: 36 }, (_, i) => ({ s: who[i % 3], path: [listing, room, "/cn/", apartment][Math.floor(i / 3) % 4] }));
    const answers = await Promise.all(asks.map(async ({ s, path }) => ({ s, path, html: await (await page(path, s?.cookie)).text() })));
    for (const { s, path, html } of answers) {
      const other = s === a ? b : a;
      expect(html).not.toContain(other.name);
      if (!s) {
        expect(html).not.toContain(a.name);
        expect(personalData(html)).toBeUndefined();
        expect(savedHearts(html)).toEqual([]);
        continue;
      }
      expect(html).toContain(s.name);
      expect(JSON.parse(personalData(html)!).user.userCode).toBe(s.userCode);
      if (path === listing) expect(savedHearts(html)).toEqual(s === a ? codes.slice(0, 2).sort() : codes.slice(1, 2));
    }
  });

  test("a visitor after the students gets the visitor's page: sign-in link, no menu, no student data, no saved heart", async () => {
    for (const path of ["/cn/", listing, apartment, room]) {
      const res = await page(path);
      expect(res.headers.get("server-timing")).toMatch(/page cache hit"/);
      const html = await res.text();
      expect(html).toContain('data-testid="login-register"');
      expect(html).not.toContain('data-testid="user-menu"');
      expect(html).not.toContain("__studynestPersonal=");
      expect(savedHearts(html)).toEqual([]);
      expect(html).not.toContain("\u0001");
    }
  });

  test("the page made from the document is the full render for the student, but for its scripts and nonces", async () => {
    // Any other cookie sends the request to the full render (the shell takes the session and the harmless ones only).
    const normal = (html: string) =>
      html
        .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "<script></script>")
        .replace(/nonce="[^"]*"/g, "")
        .replace(/<!-- -->/g, "");
    for (const path of ["/cn/", listing, apartment, room]) {
      const shell = await page(path, a.cookie);
      const full = await page(path, `${a.cookie}; probe=1`);
      expect(full.headers.get("server-timing")).not.toMatch(PERSONAL_TIMING);
      expect(normal(await shell.text())).toBe(normal(await full.text()));
    }
  });

  test("after signing out, the old cookie gets the visitor's page", async () => {
    const out = await fetch(`${web.base}/cn/logout`, { method: "POST", headers: { cookie: b.cookie, "content-type": "application/x-www-form-urlencoded" }, body: "redirectTo=/cn/", redirect: "manual" });
    expect([302, 303]).toContain(out.status);
    const res = await page(listing, b.cookie);
    expect(res.headers.get("server-timing") ?? "").not.toMatch(PERSONAL_TIMING);
    const html = await res.text();
    expect(html).not.toContain(b.name);
    expect(html).toContain('data-testid="login-register"');
  });

  test("a revoked token (code 3) is not answered from the document: the student is signed out", async () => {
    const c = await student();
    expect((await page(listing, c.cookie)).headers.get("server-timing")).toMatch(PERSONAL_TIMING);
    const logout = await rest(web.base, "/rest/user/client/logout", {}, secrets, { token: c.token });
    expect(logout.body.code).toBe(0);
    const res = await page(listing, c.cookie);
    expect(res.headers.get("server-timing") ?? "").not.toMatch(PERSONAL_TIMING);
    if (res.status === 302) {
      // The token refused while the web session lived: the reload that forgets it.
      expect(res.headers.get("location")).toBe(listing);
      expect(res.headers.getSetCookie().some((v) => /^user=;/.test(v))).toBe(true);
    } else {
      // The revocation ended the web session too: the visitor's page.
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).not.toContain(c.name);
      expect(html).toContain('data-testid="login-register"');
    }
  });
});
