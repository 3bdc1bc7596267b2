import { gunzipSync } from "node:zlib";
import { beforeEach, describe, expect, test, vi } from "vitest";
import type { Student } from "../../app/lib/signed-in-pages.server";

/**
 * A signed-in student's own lists kept whole for them (app/lib/page-cache.server.ts, ADR 036):
 * under their own version (which the database moves with every write to what the pages show),
 * the catalogue stamp, the query string and the second currency; never for anyone else, never
 * for a request with a cookie that changes the page, never for the requests tab. The online
 * service page is kept the same way, until the time its loader gave (ADR 037).
 */
let stamp: string | undefined = "7.0.2026-11-27";
const versions = new Map<string, string>([
  ["U-ALICE", "4"],
  ["U-BOB", "9"],
]);
vi.mock("../../app/api-transport.server", () => ({
  catalogueStamp: () => stamp,
  ownVersion: async (code: string) => versions.get(code),
  readWebSession: async () => null,
  writeWebSession: async () => undefined,
  deleteWebSession: async () => undefined,
}));

const students = new Map<string, { name: string; code: string }>([
  ["user=alice", { name: "Alice Liu", code: "U-ALICE" }],
  ["user=bob", { name: "Bob Wang", code: "U-BOB" }],
]);
vi.mock("../../app/lib/signed-in-pages.server", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../app/lib/signed-in-pages.server")>();
  return {
    ...real,
    studentOf: async (url: string, cookie: string): Promise<Student | undefined> => {
      const s = students.get(cookie.split(";").find((c) => c.trim().startsWith("user="))?.trim() ?? "");
      if (!s) return undefined;
      return {
        request: new Request(url, { headers: { cookie } }),
        user: { userName: s.name, avatar: "", mobile: "13800000000", mobilePrefixId: 317, userCode: s.code, hasMobile: true, serviceUnread: 0, saved: [] },
      };
    },
  };
});

const cache = await import("../../app/lib/page-cache.server");

const NONCE = "RENDERNONCE0000000000==";
const GZIP = { "accept-encoding": "gzip" };
const req = (path: string, headers: Record<string, string> = {}) => ({ method: "GET", url: `http://localhost:4000${path}`, header: (n: string) => headers[n.toLowerCase()] });
const page = (who: string, nonce: string) => `<!DOCTYPE html><html><head><script nonce="${nonce}">a()</script></head><body><h1>${who}'s applications</h1></body></html>`;

/** The student's request as the server makes it: a miss is rendered and kept under the key the lookup gave. */
async function visit(path: string, cookie: string, who: string, nonce = "NONCE-" + Math.random().toString(36).slice(2), until?: number) {
  const found = await cache.lookupDocument(req(path, { ...GZIP, cookie: `${cookie}; hooid=${HOOID}` }), nonce);
  if (found.hit) return { kept: true, html: gunzipSync(found.hit.body).toString(), headers: found.hit.headers, nonce };
  if (found.own && found.key) {
    await cache.storeDocument(found.key, page(who, NONCE), NONCE, 200, new Headers({ "content-type": "text/html" }), { routeId: "routes/$lang.user.applications", until });
  }
  return { kept: false, own: !!found.own, html: undefined, headers: [], nonce };
}

/** A well-formed visitor id (the hit path adds one when it is missing). */
const HOOID = encodeURIComponent(Buffer.from(JSON.stringify("0b0f6c1e-2f5e-4a8e-9d3b-123456789abc")).toString("base64"));
const APPLICATIONS = "/cn/user/applications";

beforeEach(() => {
  vi.useRealTimers();
  cache.clearDocuments();
  stamp = "7.0.2026-11-27";
  versions.set("U-ALICE", "4");
  versions.set("U-BOB", "9");
});

describe("a student's own lists", () => {
  test("are rendered once, then answered from the cache with a fresh nonce, private", async () => {
    expect(await visit(APPLICATIONS, "user=alice", "Alice")).toMatchObject({ kept: false, own: true });
    const again = await visit(APPLICATIONS, "user=alice", "Alice");
    expect(again.kept).toBe(true);
    expect(again.html).toBe(page("Alice", again.nonce));
    expect(again.headers).toContainEqual(["Cache-Control", "private, no-cache"]);
    expect(again.headers.filter(([name]) => name.toLowerCase() === "cache-control")).toHaveLength(1);
  });

  test("are never another student's", async () => {
    await visit(APPLICATIONS, "user=alice", "Alice");
    expect((await visit(APPLICATIONS, "user=alice", "Alice")).kept).toBe(true);
    const bob = await visit(APPLICATIONS, "user=bob", "Bob");
    expect(bob.kept).toBe(false);
    const bobAgain = await visit(APPLICATIONS, "user=bob", "Bob");
    expect(bobAgain.html).toContain("Bob's applications");
    expect((await visit(APPLICATIONS, "user=alice", "Alice")).html).toContain("Alice's applications");
    // An unknown or ended session: rendered in full (the render answers it: the login dialog).
    expect(await cache.lookupDocument(req(APPLICATIONS, { cookie: "user=mallory" }), "N")).toEqual({});
  });

  test("follow the student's own version, the catalogue stamp, the query string and the second currency", async () => {
    await visit(APPLICATIONS, "user=alice", "Alice");
    versions.set("U-ALICE", "5"); // an application written, a payment recorded, a message…
    expect((await visit(APPLICATIONS, "user=alice", "Alice")).kept).toBe(false);
    expect((await visit(APPLICATIONS, "user=alice", "Alice")).kept).toBe(true);
    stamp = "8.0.2026-11-27";
    expect((await visit(APPLICATIONS, "user=alice", "Alice")).kept).toBe(false);
    expect((await visit(`${APPLICATIONS}?tab=orders`, "user=alice", "Alice")).kept).toBe(false);
    expect((await visit(`${APPLICATIONS}?tab=orders`, "user=alice", "Alice")).kept).toBe(true);
    expect((await visit(`${APPLICATIONS}?tab=orders&page=2`, "user=alice", "Alice")).kept).toBe(false);
    expect((await visit(`${APPLICATIONS}?tab=orders&page=2`, "user=alice", "Alice")).kept).toBe(true);
    expect((await visit(APPLICATIONS, "user=alice; currency=MYR", "Alice")).kept).toBe(false);
    expect((await visit("/cn/user/collections", "user=alice", "Alice")).kept).toBe(false);
    expect((await visit("/cn/user/collections", "user=alice", "Alice")).kept).toBe(true);
  });

  test("are rendered in full for the requests tab, another query, a toast or draft cookie, other pages of the account, or without a stamp or a version", async () => {
    const full = async (path: string, cookie: string) => expect(await cache.lookupDocument(req(path, { cookie }), "N")).toEqual({});
    await full(`${APPLICATIONS}?tab=requests`, "user=alice");
    // An open dialog's form carries a request id of its own, new on every answer.
    await full(`${APPLICATIONS}?dialog=feedback`, "user=alice");
    await full(`${APPLICATIONS}?tab=orders&login=sms`, "user=alice");
    await full(APPLICATIONS, "user=alice; toast=abc");
    await full(APPLICATIONS, "user=alice; form_draft=abc");
    await full("/cn/user/service?dialog=feedback", "user=alice");
    await full("/cn/user/account-setting", "user=alice");
    stamp = undefined;
    await full(APPLICATIONS, "user=alice");
    stamp = "7.0.2026-11-27";
    versions.delete("U-ALICE");
    await full(APPLICATIONS, "user=alice");
  });

  test("the service page is kept until its loader's time (the opening hours change), and not at all when the render said so (a conversation read)", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-27T10:00:00Z"), toFake: ["Date"] });
    const SERVICE = "/cn/user/service";
    const inAMinute = Date.now() + 60_000;
    expect(await visit(SERVICE, "user=alice", "Alice", undefined, inAMinute)).toMatchObject({ kept: false, own: true });
    const again = await visit(SERVICE, "user=alice", "Alice");
    expect(again.kept).toBe(true);
    expect(again.html).toBe(page("Alice", again.nonce));
    vi.setSystemTime(inAMinute);
    expect(await visit(SERVICE, "user=alice", "Alice", undefined, Date.now() + 3_600_000)).toMatchObject({ kept: false, own: true });
    expect((await visit(SERVICE, "user=alice", "Alice")).kept).toBe(true);
    // The conversation, the subject and a new one are the page's own query.
    expect(await visit(`${SERVICE}?new=1`, "user=alice", "Alice", undefined, Date.now() + 60_000)).toMatchObject({ kept: false, own: true });
    expect((await visit(`${SERVICE}?new=1`, "user=alice", "Alice")).kept).toBe(true);
    expect(await visit(`${SERVICE}?c=12`, "user=alice", "Alice", undefined, 0)).toMatchObject({ kept: false, own: true });
    expect(await visit(`${SERVICE}?c=12`, "user=alice", "Alice", undefined, 0)).toMatchObject({ kept: false, own: true });
    expect(await cache.lookupDocument(req(`${SERVICE}?c=12&tab=orders`, { cookie: "user=alice" }), "N")).toEqual({});
  });
});
