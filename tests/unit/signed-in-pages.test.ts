import { gunzipSync } from "node:zlib";
import { beforeEach, describe, expect, test, vi } from "vitest";
import type { Student } from "../../app/lib/signed-in-pages.server";

/**
 * Signed-in catalogue pages made from the visitors' kept document (app/lib/page-cache.server.ts,
 * app/lib/signed-in-pages.server.tsx, docs/decisions/033-signed-in-pages.md): the marked
 * personal parts are cut out of what visitors get, and rendered again for each student; the
 * student's root data rides in the page for hydration; nothing crosses between people.
 */
let stamp: string | undefined = "7.0.2026-11-22";
vi.mock("../../app/api-transport.server", () => ({
  catalogueStamp: () => stamp,
  readWebSession: async () => null,
  writeWebSession: async () => undefined,
  deleteWebSession: async () => undefined,
}));

/** The students behind the session cookies of these tests (the real lookup reads the session store and the API). */
const students = new Map<string, { name: string; code: string; unread: number; saved: string[] }>([
  ["user=alice", { name: "Alice Liu", code: "U-ALICE", unread: 3, saved: ["bldga"] }],
  ["user=bob", { name: "Bob Wang", code: "U-BOB", unread: 0, saved: ["bldgb"] }],
]);
vi.mock("../../app/lib/signed-in-pages.server", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../app/lib/signed-in-pages.server")>();
  return {
    ...real,
    studentOf: async (url: string, cookie: string): Promise<Student | undefined> => {
      // A second turn, so answers for several students interleave.
      await new Promise((r) => setTimeout(r, Math.random() * 5));
      const s = students.get(cookie.split(";").find((c) => c.trim().startsWith("user="))?.trim() ?? "");
      if (!s) return undefined;
      return {
        request: new Request(url),
        user: { userName: s.name, avatar: "", mobile: "13800000000", mobilePrefixId: 317, userCode: s.code, hasMobile: true, serviceUnread: s.unread, saved: s.saved },
      };
    },
  };
});

const cache = await import("../../app/lib/page-cache.server");
const { slotStart, slotEnd } = await import("../../app/lib/personal");
const { renderPersonalParts } = await import("../../app/lib/signed-in-pages.server");

const req = (path: string, headers: Record<string, string> = {}) => ({
  method: "GET",
  url: `http://localhost:4000${path}`,
  header: (name: string) => headers[name.toLowerCase()],
});

const TOKEN = "f00dfeed";
const NONCE = "RENDERNONCE0000000000==";
/** A visitor's render as entry.server makes it for the cache: the personal parts marked. */
function marked(nonce = NONCE) {
  const heart = (code: string, i: number) =>
    `${slotStart(TOKEN, i)}<form><input type="hidden" name="buildingCode" value="${code}"/><input type="hidden" name="value" value="1"/><button aria-pressed="false">♡</button></form>${slotEnd(TOKEN)}`;
  return (
    `<!DOCTYPE html><html><head><script nonce="${nonce}">a()</script></head><body>` +
    `<header>${slotStart(TOKEN, 0)}<a data-testid="login-register" href="/cn/?login=sms">登录/注册</a>${slotEnd(TOKEN)}</header>` +
    `<main>${heart("bldga", 1)}${heart("bldgb", 2)}</main>` +
    `<script nonce="${nonce}">${slotStart(TOKEN, 3)}${slotEnd(TOKEN)}</script>` +
    `<script nonce="${nonce}" type="module">b()</script></body></html>`
  );
}
const calls = [
  { part: "account" as const, props: {} },
  { part: "favourite" as const, props: { code: "bldga", name: "A House", isFavourite: false, variant: "icon" } },
  { part: "favourite" as const, props: { code: "bldgb", name: "B House", isFavourite: false, variant: "icon" } },
  { part: "data" as const, props: {} },
];

function store(path: string, routeId = "routes/$lang.$country_.$city_.apartments.$") {
  const key = cache.documentKey(req(path))!;
  const headers = new Headers({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, max-age=60" });
  const zipped = cache.storeDocument(key, marked(), NONCE, 200, headers, routeId, { token: TOKEN, calls: calls.map((c) => ({ ...c })) });
  return zipped;
}

const text = (body: Buffer) => gunzipSync(body).toString("utf8");
const savedHearts = (html: string) => [...html.matchAll(/name="buildingCode" value="([^"]+)"\/><input type="hidden" name="value" value="0"/g)].map((m) => m[1]);
const GZIP = { "accept-encoding": "gzip" };
const LISTING = "/cn/united-kingdom/london/apartments";

beforeEach(() => {
  stamp = "7.0.2026-11-22";
  cache.clearDocuments();
});

describe("the visitors' document with marked personal parts", () => {
  test("a visitor gets the visitor's parts and never a mark, a student's part or student data", async () => {
    const first = store(LISTING)!;
    // The marks: \u0001<token>:<index or />\u0001 (a control character, as the page cache cuts them).
    // eslint-disable-next-line no-control-regex
    const expected = marked().replace(new RegExp("\u0001[^\u0001]*\u0001", "g"), "");
    expect(text(first)).toBe(expected);
    const { hit } = await cache.lookupDocument(req(LISTING, { ...GZIP, cookie: "lang=cn" }), "NEWNONCE000000000000AA==");
    const html = text(hit!.body);
    expect(html).toBe(expected.replaceAll(NONCE, "NEWNONCE000000000000AA=="));
    expect(html).not.toContain("\u0001");
    expect(html).not.toContain("__studynestPersonal");
    expect(html).toContain('data-testid="login-register"');
  });

  test("a student's page: their menu, name, badge, hearts and data; a fresh nonce; private; the rest as kept", async () => {
    store(LISTING);
    const { hit } = await cache.lookupDocument(req(LISTING, { ...GZIP, cookie: "user=alice; hooid=x" }), "ALICENONCE00000000000A==");
    expect(hit).toBeDefined();
    const html = text(hit!.body);
    expect(html).toContain("Alice Liu");
    expect(html).not.toContain("Bob Wang");
    expect(html).toContain('data-testid="user-menu"');
    expect(html).toContain('data-testid="menu-unread"');
    expect(html).not.toContain('data-testid="login-register"');
    expect(savedHearts(html)).toEqual(["bldga"]);
    const data = JSON.parse(/window\.__studynestPersonal=(\{.*?\});<\/script>/.exec(html)![1]) as { user: { userCode: string; serviceUnread: number; saved: string[] } };
    expect(data.user).toMatchObject({ userCode: "U-ALICE", serviceUnread: 3, saved: ["bldga"] });
    expect(html).not.toContain(NONCE);
    expect(html.split('nonce="ALICENONCE00000000000A=="').length).toBe(4);
    expect(html).not.toContain("\u0001");
    const headers = new Map(hit!.headers.map(([n, v]) => [n.toLowerCase(), v]));
    expect(headers.get("cache-control")).toBe("private, no-cache");
    expect(headers.get("content-security-policy")).toContain("'nonce-ALICENONCE00000000000A=='");
    expect(headers.get("server-timing")).toMatch(/personal parts/);
    // The same bytes outside the personal parts as a visitor's answer.
    const visitor = text((await cache.lookupDocument(req(LISTING, { ...GZIP, cookie: "lang=cn" }), "ALICENONCE00000000000A==")).hit!.body);
    const outside = (h: string) => h.replace(/<header>.*<\/header>/, "").replace(/<main>.*<\/main>/, "").replace(/<script nonce="[^"]*">(?!a\(\))[^<]*<\/script>/, "");
    expect(outside(html)).toBe(outside(visitor));
  });

  test("students asking at once never get each other's parts", async () => {
    store(LISTING);
    const who = ["user=alice", "user=bob"];
    const answers = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const cookie = who[i % 2];
        const { hit } = await cache.lookupDocument(req(LISTING, { ...GZIP, cookie: `${cookie}; hooid=x` }), `N${String(i).padStart(21, "0")}==`);
        return { cookie, html: text(hit!.body) };
      }),
    );
    for (const { cookie, html } of answers) {
      const alice = cookie === "user=alice";
      expect(html).toContain(alice ? "Alice Liu" : "Bob Wang");
      expect(html).not.toContain(alice ? "Bob Wang" : "Alice Liu");
      expect(savedHearts(html)).toEqual(alice ? ["bldga"] : ["bldgb"]);
      expect(html.includes('data-testid="menu-unread"')).toBe(alice);
    }
  });

  test("no answer from the document for a signed-out cookie, another cookie, a page whose parts are not all marked, or a miss", async () => {
    store(LISTING);
    store("/cn/apartment/bldga", "routes/$lang.apartment.($buildingCode)");
    expect((await cache.lookupDocument(req(LISTING, { cookie: "user=nobody; hooid=x" }), "X")).hit).toBeUndefined();
    expect((await cache.lookupDocument(req(LISTING, { cookie: "user=alice; toast=y" }), "X")).hit).toBeUndefined();
    expect((await cache.lookupDocument(req("/cn/apartment/bldga", { cookie: "user=alice" }), "X")).hit).toBeUndefined();
    expect((await cache.lookupDocument(req("/cn/united-kingdom/leeds/apartments", { cookie: "user=alice" }), "X")).hit).toBeUndefined();
    expect((await cache.lookupDocument(req(`${LISTING}?sort=price`, { cookie: "user=alice" }), "X")).hit).toBeUndefined();
    // The answer for the student was rendered (undefined key: never kept for visitors).
    expect((await cache.lookupDocument(req(LISTING, { cookie: "user=alice" }), "X")).key).toBeUndefined();
  });
});

describe("a student's page that is not kept yet", () => {
  test("is rendered once as a visitor's page (kept for everyone), and each waiting student gets their own page made from it", async () => {
    const first = await cache.lookupDocument(req(LISTING, { ...GZIP, cookie: "user=alice; hooid=x" }), "N1");
    expect(first).toMatchObject({ student: true });
    expect(first.hit).toBeUndefined();
    // Bob arrives while that render runs: he waits for it instead of rendering again.
    const bob = cache.lookupDocument(req(LISTING, { ...GZIP, cookie: "user=bob; hooid=x" }), "BOBNONCE");
    store(LISTING);
    const alice = await cache.studentPageAfterRender(first.key!, req(LISTING, { ...GZIP, cookie: "user=alice; hooid=x" }), "ALICENONCE");
    expect(text(alice!.body)).toContain("Alice Liu");
    const bobPage = text((await bob).hit!.body);
    expect(bobPage).toContain("Bob Wang");
    expect(bobPage).not.toContain("Alice Liu");
    const visitor = text((await cache.lookupDocument(req(LISTING, { ...GZIP }), "V")).hit!.body);
    expect(visitor).not.toMatch(/Alice Liu|Bob Wang|__studynestPersonal=/);
  });

  test("a path that is not one of those pages, or a render that was not kept, is rendered in full for the student", async () => {
    expect(await cache.lookupDocument(req("/cn/user/applications", { cookie: "user=alice" }), "X")).toEqual({});
    const miss = await cache.lookupDocument(req("/cn/united-kingdom/apartments", { cookie: "user=alice" }), "X");
    expect(miss.student).toBe(true);
    cache.settleRendering(miss.key!); // the render answered a 404: not kept
    expect(await cache.studentPageAfterRender(miss.key!, req("/cn/united-kingdom/apartments", { cookie: "user=alice" }), "X")).toBeUndefined();
    expect(await cache.lookupDocument(req("/cn/united-kingdom/apartments", { cookie: "user=alice" }), "X")).toEqual({});
  });
});

describe("the personal parts rendered for a student", () => {
  test("the account corner and the hearts follow the student, in either language", () => {
    const student = (name: string, unread: number, saved: string[]): Student => ({
      request: new Request("http://x/"),
      user: { userName: name, avatar: "", mobile: "1", mobilePrefixId: 317, userCode: name, hasMobile: true, serviceUnread: unread, saved },
    });
    const [menuA, heartA1, heartA2] = renderPersonalParts(calls.slice(0, 3), new URL("http://x/en/united-kingdom/london/apartments"), student("Alice Liu", 120, ["bldgb"]));
    expect(menuA).toContain("Alice Liu");
    expect(menuA).toContain("99+");
    expect(menuA).toContain('href="/en/user/service"');
    expect(menuA).toContain('name="redirectTo" value="/en/united-kingdom/london/apartments"');
    expect(heartA1).toContain('aria-pressed="false"');
    expect(heartA2).toContain('aria-pressed="true"');
    const [menuB] = renderPersonalParts(calls.slice(0, 1), new URL("http://x/cn/"), student("Bob Wang", 0, []));
    expect(menuB).toContain("Bob Wang");
    expect(menuB).not.toContain('data-testid="menu-unread"');
  });
});
