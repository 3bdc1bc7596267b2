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
  ["user=cara", { name: "Cara Chen", code: "U-CARA", unread: 0, saved: [] }],
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
        request: new Request(url, { headers: { cookie } }),
        user: { userName: s.name, avatar: "", mobile: "13800000000", mobilePrefixId: 317, userCode: s.code, hasMobile: true, serviceUnread: s.unread, saved: s.saved },
      };
    },
  };
});

/**
 * Each student's own review state of apartment bldga (the real one is kept per student by the
 * API): Alice wrote one, Bob never lived there, Cara lives there and has not written one yet.
 */
const ALICE_REVIEW = {
  id: 7,
  rating: 4,
  aspects: { location: 5, value: 3, management: 4, facilities: 4 },
  content: "Alice's own words about the quiet courtyard",
  authorName: "A***e",
  tenancy: { from: "2025-09", to: null },
  verified: true as const,
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
  edited: false,
  hidden: false,
  hiddenReason: null,
  editableUntil: "2026-12-20T10:00:00.000Z",
};
const reviewStates = new Map([
  ["user=alice", { mine: ALICE_REVIEW, eligibility: { canWrite: true, reason: null } }],
  ["user=bob", { mine: null, eligibility: { canWrite: false, reason: "not_resident" as const } }],
  ["user=cara", { mine: null, eligibility: { canWrite: true, reason: null } }],
]);
const sessionOf = (request: Request) => request.headers.get("cookie")?.split(";").find((c) => c.trim().startsWith("user="))?.trim() ?? "";
vi.mock("../../app/lib/reviews.server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../app/lib/reviews.server")>()),
  loadReviewAccess: async (request: Request, code: string) => {
    await new Promise((r) => setTimeout(r, Math.random() * 5));
    return code === "bldga" ? (reviewStates.get(sessionOf(request)) ?? null) : null;
  },
}));
/** The views recorded in My history: whose, and of what. */
const views: string[] = [];
vi.mock("../../app/lib/history.server", () => ({
  recordStudentView: (request: Request, building: string, room?: string) => views.push(`${sessionOf(request)} ${building}${room ? ` ${room}` : ""}`),
}));

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

async function store(path: string, routeId = "routes/$lang.$country_.$city_.apartments.$") {
  const key = cache.documentKey(req(path))!;
  const headers = new Headers({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, max-age=60" });
  const zipped = await cache.storeDocument(key, marked(), NONCE, 200, headers, { routeId, shell: { token: TOKEN, calls: calls.map((c) => ({ ...c })) } });
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
    const first = (await store(LISTING))!;
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
    await store(LISTING);
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
    await store(LISTING);
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
    await store(LISTING);
    await store("/cn/user/history", "routes/$lang.user.history");
    expect((await cache.lookupDocument(req(LISTING, { cookie: "user=nobody; hooid=x" }), "X")).hit).toBeUndefined();
    expect((await cache.lookupDocument(req(LISTING, { cookie: "user=alice; toast=y" }), "X")).hit).toBeUndefined();
    expect((await cache.lookupDocument(req("/cn/user/history", { cookie: "user=alice" }), "X")).hit).toBeUndefined();
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
    await store(LISTING);
    const alice = await cache.studentPageAfterRender(first.key!, req(LISTING, { ...GZIP, cookie: "user=alice; hooid=x" }), "ALICENONCE");
    expect(text(alice!.body)).toContain("Alice Liu");
    const bobPage = text((await bob).hit!.body);
    expect(bobPage).toContain("Bob Wang");
    expect(bobPage).not.toContain("Alice Liu");
    const visitor = text((await cache.lookupDocument(req(LISTING, { ...GZIP }), "V")).hit!.body);
    expect(visitor).not.toMatch(/Alice Liu|Bob Wang|__studynestPersonal=/);
  });

  test("a path that is not one of those pages, or a render that was not kept, is rendered in full for the student", async () => {
    expect(await cache.lookupDocument(req("/cn/user/history", { cookie: "user=alice" }), "X")).toEqual({});
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

describe("the apartment page from the kept document: the reviews section's own part", () => {
  const APARTMENT = "/en/apartment/bldga";
  const APARTMENT_ROUTE = "routes/$lang.apartment.($buildingCode)";
  const reviewCalls = [
    { part: "account" as const, props: {} },
    { part: "favourite" as const, props: { code: "bldga", name: "A House", isFavourite: false, variant: "pill" } },
    { part: "review" as const, props: { lang: "en", name: "A House", reviewAction: "/en/apartment/bldga/review", mine: null, eligibility: { canWrite: false, reason: "login" } } },
    { part: "data" as const, props: {} },
  ];
  /** A visitor's apartment page as entry.server marks it: the reviews section's own part is the login link. */
  async function storeApartment() {
    const html =
      `<!DOCTYPE html><html><head><script nonce="${NONCE}">a()</script></head><body>` +
      `<header>${slotStart(TOKEN, 0)}<a data-testid="login-register" href="/en/?login=sms">Log in</a>${slotEnd(TOKEN)}</header>` +
      `<main>${slotStart(TOKEN, 1)}<form><button aria-pressed="false">Save</button></form>${slotEnd(TOKEN)}` +
      `<section data-testid="reviews"><h2>Reviews</h2>${slotStart(TOKEN, 2)}<p data-testid="review-cannot"><a href="/en/apartment/bldga?login=sms&amp;report=1">Log in to write a review</a></p>${slotEnd(TOKEN)}<ol><li>A resident's review</li></ol></section></main>` +
      `<script nonce="${NONCE}">${slotStart(TOKEN, 3)}${slotEnd(TOKEN)}</script></body></html>`;
    const headers = new Headers({ "Content-Type": "text/html; charset=utf-8" });
    await cache.storeDocument(cache.documentKey(req(APARTMENT))!, html, NONCE, 200, headers, { routeId: APARTMENT_ROUTE, shell: { token: TOKEN, calls: reviewCalls.map((c) => ({ ...c })) } });
  }
  const page = async (cookie: string, i = 0) => text((await cache.lookupDocument(req(APARTMENT, { ...GZIP, cookie: `${cookie}; hooid=x` }), `N${String(i).padStart(21, "0")}==`)).hit!.body);
  const hydration = (html: string) => JSON.parse(/window\.__studynestPersonal=(\{.*?\});<\/script>/.exec(html)![1]) as { user: { userCode: string }; review?: { routeId: string; mine: { id: number } | null; eligibility: { canWrite: boolean; reason: string | null } } };

  test("each student sees their own state: their review and its edit form, not a resident, may write; the browser gets the same", async () => {
    // The review form is a deferred part: entry.server loads them all before the first render.
    await (await import("../../app/lib/deferred")).preloadDeferred();
    await storeApartment();
    views.length = 0;
    const alice = await page("user=alice");
    expect(alice).toContain('data-testid="my-review"');
    expect(alice).toContain("Alice&#x27;s own words about the quiet courtyard");
    expect(alice).toContain('data-testid="review-form"');
    expect(alice).toContain("You can change it until");
    expect(alice).not.toMatch(/review-cannot|Log in to write/);
    expect(alice).toContain("<ol><li>A resident's review</li></ol>"); // the list is the kept one
    expect(hydration(alice).review).toEqual({ routeId: APARTMENT_ROUTE, ...reviewStates.get("user=alice") });

    const bob = await page("user=bob");
    expect(bob).toContain('data-testid="review-cannot"');
    expect(bob).toContain("Only residents whose booking");
    expect(bob).not.toMatch(/Alice&#x27;s own words|my-review|review-form|Log in to write/);
    expect(hydration(bob).review).toEqual({ routeId: APARTMENT_ROUTE, ...reviewStates.get("user=bob") });

    const cara = await page("user=cara");
    expect(cara).toContain('data-testid="review-write"');
    expect(cara).toContain('data-testid="review-form"');
    expect(cara).not.toMatch(/Alice&#x27;s own words|my-review|review-cannot/);

    // A visitor still gets the login link, and nobody's review or state.
    const visitor = text((await cache.lookupDocument(req(APARTMENT, GZIP), "V")).hit!.body);
    expect(visitor).toContain("Log in to write a review");
    expect(visitor).not.toMatch(/Alice&#x27;s own words|review-form|__studynestPersonal=/);
    // Each student's view is recorded in their own history, as the apartment's loader does.
    expect(views).toEqual(["user=alice bldga", "user=bob bldga", "user=cara bldga"]);
  });

  test("students asking at once never get each other's review part", async () => {
    await storeApartment();
    const who = ["user=alice", "user=bob", "user=cara"];
    const answers = await Promise.all(Array.from({ length: 30 }, async (_, i) => ({ cookie: who[i % 3], html: await page(who[i % 3], i) })));
    for (const { cookie, html } of answers) {
      expect(html.includes("Alice&#x27;s own words")).toBe(cookie === "user=alice");
      expect(html.includes("Only residents whose booking")).toBe(cookie === "user=bob");
      expect(html.includes('data-testid="review-write"')).toBe(cookie === "user=cara");
      expect(hydration(html).review?.eligibility).toEqual(reviewStates.get(cookie)!.eligibility);
    }
  });

  test("a student whose review state the API cannot answer gets the full render", async () => {
    await store("/en/apartment/bldgz", APARTMENT_ROUTE);
    expect((await cache.lookupDocument(req("/en/apartment/bldgz", { cookie: "user=alice" }), "X")).hit).toBeUndefined();
  });
});
