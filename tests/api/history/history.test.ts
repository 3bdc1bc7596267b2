import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { callSigned, createTestUser, setupApi } from "../../helpers/api";

/**
 * My history (/rest/user/history/…, api/history/service.ts): a view of an apartment or
 * a room page is recorded for the logged-in student, newest first, a repeat moves it to the top,
 * the newest 100 are kept, items can be removed one by one or all at once, and a visitor's
 * views are merged in at login. Every call acts on the session's student only.
 */
const H = "/rest/user/history";
let codes: { building: string; rooms: string[] }[] = [];
let unpublished: string;

beforeAll(async () => {
  await setupApi();
  const { query } = await import("../../../api/db/client");
  const { sql } = await import("drizzle-orm");
  const rows = await query<{ code: string; rooms: string[] }>(sql`
    SELECT b.code, array_agg(r.code ORDER BY r.code) AS rooms FROM buildings b JOIN rooms r ON r.building_id = b.id
    WHERE b.is_published GROUP BY b.id ORDER BY b.id LIMIT 120`);
  codes = rows.map((r) => ({ building: r.code, rooms: r.rooms }));
  // An apartment of its own for this suite, unpublished after it was viewed.
  unpublished = codes[119].building;
}, 120_000);

afterAll(async () => {
  const { query } = await import("../../../api/db/client");
  const { sql } = await import("drizzle-orm");
  await query(sql`UPDATE buildings SET is_published = true WHERE code = ${unpublished}`);
});

async function ok(path: string, fields: Record<string, string | number> = {}, token?: string) {
  const r = await callSigned(path, fields, { token });
  expect(r.code, r.msg).toBe(0);
  return r.data;
}

const list = async (token: string, language: "cn" | "en" = "cn") => (await callSigned(`${H}/list`, {}, { token, language })).data;

describe("recording views", () => {
  test("an apartment and a room are recorded, newest first, with what a student recognises them by", async () => {
    const { token } = await createTestUser();
    const [a, b] = codes;
    await ok(`${H}/record`, { buildingCode: a.building }, token);
    await ok(`${H}/record`, { buildingCode: b.building }, token);
    await ok(`${H}/record`, { buildingCode: b.building, roomCode: b.rooms[0] }, token);
    const cn = await list(token);
    expect(cn.list.map((i: { kind: string; buildingCode: string; roomCode: string | null }) => [i.kind, i.buildingCode, i.roomCode])).toEqual([
      ["room", b.building, b.rooms[0]],
      ["apartment", b.building, null],
      ["apartment", a.building, null],
    ]);
    const room = cn.list[0];
    expect(room).toMatchObject({ available: true, currency: expect.any(String), priceUnit: expect.stringMatching(/^(week|month)$/) });
    expect(room.roomName).toBeTruthy();
    expect(room.roomTypeName).toBeTruthy();
    expect(room.cityName).toBeTruthy();
    expect(room.price).toBeGreaterThan(0);
    expect(cn.list[2].roomName).toBeNull();
    // The same list in English: names and labels in the request's language.
    const en = await list(token, "en");
    expect(en.list.map((i: { id: number }) => i.id)).toEqual(cn.list.map((i: { id: number }) => i.id));
    expect(en.list[0].priceUnitName).not.toBe(cn.list[0].priceUnitName);
    expect(en.max).toBe(100);
  });

  test("a repeat view moves the item to the top instead of adding it twice", async () => {
    const { token } = await createTestUser();
    const [a, b] = codes;
    await ok(`${H}/record`, { buildingCode: a.building }, token);
    await ok(`${H}/record`, { buildingCode: b.building }, token);
    const again = await ok(`${H}/record`, { buildingCode: a.building }, token);
    expect(again.totalCount).toBe(2);
    expect((await list(token)).list.map((i: { buildingCode: string }) => i.buildingCode)).toEqual([a.building, b.building]);
  });

  test("views recorded together are written together: each answered with the count after them, the list already holding those not yet written", async () => {
    const { token, userId } = await createTestUser();
    const some = codes.slice(10, 30);
    const { recordView, waitingViewCount } = await import("../../../api/history/service");
    const { query } = await import("../../../api/db/client");
    const { sql } = await import("drizzle-orm");
    // Twenty-one views recorded at once, one apartment twice: one write, and every answer counts
    // all twenty. Through the service, on connections already open: twenty-one HTTP calls, or a
    // pool opening ten PostgreSQL connections first, could take longer on a loaded machine than
    // the write waits for its views (VIEW_WRITE_MS), and split it.
    await Promise.all(Array.from({ length: 10 }, () => query(sql`SELECT 1`)));
    const answers = await Promise.all([...some, some[0]].map((c) => recordView(userId, c.building)));
    expect(answers.map((a) => a.totalCount)).toEqual(answers.map(() => 20));
    // A view waiting to be written (its write held back here) is in the list read meanwhile.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const pending = recordView(userId, codes[40].building);
      await vi.waitUntil(() => waitingViewCount(userId) === 1);
      expect(await query(sql`SELECT id FROM viewed_history WHERE user_id = ${userId}`)).toHaveLength(20);
      const read = await list(token);
      expect(read.totalCount).toBe(21);
      expect(read.list[0].buildingCode).toBe(codes[40].building);
      expect((await pending).totalCount).toBe(21);
    } finally {
      vi.useRealTimers();
    }
  });

  test("a student's export holds the views not yet written, and erasing the account leaves none of them behind", async () => {
    const { userId } = await createTestUser();
    const { exportUserData } = await import("../../../api/privacy/export");
    const { eraseAccount } = await import("../../../api/privacy/erase");
    const { query } = await import("../../../api/db/client");
    const { sql } = await import("drizzle-orm");
    const { recordView, waitingViewCount } = await import("../../../api/history/service");
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const first = recordView(userId, codes[50].building);
      await vi.waitUntil(() => waitingViewCount(userId) === 1);
      const exported = (await exportUserData(userId, "en")) as { viewingHistory: unknown[] };
      expect(exported.viewingHistory).toHaveLength(1);
      await first;
      const second = recordView(userId, codes[51].building);
      await vi.waitUntil(() => waitingViewCount(userId) === 1);
      await eraseAccount(userId);
      await second;
    } finally {
      vi.useRealTimers();
    }
    expect(await query(sql`SELECT id FROM viewed_history WHERE user_id = ${userId}`)).toEqual([]);
  });

  test("unknown codes, and a room of another apartment, are refused and record nothing", async () => {
    const { token } = await createTestUser();
    const [a, b] = codes;
    for (const fields of [{ buildingCode: "zzzzzzzz" }, { buildingCode: a.building, roomCode: b.rooms[0] }, { buildingCode: a.building, roomCode: "zzzzzzzz-01" }]) {
      const r = await callSigned(`${H}/record`, fields, { token });
      expect(r.code, JSON.stringify(fields)).toBe(1);
    }
    expect((await callSigned(`${H}/record`, { buildingCode: "<script>" }, { token })).code).toBe(1);
    expect((await list(token)).list).toEqual([]);
  });

  test("the newest 100 are kept, older ones dropped", async () => {
    const { token } = await createTestUser();
    for (const c of codes.slice(0, 105)) await ok(`${H}/record`, { buildingCode: c.building }, token);
    const { list: items, totalCount } = await list(token);
    expect(totalCount).toBe(100);
    expect(items).toHaveLength(100);
    expect(items[0].buildingCode).toBe(codes[104].building);
    expect(items[99].buildingCode).toBe(codes[5].building);
    expect(items.map((i: { buildingCode: string }) => i.buildingCode)).not.toContain(codes[4].building);
  });

  test("a view needs a session", async () => {
    expect((await callSigned(`${H}/record`, { buildingCode: codes[0].building })).code).toBe(3);
    expect((await callSigned(`${H}/list`)).code).toBe(3);
  });
});

describe("removing and clearing", () => {
  test("one item is removed; the rest stay in order", async () => {
    const { token } = await createTestUser();
    const [a, b, c] = codes;
    for (const x of [a, b, c]) await ok(`${H}/record`, { buildingCode: x.building }, token);
    const before = (await list(token)).list;
    const r = await callSigned(`${H}/remove`, { id: before[1].id }, { token, language: "en" });
    expect(r).toMatchObject({ code: 0, data: { totalCount: 2 }, msg: "Removed from your history" });
    expect((await list(token)).list.map((i: { buildingCode: string }) => i.buildingCode)).toEqual([c.building, a.building]);
    // Removing it again: a clear refusal, not a success.
    expect((await callSigned(`${H}/remove`, { id: before[1].id }, { token })).code).toBe(1);
    expect((await callSigned(`${H}/remove`, { id: "abc" }, { token })).code).toBe(1);
  });

  test("clear empties the history", async () => {
    const { token } = await createTestUser();
    for (const x of codes.slice(0, 3)) await ok(`${H}/record`, { buildingCode: x.building }, token);
    expect(await ok(`${H}/clear`, {}, token)).toEqual({ totalCount: 0 });
    expect((await list(token)).list).toEqual([]);
  });
});

describe("an apartment unpublished since", () => {
  test("stays in the history as no longer available, and new views of it are refused", async () => {
    const { token } = await createTestUser();
    await ok(`${H}/record`, { buildingCode: unpublished }, token);
    const { query } = await import("../../../api/db/client");
    const { sql } = await import("drizzle-orm");
    await query(sql`UPDATE buildings SET is_published = false WHERE code = ${unpublished}`);
    const items = (await list(token)).list;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ buildingCode: unpublished, available: false });
    expect((await callSigned(`${H}/record`, { buildingCode: unpublished }, { token })).code).toBe(1);
    await query(sql`UPDATE buildings SET is_published = true WHERE code = ${unpublished}`);
  });
});

describe("merging a visitor's views at login", () => {
  test("the browser's views join the history at the times they happened; unknown codes are skipped", async () => {
    const { token } = await createTestUser();
    const [a, b, c] = codes;
    await ok(`${H}/record`, { buildingCode: a.building }, token);
    const now = Date.now();
    const views = [`${b.rooms[0]}@${now - 60_000}`, `${c.building}@${now - 120_000}`, `zzzzzzzz@${now - 1000}`, `${a.building}@${now - 3_600_000}`].join(",");
    const merged = await ok(`${H}/merge`, { views }, token);
    expect(merged).toEqual({ merged: 3, totalCount: 3 });
    const items = (await list(token)).list;
    // a was viewed while logged in just now: its later time wins over the browser's older one.
    expect(items.map((i: { buildingCode: string; roomCode: string | null }) => i.roomCode ?? i.buildingCode)).toEqual([a.building, b.rooms[0], c.building]);
    expect(Math.abs(Date.parse(items[1].viewedAt) - (now - 60_000))).toBeLessThan(1000);
    // The same item twice in one list: one item, the later time.
    const later = Date.now();
    await ok(`${H}/merge`, { views: `${c.building}@${later},${c.building}@${later - 5_000}` }, token);
    expect((await list(token)).list[0].buildingCode).toBe(c.building);
  });

  test("a time in the future counts as now; more than 100 items or a malformed list is refused", async () => {
    const { token } = await createTestUser();
    await ok(`${H}/merge`, { views: `${codes[0].building}@${Date.now() + 10 * 86_400_000}` }, token);
    expect(Date.parse((await list(token)).list[0].viewedAt)).toBeLessThanOrEqual(Date.now());
    const tooMany = codes
      .slice(0, 101)
      .map((c) => `${c.building}@${Date.now()}`)
      .join(",");
    for (const views of [tooMany, "<img src=x>", `${codes[0].building}`, `${codes[0].building}@abc`]) {
      const r = await callSigned(`${H}/merge`, { views }, { token, language: "en" });
      expect(r.code, views.slice(0, 40)).toBe(1);
    }
    expect((await list(token)).totalCount).toBe(1);
  });

  test("the merge keeps the newest 100 too", async () => {
    const { token } = await createTestUser();
    for (const c of codes.slice(0, 60)) await ok(`${H}/record`, { buildingCode: c.building }, token);
    const old = Date.now() - 86_400_000;
    const views = codes
      .slice(60, 110)
      .map((c, i) => `${c.building}@${old + i}`)
      .join(",");
    expect(await ok(`${H}/merge`, { views }, token)).toEqual({ merged: 50, totalCount: 100 });
    const items = (await list(token)).list;
    // The 60 recorded now come first; of the browser's older 50, the 40 newest are kept.
    expect(items[0].buildingCode).toBe(codes[59].building);
    expect(items[60].buildingCode).toBe(codes[109].building);
    expect(items[99].buildingCode).toBe(codes[70].building);
  });
});

describe("a ceiling on history writes", () => {
  test("past the hourly ceiling a write is refused with a message, reading goes on", async () => {
    const s = await createTestUser({ userName: "history-ceiling" });
    const { HISTORY_WRITES_PER_HOUR, limitHistoryWrite } = await import("../../../api/platform/rate-limit");
    await ok(`${H}/record`, { buildingCode: codes[0].building }, s.token);
    for (let i = 1; i < HISTORY_WRITES_PER_HOUR; i++) await limitHistoryWrite(s.userId);
    const refused = await callSigned(`${H}/record`, { buildingCode: codes[1].building }, { token: s.token, language: "en" });
    expect(refused).toMatchObject({ code: 1, msg: "Too many changes to your history; please try again later" });
    expect((await list(s.token)).list.map((i: { buildingCode: string }) => i.buildingCode)).toEqual([codes[0].building]);
  });
});
