import { APPLICANT } from "../../helpers/applicant";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { callSigned, createTestUser, setupApi, type Fields } from "../../helpers/api";

/**
 * Verified residents' reviews: who may write, once per apartment, validation, the
 * 30-day edit window, staff hiding with a reason the author sees, rate limits, XSS-safe storage,
 * and the summaries merged into house/info and house/list.
 */
const H = "/rest/building/client/house";
const U = "/rest/user/client";
const OPERATOR_TOKEN = "operator-token-for-review-tests-01";

type User = { userId: number; token: string };
let building = { code: "", id: 0 };
let room = { code: "", leaseTerm: 0, moveIn: "" };

const isoPlus = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const TEXT = "Quiet building, friendly staff and a short walk to campus every morning.";
const review = (extra: Fields = {}): Fields => ({ buildingCode: building.code, rating: 4, location: 5, value: 3, management: 4, facilities: 4, content: TEXT, ...extra });

async function ok<T = any>(path: string, fields: Fields, token?: string): Promise<T> {
  const r = await callSigned<T>(path, fields, { token });
  if (r.code !== 0) throw new Error(`${path}: ${r.code} ${r.msg}`);
  return r.data;
}

/** A student whose application was approved; the order then moves through `statuses` by staff. */
async function studentWithOrder(statuses: string[]): Promise<User & { orderNo: string }> {
  const u = await createTestUser({ userName: "Reviewer Test" });
  const applyCode = (
    await ok(
      `${U}/intent/apply`,
      {
        roomCode: room.code,
        mobilePrefixId: 317,
        mobile: "13912340000",
        moveInDate: room.moveIn,
        leaseTerm: room.leaseTerm,
        paymentPlan: "term",
        agree: "on",
        ...APPLICANT,
      },
      u.token,
    )
  ).applyCode;
  await ok("/rest/ops/intent/status", { operatorToken: OPERATOR_TOKEN, applyCode, status: "approved" });
  const orderNo = (await ok(`${U}/intent/info`, { applyCode }, u.token)).orderNo as string;
  for (const status of statuses) await ok("/rest/ops/order/status", { operatorToken: OPERATOR_TOKEN, orderNo, status });
  return { ...u, orderNo };
}

beforeAll(async () => {
  await setupApi();
  process.env.OPERATOR_TOKEN = OPERATOR_TOKEN;
  const { resetEnvCache } = await import("#core/env.server");
  resetEnvCache();
  const { resetRateLimits } = await import("../../../api/platform/rate-limit");
  await resetRateLimits();
  const { query } = await import("../../../api/db/client");
  const { sql } = await import("drizzle-orm");
  // An apartment without seeded reviews (seeded residents review every third one), with a free room.
  const [r] = await query<{ code: string; lease_term: number; available_from: string; building_code: string; building_id: number }>(sql`
    SELECT r.code, r.lease_terms[1] AS lease_term, r.available_from::text AS available_from, b.code AS building_code, b.id AS building_id
    FROM rooms r JOIN buildings b ON b.id = r.building_id
    WHERE r.stock > 0 AND b.is_published AND NOT EXISTS (SELECT 1 FROM reviews v WHERE v.building_id = b.id)
    ORDER BY b.id LIMIT 1`);
  building = { code: r.building_code, id: r.building_id };
  const tomorrow = isoPlus(1);
  room = { code: r.code, leaseTerm: r.lease_term, moveIn: r.available_from > tomorrow ? r.available_from : tomorrow };
});

afterAll(async () => {
  delete process.env.OPERATOR_TOKEN;
  const { resetEnvCache } = await import("#core/env.server");
  resetEnvCache();
});

describe("seeded past residents", () => {
  test("reviews exist, newest first, with masked names, the stay and the verified mark; house/info and house/list carry the summary", async () => {
    const { query } = await import("../../../api/db/client");
    const { sql } = await import("drizzle-orm");
    const [b] = await query<{ code: string; id: number; city_id: number; n: number; avg: number }>(sql`
      SELECT b.code, b.id, b.city_id, count(*)::int AS n, avg(v.rating)::float8 AS avg FROM reviews v JOIN buildings b ON b.id = v.building_id
      WHERE v.hidden_at IS NULL GROUP BY b.id ORDER BY count(*) DESC, b.id LIMIT 1`);
    expect(b.n).toBeGreaterThan(0);
    const list = await ok(`${H}/review/list`, { buildingCode: b.code, pageSize: 50 });
    expect(list.totalCount).toBe(b.n);
    expect(list.list).toHaveLength(b.n);
    const times = list.list.map((x: { createdAt: string }) => Date.parse(x.createdAt));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    for (const x of list.list) {
      expect(x.verified).toBe(true);
      expect(x.authorName).toMatch(/\*/);
      expect(x.tenancy.from).toMatch(/^\d{4}-\d{2}$/);
      expect(x.content.length).toBeGreaterThanOrEqual(20);
      expect(Object.keys(x)).not.toContain("userId");
    }
    expect(list.mine).toBeNull();
    expect(list.eligibility).toEqual({ canWrite: false, reason: "login" });
    expect(list.summary.count).toBe(b.n);
    expect(list.summary.average).toBeCloseTo(b.avg, 1);

    for (const language of ["cn", "en"] as const) {
      const info = (await callSigned(`${H}/info`, { buildingCode: b.code }, { language })).data;
      expect(info.location).toEqual({ lat: info.lat, lng: info.lng });
      expect(typeof info.location.lat).toBe("number");
      expect(info.reviewSummary).toEqual(list.summary);
      expect(Object.keys(info.reviewSummary.aspects)).toEqual(["location", "value", "management", "facilities"]);
      for (const s of info.schools) expect([typeof s.lat, typeof s.lng]).toEqual(["number", "number"]);
    }
    const cards = (await ok(`${H}/list`, { cityId: b.city_id, pageSize: 50 })).list as { id: number; lat: number; lng: number; reviewAverage: number | null; reviewCount: number }[];
    expect(cards.length).toBeGreaterThan(0);
    for (const c of cards) {
      expect(typeof c.lat).toBe("number");
      expect(typeof c.lng).toBe("number");
      expect(typeof c.reviewCount).toBe("number");
      if (c.reviewCount === 0) expect(c.reviewAverage).toBeNull();
      else expect(c.reviewAverage).toBeGreaterThanOrEqual(1);
    }
    expect(cards.some((c) => c.reviewCount > 0)).toBe(true);
  });
});

describe("who may review", () => {
  test("a visitor cannot save (log in first)", async () => {
    expect((await callSigned(`${H}/review/save`, review())).code).toBe(3);
  });

  test("a student without an order, or whose order has not reached check-in, cannot review", async () => {
    const none = await createTestUser();
    const r = await callSigned(`${H}/review/save`, review(), { token: none.token, language: "en" });
    expect(r.code).toBe(1);
    expect(r.msg).toMatch(/check-in/);
    expect((await ok(`${H}/review/list`, { buildingCode: building.code }, none.token)).eligibility).toEqual({ canWrite: false, reason: "not_resident" });

    const paid = await studentWithOrder(["paid"]);
    expect((await callSigned(`${H}/review/save`, review(), { token: paid.token })).code).toBe(1);
    const { countRows } = await import("../../../api/db/client");
    const { query } = await import("../../../api/db/client");
    const { sql } = await import("drizzle-orm");
    const [{ n }] = await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM reviews WHERE building_id = ${building.id}`);
    expect(n).toBe(0);
    expect(await countRows("reviews")).toBeGreaterThan(0);
  });

  test("a checked-in student reviews once; a second save changes it; house/info's summary follows at once", async () => {
    const s = await studentWithOrder(["paid", "checked_in"]);
    const before = (await ok(`${H}/info`, { buildingCode: building.code })).reviewSummary;
    expect(before).toEqual({ average: null, count: 0, aspects: { location: null, value: null, management: null, facilities: null } });
    expect((await ok(`${H}/review/list`, { buildingCode: building.code }, s.token)).eligibility).toEqual({ canWrite: true, reason: null });

    const first = await callSigned(`${H}/review/save`, review(), { token: s.token, language: "en" });
    expect(first.code, first.msg).toBe(0);
    expect(first.msg).toBe("Thank you, your review is published");
    expect(first.data.created).toBe(true);
    expect(first.data.review).toMatchObject({ rating: 4, aspects: { location: 5, value: 3, management: 4, facilities: 4 }, content: TEXT, hidden: false, verified: true, authorName: "R***t" });

    const info = await ok(`${H}/info`, { buildingCode: building.code });
    expect(info.reviewSummary).toEqual({ average: 4, count: 1, aspects: { location: 5, value: 3, management: 4, facilities: 4 } });
    const logged = await ok(`${H}/info`, { buildingCode: building.code }, s.token);
    expect(logged.reviewSummary).toEqual(info.reviewSummary);

    const second = await callSigned(`${H}/review/save`, review({ rating: 2, content: "Changed my mind: the heating failed all winter long." }), { token: s.token });
    expect(second.code, second.msg).toBe(0);
    expect(second.data.created).toBe(false);
    const list = await ok(`${H}/review/list`, { buildingCode: building.code }, s.token);
    expect(list.totalCount).toBe(1);
    expect(list.list[0].rating).toBe(2);
    expect(list.mine.id).toBe(list.list[0].id);
    expect((await ok(`${H}/info`, { buildingCode: building.code })).reviewSummary.average).toBe(2);

    // A completed order verifies as well.
    const done = await studentWithOrder(["paid", "checked_in", "completed"]);
    expect((await callSigned(`${H}/review/save`, review({ rating: 5 }), { token: done.token })).code).toBe(0);
    expect((await ok(`${H}/info`, { buildingCode: building.code })).reviewSummary).toMatchObject({ average: 3.5, count: 2 });
  });
});

describe("validation and safety", () => {
  let s: User;
  beforeAll(async () => {
    s = await studentWithOrder(["paid", "checked_in"]);
  });

  test.each([
    [{ rating: 0 }, "Please choose a score from 1 to 5"],
    [{ rating: 6 }, "Please choose a score from 1 to 5"],
    [{ location: "x" }, "Please choose a score from 1 to 5"],
    [{ facilities: undefined }, "Please choose a score from 1 to 5"],
    [{ value: "3.5" }, "Please choose a score from 1 to 5"],
    [{ content: "Too short, really." }, "Please write at least 20 characters"],
    [{ content: "   " + "a".repeat(19) + "   " }, "Please write at least 20 characters"],
    [{ content: "a".repeat(1001) }, "A review can be at most 1,000 characters"],
    [{ content: undefined }, "Please write at least 20 characters"],
  ])("%o is refused: %s", async (extra, msg) => {
    const r = await callSigned(`${H}/review/save`, review(extra as Fields), { token: s.token, language: "en" });
    expect(r.code).toBe(1);
    expect(r.msg).toBe(msg);
    expect(r.data).toBeNull();
  });

  test("Chinese text counts characters; 1,000 are accepted", async () => {
    const r = await callSigned(`${H}/review/save`, review({ content: "很好".repeat(500) }), { token: s.token });
    expect(r.code, r.msg).toBe(0);
    expect([...r.data.review.content]).toHaveLength(1000);
  });

  test("an unknown apartment is refused", async () => {
    const r = await callSigned(`${H}/review/save`, review({ buildingCode: "nosuchbuilding1" }), { token: s.token, language: "en" });
    expect(r.code).toBe(1);
    expect((await callSigned(`${H}/review/list`, { buildingCode: "nosuchbuilding1" })).code).toBe(1);
  });

  test("markup is stored and answered as plain text, never interpreted", async () => {
    const evil = `<script>alert("x")</script><img src=x onerror=alert(1)> "quoted" & more text here`;
    const r = await callSigned(`${H}/review/save`, review({ content: evil }), { token: s.token });
    expect(r.code, r.msg).toBe(0);
    const list = await ok(`${H}/review/list`, { buildingCode: building.code, pageSize: 50 });
    expect(list.list.map((x: { content: string }) => x.content)).toContain(evil);
  });

  test("after 30 days the author can no longer change it", async () => {
    const { query } = await import("../../../api/db/client");
    const { sql } = await import("drizzle-orm");
    const u = await studentWithOrder(["paid", "checked_in"]);
    expect((await callSigned(`${H}/review/save`, review(), { token: u.token })).code).toBe(0);
    await query(sql`UPDATE reviews SET created_at = now() - interval '31 days' WHERE user_id = ${u.userId}`);
    const r = await callSigned(`${H}/review/save`, review({ rating: 1 }), { token: u.token, language: "en" });
    expect(r.code).toBe(1);
    expect(r.msg).toMatch(/30 days/);
    const list = await ok(`${H}/review/list`, { buildingCode: building.code }, u.token);
    expect(list.eligibility).toEqual({ canWrite: false, reason: "edit_closed" });
    expect(list.mine.rating).toBe(4);
  });

  test("at most 10 saves an hour per user", async () => {
    const u = await createTestUser();
    const codes: number[] = [];
    let last = "";
    for (let i = 0; i < 11; i++) {
      const r = await callSigned(`${H}/review/save`, review(), { token: u.token, language: "en" });
      codes.push(r.code);
      last = r.msg;
    }
    expect(codes.every((c) => c === 1)).toBe(true);
    expect(last).toBe("Too many review submissions; please try again later");
  });
});

describe("staff hide a review", () => {
  test("with the operator token and a reason; others stop seeing it, the author sees why; shown again", async () => {
    const s = await studentWithOrder(["paid", "checked_in"]);
    const saved = await ok(`${H}/review/save`, review({ content: "Staff hiding test review with enough characters." }), s.token);
    const id = saved.review.id as number;
    const count = (await ok(`${H}/info`, { buildingCode: building.code })).reviewSummary.count as number;

    expect((await callSigned("/rest/ops/review/hide", { operatorToken: "wrong-token-wrong-token", reviewId: id, reason: "spam" })).code).toBe(1);
    expect((await callSigned("/rest/ops/review/hide", { operatorToken: s.token, reviewId: id, reason: "spam" })).code).toBe(1);
    const noReason = await callSigned("/rest/ops/review/hide", { operatorToken: OPERATOR_TOKEN, reviewId: id }, { language: "en" });
    expect(noReason.code).toBe(1);
    expect(noReason.msg).toMatch(/reason/);
    expect((await callSigned("/rest/ops/review/hide", { operatorToken: OPERATOR_TOKEN, reviewId: 999_999_999, reason: "x" })).code).toBe(1);

    expect(await ok("/rest/ops/review/hide", { operatorToken: OPERATOR_TOKEN, reviewId: id, reason: "Contains a phone number" })).toEqual({ reviewId: id, hidden: true });
    const anon = await ok(`${H}/review/list`, { buildingCode: building.code, pageSize: 50 });
    expect(anon.list.map((x: { id: number }) => x.id)).not.toContain(id);
    expect((await ok(`${H}/info`, { buildingCode: building.code })).reviewSummary.count).toBe(count - 1);
    const own = await ok(`${H}/review/list`, { buildingCode: building.code }, s.token);
    expect(own.mine).toMatchObject({ id, hidden: true, hiddenReason: "Contains a phone number" });
    expect(own.eligibility).toEqual({ canWrite: false, reason: "hidden" });
    expect((await callSigned(`${H}/review/save`, review(), { token: s.token })).code).toBe(1);

    expect(await ok("/rest/ops/review/hide", { operatorToken: OPERATOR_TOKEN, reviewId: id, hidden: "0" })).toEqual({ reviewId: id, hidden: false });
    expect((await ok(`${H}/info`, { buildingCode: building.code })).reviewSummary.count).toBe(count);
    expect((await ok(`${H}/review/list`, { buildingCode: building.code }, s.token)).mine.hiddenReason).toBeNull();
  });
});

describe("the caller's own review state (review/mine, kept per student)", () => {
  test("follows the student's stay, their review and its moderation at once, and is never another student's", async () => {
    const mine = (token: string) => ok(`${H}/review/mine`, { buildingCode: building.code.toUpperCase() }, token);
    expect((await callSigned(`${H}/review/mine`, { buildingCode: building.code })).code).toBe(3);
    const s = await studentWithOrder(["paid"]);
    // Read twice: the second answer is the kept one.
    expect(await mine(s.token)).toEqual({ mine: null, eligibility: { canWrite: false, reason: "not_resident" } });
    expect(await mine(s.token)).toEqual({ mine: null, eligibility: { canWrite: false, reason: "not_resident" } });
    // Checked in by staff: the kept "not resident" goes.
    await ok("/rest/ops/order/status", { operatorToken: OPERATOR_TOKEN, orderNo: s.orderNo, status: "checked_in" });
    expect(await mine(s.token)).toEqual({ mine: null, eligibility: { canWrite: true, reason: null } });
    const content = "Review state test: written once, then hidden by staff.";
    const id = (await ok(`${H}/review/save`, review({ content }), s.token)).review.id as number;
    expect(await mine(s.token)).toMatchObject({ mine: { id, content, hidden: false }, eligibility: { canWrite: true, reason: null } });
    // Review list answers the same own part.
    expect(await ok(`${H}/review/list`, { buildingCode: building.code }, s.token)).toMatchObject({ mine: { id, content }, eligibility: { canWrite: true } });
    // Another student, asking at the same time, gets their own (nothing), never hers.
    const other = await createTestUser();
    const both = await Promise.all([mine(other.token), mine(s.token), mine(other.token)]);
    expect(both[0]).toEqual({ mine: null, eligibility: { canWrite: false, reason: "not_resident" } });
    expect(both[2]).toEqual(both[0]);
    expect(both[1].mine.id).toBe(id);
    // Hidden by staff, then shown again: the author sees each at once.
    await ok("/rest/ops/review/hide", { operatorToken: OPERATOR_TOKEN, reviewId: id, reason: "Contains a phone number" });
    expect(await mine(s.token)).toMatchObject({ mine: { id, hidden: true, hiddenReason: "Contains a phone number" }, eligibility: { canWrite: false, reason: "hidden" } });
    await ok("/rest/ops/review/hide", { operatorToken: OPERATOR_TOKEN, reviewId: id, hidden: "0" });
    expect(await mine(s.token)).toMatchObject({ mine: { id, hidden: false }, eligibility: { canWrite: true, reason: null } });
  });
});

describe("OpenAPI", () => {
  test("documents the review endpoints with request and response schemas", async () => {
    const { handleApi } = await import("../../../api");
    const doc = (await (await handleApi(new Request("http://in-process/rest/openapi.json"))).json()) as { paths: Record<string, { post: { requestBody?: unknown; responses: Record<string, unknown> } }> };
    for (const p of [`${H}/review/list`, `${H}/review/mine`, `${H}/review/save`, "/rest/ops/review/hide"]) {
      expect(doc.paths[p]?.post.requestBody, p).toBeTruthy();
    }
    expect(JSON.stringify(doc.paths[`${H}/review/save`])).toContain("editableUntil");
  });
});
