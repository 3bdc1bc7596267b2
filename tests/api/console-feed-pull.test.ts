import { sql } from "drizzle-orm";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { auditOf, newStaff, ok, refused, setupConsole } from "../helpers/console";

/**
 * A landlord's feed pulled from their URL, with msw standing in for the landlord's server and
 * the resolver answering for its made-up host names (the connection is never made: msw answers
 * it). Pulls create, update and unpublish with a kept report; a malformed or failed pull changes
 * nothing; private addresses are refused however they are reached; the size cap holds; a 304
 * does nothing; photos are fetched once, re-encoded, and a failed one is reported against its
 * record; of two pullers racing, one pulls.
 */
const HOSTS: Record<string, { address: string; family: number }[]> = {
  "feeds.landlord.test": [{ address: "203.0.113.10", family: 4 }],
  "photos.landlord.test": [{ address: "203.0.113.11", family: 4 }],
  "loopy.landlord.test": [{ address: "127.0.0.1", family: 4 }],
  "mixed.landlord.test": [
    { address: "203.0.113.12", family: 4 },
    { address: "10.0.0.5", family: 4 },
  ],
};
vi.mock("node:dns/promises", async (original) => {
  const actual = await original<typeof import("node:dns/promises")>();
  const lookup = async (host: string, options: unknown) => HOSTS[host] ?? actual.lookup(host, options as never);
  return { ...actual, default: { ...actual, lookup }, lookup };
});

const FEEDS = "http://feeds.landlord.test";
const PHOTOS = "https://photos.landlord.test";
const served = new Map<string, { body: string | Buffer; type: string; etag?: string }>();
const hits: { url: string; headers: Record<string, string> }[] = [];
const hitsOf = (url: string) => hits.filter((h) => h.url === url);

function answer(request: Request) {
  hits.push({ url: request.url, headers: Object.fromEntries(request.headers) });
  const s = served.get(request.url);
  if (!s) return new HttpResponse("not here", { status: 404 });
  if (s.etag && request.headers.get("if-none-match") === s.etag) return new HttpResponse(null, { status: 304, headers: { ETag: s.etag } });
  return new HttpResponse(typeof s.body === "string" ? s.body : new Uint8Array(s.body), { status: 200, headers: { "Content-Type": s.type, ...(s.etag ? { ETag: s.etag } : {}) } });
}

const server = setupServer(
  http.get(`${FEEDS}/*`, ({ request }) => answer(request)),
  http.get(`${PHOTOS}/*`, ({ request }) => answer(request)),
  // Were the guard to let these through, they would answer a good feed: the tests see the hits.
  http.get("http://127.0.0.1/*", ({ request }) => answer(request)),
  http.get("http://127.0.0.1:4555/*", ({ request }) => answer(request)),
  http.get("http://10.1.2.3/*", ({ request }) => answer(request)),
  http.get("http://169.254.169.254/*", ({ request }) => answer(request)),
  http.get("http://loopy.landlord.test/*", ({ request }) => answer(request)),
  http.get("http://mixed.landlord.test/*", ({ request }) => answer(request)),
  http.get("http://[::1]/*", ({ request }) => answer(request)),
  http.get("http://[::ffff:7f00:1]/*", ({ request }) => answer(request)),
  http.get("http://0.0.0.0/*", ({ request }) => answer(request)),
);

let admin: string;
let cityId: number;
beforeAll(async () => {
  server.listen({ onUnhandledRequest: "bypass" });
  admin = await setupConsole({ FEED_FETCH_ALLOW_PRIVATE: "" });
  const { query } = await import("../../api/db/client");
  [{ id: cityId }] = await query<{ id: number }>(sql`SELECT id FROM cities WHERE NOT synthetic ORDER BY popularity DESC, id LIMIT 1`);
});
afterEach(() => {
  hits.length = 0;
  served.clear();
});
afterAll(() => server.close());

const apartment = (ref: string, price = 25500, photos?: string[]) => ({
  ref,
  name: { zh: `河畔公寓 ${ref}`, en: `Riverside Court ${ref}` },
  cityId,
  address: { zh: "河畔路 2 号", en: "2 Riverside Road" },
  lat: 51.5,
  lng: -0.12,
  description: { zh: "靠近校园的学生公寓。", en: "Student flats near campus." },
  currency: "GBP",
  priceUnit: "week",
  rooms: [{ ref: `${ref}-studio`, name: { zh: "单间", en: "Studio" }, roomType: "studio", price: { currency: "GBP", minor: price }, areaM2: 21, bedSize: "double", leaseTerms: [44, 51], availableFrom: "2027-09-01", stock: 5 }],
  ...(photos ? { photos } : {}),
});
const feed = (list: object[]) => JSON.stringify({ apartments: list });

async function q<T>(text: ReturnType<typeof sql>): Promise<T[]> {
  const { query } = await import("../../api/db/client");
  return query<T>(text);
}
const buildingByRef = async (ref: string) =>
  (await q<{ code: string; published: boolean; from_price: number; photos: string[]; updated_at: Date }>(sql`SELECT code, is_published AS published, from_price, photos, updated_at FROM buildings WHERE feed_ref = ${ref}`))[0];
const stamp = async () => Number((await q<{ version: number | string }>(sql`SELECT version FROM catalogue_version WHERE id = 1`))[0].version);

interface PullReply {
  outcome: "imported" | "unchanged" | "failed";
  report: { created: string[]; updated: string[]; unchanged: string[]; unpublished: string[]; rejected: { ref: string | null; reasons: string[] }[]; photos: { ref: string; url: string; reason: string }[] } | null;
  error: string | null;
}

async function landlordWithUrl(url: string, format = "auto") {
  const landlord = await newStaff(admin, "landlord");
  await ok("/rest/ops/feed/source/save", { staffToken: landlord.token, url, format });
  return landlord;
}
const pull = (token: string) => ok<PullReply>("/rest/ops/feed/pull", { staffToken: token });

describe("pulling a landlord's feed from their URL", () => {
  test("a pull creates, updates and unpublishes; the report is kept with when and from where; audited; the catalogue stamp moves", async () => {
    const url = `${FEEDS}/a/feed.json`;
    served.set(url, { body: feed([apartment("RV-1"), apartment("RV-2")]), type: "application/json" });
    const landlord = await landlordWithUrl(url);
    const first = await pull(landlord.token);
    expect(first).toMatchObject({ outcome: "imported", report: { created: ["RV-1", "RV-2"], rejected: [], photos: [] } });
    expect(await buildingByRef("RV-1")).toMatchObject({ published: false, from_price: 255 });
    await q(sql`UPDATE buildings SET is_published = true WHERE feed_ref IN ('RV-1', 'RV-2')`);

    const before = await stamp();
    served.set(url, { body: feed([apartment("RV-1", 30000), { ...apartment("RV-3"), lat: 200 }]), type: "application/json" });
    const second = await pull(landlord.token);
    expect(second.report).toMatchObject({ created: [], updated: ["RV-1"], unpublished: ["RV-2"], rejected: [{ ref: "RV-3" }] });
    expect(await buildingByRef("RV-1")).toMatchObject({ published: true, from_price: 300 });
    expect(await buildingByRef("RV-2")).toMatchObject({ published: false });
    expect(await stamp()).toBeGreaterThan(before);

    const overview = await ok<{ source: { url: string; format: string }; runs: { origin: string; url: string; outcome: string; report: PullReply["report"]; at: string; actor: string }[] }>("/rest/ops/feed/source", { staffToken: landlord.token });
    expect(overview.source).toMatchObject({ url, format: "auto" });
    expect(overview.runs.map((r) => [r.origin, r.outcome, r.url])).toEqual([
      ["url", "imported", url],
      ["url", "imported", url],
    ]);
    expect(overview.runs[0].report).toMatchObject({ updated: ["RV-1"], unpublished: ["RV-2"] });
    expect(overview.runs[0].actor).toBe(landlord.email);
    expect(Date.now() - Date.parse(overview.runs[0].at)).toBeLessThan(60_000);
    const entries = await auditOf(admin, { action: "feed.import", actor: landlord.email });
    expect(JSON.parse(entries.list[0].after!)).toMatchObject({ origin: "url", url, updated: ["RV-1"], unpublished: ["RV-2"] });
    expect((await auditOf(admin, { action: "feed.source", actor: landlord.email })).list).toHaveLength(1);

    // An upload is a run too, shown beside the pulls.
    await ok("/rest/ops/feed/import", { staffToken: landlord.token, feed: feed([apartment("RV-1", 30000)]) });
    const after = await ok<{ runs: { origin: string }[] }>("/rest/ops/feed/source", { staffToken: landlord.token });
    expect(after.runs[0].origin).toBe("upload");
  });

  test("a malformed pulled feed, a CSV one by its content type, and a failed fetch: reported, nothing changed", async () => {
    const url = `${FEEDS}/b/feed`;
    served.set(url, { body: feed([apartment("MF-1")]), type: "application/json" });
    const landlord = await landlordWithUrl(url);
    await pull(landlord.token);
    const count = async () => (await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM buildings`))[0].n;
    const before = { n: await count(), b: await buildingByRef("MF-1"), stamp: await stamp() };

    served.set(url, { body: '{"apartments": [', type: "application/json" });
    expect(await pull(landlord.token)).toEqual({ outcome: "failed", report: null, error: "console_feed_malformed" });
    // JSON served as CSV is read as CSV: it has no CSV header, so it is malformed as well.
    served.set(url, { body: feed([apartment("MF-2")]), type: "text/csv" });
    expect((await pull(landlord.token)).error).toBe("console_feed_malformed");
    served.delete(url);
    expect(await pull(landlord.token)).toEqual({ outcome: "failed", report: null, error: "fetch status: 404" });

    expect(await count()).toBe(before.n);
    expect(await buildingByRef("MF-1")).toEqual(before.b);
    expect(await stamp()).toBe(before.stamp);
    const runs = (await ok<{ runs: { outcome: string; error: string | null }[] }>("/rest/ops/feed/source", { staffToken: landlord.token })).runs;
    expect(runs.slice(0, 3).map((r) => [r.outcome, r.error])).toEqual([
      ["failed", "fetch status: 404"],
      ["failed", "console_feed_malformed"],
      ["failed", "console_feed_malformed"],
    ]);
  });

  test("private, loopback and link-local addresses are refused, by literal, by name, by redirect; the allowlist lets one through", async () => {
    const good = feed([apartment("SSRF-1")]);
    const inside = ["http://127.0.0.1/feed.json", "http://10.1.2.3/feed.json", "http://169.254.169.254/latest/meta-data", "http://loopy.landlord.test/feed.json", "http://mixed.landlord.test/feed.json", "http://[::1]/feed.json", "http://[::ffff:127.0.0.1]/feed.json", "http://0.0.0.0/feed.json"];
    for (const url of inside) served.set(url, { body: good, type: "application/json" });
    const landlord = await newStaff(admin, "landlord");
    for (const url of inside) {
      await ok("/rest/ops/feed/source/save", { staffToken: landlord.token, url });
      const r = await pull(landlord.token);
      expect(r.outcome, url).toBe("failed");
      expect(r.error, url).toMatch(/^fetch address: /);
    }
    // A public address that redirects inside.
    served.set(`${FEEDS}/c/redirect`, { body: "", type: "text/plain" });
    server.use(http.get(`${FEEDS}/c/redirect`, ({ request }) => (hits.push({ url: request.url, headers: {} }), new HttpResponse(null, { status: 302, headers: { Location: "http://127.0.0.1/feed.json" } }))));
    await ok("/rest/ops/feed/source/save", { staffToken: landlord.token, url: `${FEEDS}/c/redirect` });
    expect((await pull(landlord.token)).error).toMatch(/^fetch address: 127\.0\.0\.1/);
    expect(hits.map((h) => h.url)).toEqual([`${FEEDS}/c/redirect`]);
    expect(await buildingByRef("SSRF-1")).toBeUndefined();
    // Only http(s) is saved at all.
    for (const url of ["ftp://feeds.landlord.test/feed.json", "file:///etc/passwd", "not a url"]) {
      expect((await refused("/rest/ops/feed/source/save", { staffToken: landlord.token, url })).msg, url).toBe("Give the feed's address starting with http:// or https://");
    }

    const { resetEnvCache } = await import("#core/env.server");
    process.env.FEED_FETCH_ALLOW_PRIVATE = "127.0.0.1/32";
    resetEnvCache();
    try {
      served.set("http://127.0.0.1:4555/feed.json", { body: good, type: "application/json" });
      await ok("/rest/ops/feed/source/save", { staffToken: landlord.token, url: "http://127.0.0.1:4555/feed.json" });
      expect((await pull(landlord.token)).report?.created).toEqual(["SSRF-1"]);
      // The allowlist names 127.0.0.1 only: 10.x stays refused.
      await ok("/rest/ops/feed/source/save", { staffToken: landlord.token, url: "http://10.1.2.3/feed.json" });
      expect((await pull(landlord.token)).error).toMatch(/^fetch address: /);
    } finally {
      process.env.FEED_FETCH_ALLOW_PRIVATE = "";
      resetEnvCache();
    }
  });

  test("a feed over the size cap is refused whole, declared or streamed", async () => {
    const { FEED_MAX_BYTES } = await import("../../api/console/feed-pull");
    const big = feed([apartment("BIG-1")]).replace("Student flats near campus.", "x".repeat(FEED_MAX_BYTES));
    served.set(`${FEEDS}/d/declared.json`, { body: big, type: "application/json" });
    server.use(
      http.get(`${FEEDS}/d/streamed.json`, () => {
        // No Content-Length: the cap has to hold while reading.
        const stream = new ReadableStream({
          start(c) {
            for (let i = 0; i < big.length; i += 65_536) c.enqueue(new TextEncoder().encode(big.slice(i, i + 65_536)));
            c.close();
          },
        });
        return new HttpResponse(stream, { headers: { "Content-Type": "application/json" } });
      }),
    );
    for (const path of ["declared", "streamed"]) {
      const landlord = await landlordWithUrl(`${FEEDS}/d/${path}.json`);
      expect(await pull(landlord.token), path).toEqual({ outcome: "failed", report: null, error: `fetch size: over ${FEED_MAX_BYTES} bytes` });
    }
    expect(await buildingByRef("BIG-1")).toBeUndefined();
  });

  test("an unchanged feed (304 to its ETag) does nothing", async () => {
    const url = `${FEEDS}/e/feed.json`;
    served.set(url, { body: feed([apartment("ET-1")]), type: "application/json", etag: '"v1"' });
    const landlord = await landlordWithUrl(url);
    expect((await pull(landlord.token)).outcome).toBe("imported");
    const before = { b: await buildingByRef("ET-1"), stamp: await stamp() };
    expect(await pull(landlord.token)).toEqual({ outcome: "unchanged", report: null, error: null });
    expect(hitsOf(url).map((h) => h.headers["if-none-match"])).toEqual([undefined, '"v1"']);
    expect(await buildingByRef("ET-1")).toEqual(before.b);
    expect(await stamp()).toBe(before.stamp);
    expect((await auditOf(admin, { action: "feed.import", actor: landlord.email })).list).toHaveLength(1);
    // A new address starts afresh, without the old one's validators.
    await ok("/rest/ops/feed/source/save", { staffToken: landlord.token, url: `${url}?v=2` });
    served.set(`${url}?v=2`, { body: feed([apartment("ET-1")]), type: "application/json", etag: '"v1"' });
    await pull(landlord.token);
    expect(hitsOf(`${url}?v=2`)[0].headers["if-none-match"]).toBeUndefined();
  });

  test("photos by URL: fetched once, re-encoded within the image pipeline's size, stored as the apartment's; a failed one reported against its record", async () => {
    const url = `${FEEDS}/f/feed.json`;
    const large = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: "#2a6f97" } }).jpeg().toBuffer();
    const plain = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#97612a" } }).png().toBuffer();
    served.set(`${PHOTOS}/p/front.jpg`, { body: large, type: "image/jpeg", etag: '"front-1"' });
    served.set(`${PHOTOS}/p/room.png`, { body: plain, type: "image/png" });
    // Named an image and typed as one, but its bytes are not.
    served.set(`${PHOTOS}/p/fake.jpg`, { body: "<html>not an image</html>", type: "image/jpeg" });
    const photos = [`${PHOTOS}/p/front.jpg`, `${PHOTOS}/p/fake.jpg`, `${PHOTOS}/p/room.png`, `${PHOTOS}/p/gone.jpg`, "http://127.0.0.1/photo.jpg"];
    served.set(url, { body: feed([apartment("PH-1", 25500, photos)]), type: "application/json" });
    const landlord = await landlordWithUrl(url);
    const uploads = async () => (await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM uploads`))[0].n;
    const uploadsBefore = await uploads();

    const first = await pull(landlord.token);
    expect(first.report?.created).toEqual(["PH-1"]);
    expect(first.report?.photos).toEqual([
      { ref: "PH-1", url: `${PHOTOS}/p/fake.jpg`, reason: "not a JPEG or PNG image (judged by its bytes)" },
      { ref: "PH-1", url: `${PHOTOS}/p/gone.jpg`, reason: "fetch status: 404" },
      { ref: "PH-1", url: "http://127.0.0.1/photo.jpg", reason: "fetch address: 127.0.0.1 → 127.0.0.1" },
    ]);
    const b = await buildingByRef("PH-1");
    expect(b.photos).toHaveLength(2);
    expect(await uploads()).toBe(uploadsBefore + 2);
    const [front] = await q<{ width: number; height: number; mime: string }>(sql`SELECT width, height, mime FROM uploads WHERE file_key = ${b.photos[0]}`);
    expect(front).toEqual({ width: 2048, height: 1365, mime: "image/jpeg" });
    const { uploadedImage } = await import("../../api/uploads");
    const stored = await uploadedImage(b.photos[0]);
    expect((await sharp(stored!.bytes).metadata()).width).toBe(2048);

    // The next run (the record changed, the photos did not): the ETag'd one answers 304, the
    // other comes back with the same bytes; neither is stored again. The failed ones are tried
    // again, and this time one of them is there.
    served.set(`${PHOTOS}/p/gone.jpg`, { body: plain, type: "image/png" });
    served.set(url, { body: feed([apartment("PH-1", 26000, photos)]), type: "application/json" });
    hits.length = 0;
    const second = await pull(landlord.token);
    expect(second.report?.updated).toEqual(["PH-1"]);
    expect(second.report?.photos.map((p) => p.url)).toEqual([`${PHOTOS}/p/fake.jpg`, "http://127.0.0.1/photo.jpg"]);
    expect(hitsOf(`${PHOTOS}/p/front.jpg`).map((h) => h.headers["if-none-match"])).toEqual(['"front-1"']);
    expect(await uploads()).toBe(uploadsBefore + 3);
    const again = await buildingByRef("PH-1");
    expect(again.photos.slice(0, 2)).toEqual(b.photos);
    expect(again.photos).toHaveLength(3);

    // The record unchanged except for photos that cannot arrive: retried, nothing stored again.
    hits.length = 0;
    await pull(landlord.token);
    expect(hitsOf(`${PHOTOS}/p/front.jpg`)).toHaveLength(1);
    expect(await uploads()).toBe(uploadsBefore + 3);
  });

  test("of two pullers racing for one feed, one pulls; the daily pass pulls a due feed once and not again until its day", async () => {
    const url = `${FEEDS}/g/feed.json`;
    server.use(
      http.get(url, async ({ request }) => {
        hits.push({ url: request.url, headers: {} });
        // Slow enough that the second puller arrives while the first holds the feed.
        await new Promise((r) => setTimeout(r, 300));
        return HttpResponse.json({ apartments: [apartment("RC-1")] });
      }),
    );
    const landlord = await landlordWithUrl(url);
    const { callSigned } = await import("../helpers/api");
    const both = await Promise.all([1, 2].map(() => callSigned<PullReply>("/rest/ops/feed/pull", { staffToken: landlord.token } as never, { language: "en" })));
    expect(both.map((r) => r.msg).sort()).toEqual(["Feed imported", "This feed is being pulled right now; see its report shortly"]);
    expect(hitsOf(url)).toHaveLength(1);

    // Two instances' daily passes at once: the feed is due (its time set back), one pulls it.
    const { pullDueFeeds } = await import("../../api/console");
    await q(sql`UPDATE feed_sources SET next_pull_at = now() - interval '1 minute' WHERE landlord_id = ${landlord.id}`);
    hits.length = 0;
    await Promise.all([pullDueFeeds("instance-a"), pullDueFeeds("instance-b")]);
    expect(hitsOf(url)).toHaveLength(1);
    const [next] = await q<{ next_pull_at: Date; lease_owner: string | null }>(sql`SELECT next_pull_at, lease_owner FROM feed_sources WHERE landlord_id = ${landlord.id}`);
    expect(next.lease_owner).toBeNull();
    expect(new Date(next.next_pull_at).getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    await pullDueFeeds("instance-a");
    expect(hitsOf(url)).toHaveLength(1);
    const runs = await q<{ actor: string }>(sql`SELECT actor FROM feed_runs WHERE landlord_id = ${landlord.id} ORDER BY id`);
    expect(runs.map((r) => r.actor)).toEqual([landlord.email, "system"]);
  });

  test("a landlord names only their own feed; staff allowed every feed act for a landlord; other roles are refused", async () => {
    const landlord = await newStaff(admin, "landlord");
    const other = await newStaff(admin, "landlord");
    const url = `${FEEDS}/h/feed.json`;
    served.set(url, { body: feed([apartment("PM-1")]), type: "application/json" });
    expect((await refused("/rest/ops/feed/source/save", { staffToken: landlord.token, landlordId: other.id, url })).msg).toBe("You are not allowed to do this");
    expect((await refused("/rest/ops/feed/pull", { staffToken: landlord.token })).msg).toBe("Save the feed's address first");
    const adviser = await newStaff(admin, "adviser");
    expect((await refused("/rest/ops/feed/source/save", { staffToken: adviser.token, url })).msg).toBe("You are not allowed to do this");
    expect((await refused("/rest/ops/feed/source/save", { staffToken: admin, url })).msg).toBe("Name a landlord's account");
    expect((await refused("/rest/ops/feed/source/save", { staffToken: admin, landlordId: adviser.id, url })).msg).toBe("Name a landlord's account");

    await ok("/rest/ops/feed/source/save", { staffToken: admin, landlordId: landlord.id, url, format: "json" });
    const r = await ok<PullReply>("/rest/ops/feed/pull", { staffToken: admin, landlordId: landlord.id });
    expect(r.report?.created).toEqual(["PM-1"]);
    // The apartment is the landlord's, not the admin's; the landlord sees the run.
    expect((await ok<{ code: string }[]>("/rest/ops/building/list", { staffToken: landlord.token })).length).toBe(1);
    expect((await ok<{ runs: { actor: string }[] }>("/rest/ops/feed/source", { staffToken: landlord.token })).runs[0].actor).toBe("first-admin@example.com");
    expect((await refused("/rest/ops/feed/source", { staffToken: other.token, landlordId: landlord.id })).msg).toBe("You are not allowed to do this");
  });
});
