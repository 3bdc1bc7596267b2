import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { callSigned, createTestUser, setupApi, type Envelope, type Fields } from "../helpers/api";

/**
 * IDOR on My history and My feedback: every endpoint of both that needs a session, called with
 * Bob's token and Alice's identifiers (her history item ids, her feedback id, her user id).
 * Bob gets a refusal or his own (empty) data, never a byte of Alice's, and afterwards Alice's
 * history and feedback read exactly as before. The table must name every `auth: "required"`
 * endpoint of the two groups.
 */
const H = "/rest/user/history";
const OPERATOR_TOKEN = "operator-token-for-history-idor-99";
const SECRET = "AliceFeedbackForHistoryIdor";
const REPLY = "StaffReplyOnlyAliceSees";

let alice: { userId: number; token: string };
let bob: { userId: number; token: string };
const a = { buildingCode: "", roomCode: "", otherBuilding: "", historyIds: [] as number[], feedbackId: 0 };
let before: unknown;

async function ok(path: string, fields: Fields, token?: string) {
  const r = await callSigned(path, fields, { token });
  expect(r.code, `${path}: ${r.msg}`).toBe(0);
  return r.data;
}

const aliceView = async () => ({
  history: await ok(`${H}/list`, {}, alice.token),
  feedback: await ok("/feedback/client/mine", {}, alice.token),
});

beforeAll(async () => {
  await setupApi();
  process.env.OPERATOR_TOKEN = OPERATOR_TOKEN;
  const { resetEnvCache } = await import("#core/env.server");
  resetEnvCache();
  alice = await createTestUser({ userName: "alice" });
  bob = await createTestUser({ userName: "bob" });
  const { query } = await import("../../api/db/client");
  const { sql } = await import("drizzle-orm");
  const rows = await query<{ code: string; room: string }>(sql`
    SELECT b.code, min(r.code) AS room FROM buildings b JOIN rooms r ON r.building_id = b.id WHERE b.is_published GROUP BY b.id ORDER BY b.id LIMIT 2`);
  a.buildingCode = rows[0].code;
  a.roomCode = rows[0].room;
  a.otherBuilding = rows[1].code;
  await ok(`${H}/record`, { buildingCode: a.buildingCode }, alice.token);
  await ok(`${H}/record`, { buildingCode: a.buildingCode, roomCode: a.roomCode }, alice.token);
  a.historyIds = (await ok(`${H}/list`, {}, alice.token)).list.map((i: { id: number }) => i.id);
  const cate = (await ok("/feedback/client/type/list", {}, alice.token)).list[0].id;
  a.feedbackId = (await ok("/feedback/client/add", { cate, content: SECRET, requestId: randomUUID() }, alice.token)).id;
  await ok("/rest/ops/feedback/reply", { operatorToken: OPERATOR_TOKEN, id: a.feedbackId, reply: REPLY }, undefined);
  before = await aliceView();
});

afterAll(async () => {
  delete process.env.OPERATOR_TOKEN;
  const { resetEnvCache } = await import("#core/env.server");
  resetEnvCache();
});

/** Alice's ids, sent along with every call: a handler must never take them over the session. */
const aliceIds = (): Fields => ({ userId: alice.userId, uid: alice.userId });

type Row = { fields: () => Fields; expect: "refused" | "own"; check?: (r: Envelope) => void };
const emptyList = (r: Envelope) => expect(r.data.list).toHaveLength(0);

const TABLE: Record<string, Row> = {
  [`${H}/list`]: { fields: () => ({}), expect: "own", check: emptyList },
  ["/feedback/client/mine"]: { fields: () => ({ id: a.feedbackId }), expect: "own", check: emptyList },
  // Alice's item ids name nothing of Bob's: refused, and hers stay.
  [`${H}/remove`]: { fields: () => ({ id: a.historyIds[0] }), expect: "refused" },
  // Bob's own writes: they touch his history only.
  [`${H}/clear`]: { fields: () => ({}), expect: "own", check: (r) => expect(r.data.totalCount).toBe(0) },
  [`${H}/record`]: { fields: () => ({ buildingCode: a.otherBuilding }), expect: "own", check: (r) => expect(r.data.totalCount).toBe(1) },
  [`${H}/merge`]: { fields: () => ({ views: `${a.buildingCode}@${Date.now()}` }), expect: "own", check: (r) => expect(r.data.totalCount).toBe(2) },
};

describe("IDOR: Bob's token on Alice's history and feedback", () => {
  test("the table names every endpoint of both groups that needs a session", async () => {
    const { historyEndpoints } = await import("../../api/history/endpoints");
    const { feedbackEndpoints } = await import("../../api/feedback/endpoints");
    const { feedbackRepliesContract } = await import("#core/contract/feedback");
    const replies = feedbackEndpoints.filter((e) => e.path in feedbackRepliesContract);
    const required = [...historyEndpoints, ...replies].filter((e) => e.auth === "required").map((e) => e.path);
    expect(Object.keys(TABLE).sort()).toEqual(required.sort());
  });

  for (const [path, row] of Object.entries(TABLE)) {
    test(path, async () => {
      const r = await callSigned(path, { ...row.fields(), ...aliceIds() }, { token: bob.token });
      expect(r.code, r.msg).toBe(row.expect === "refused" ? 1 : 0);
      if (r.code !== 0) expect(r.data).toBeNull();
      const text = JSON.stringify(r);
      for (const secret of [SECRET, REPLY]) expect(text).not.toContain(secret);
      row.check?.(r);
      // Without any token the same call is "log in first" (code 3).
      expect((await callSigned(path, row.fields())).code).toBe(3);
    });
  }

  test("Bob's history holds only his own views; Alice's feedback is not in his", async () => {
    const mine = await ok(`${H}/list`, {}, bob.token);
    expect(mine.list.map((i: { id: number }) => i.id).some((id: number) => a.historyIds.includes(id))).toBe(false);
    expect((await ok("/feedback/client/mine", {}, bob.token)).list).toEqual([]);
  });

  test("a user token is no operator token: Bob can neither list nor answer Alice's feedback", async () => {
    const list = await callSigned("/rest/ops/feedback/list", { operatorToken: bob.token }, { token: bob.token });
    expect(list.code).toBe(1);
    expect(JSON.stringify(list)).not.toContain(SECRET);
    const r = await callSigned("/rest/ops/feedback/reply", { operatorToken: bob.token, id: a.feedbackId, reply: "Bob pretending to be staff", close: 1 }, { token: bob.token });
    expect(r.code).toBe(1);
  });

  test("Alice's history and feedback read exactly as before", async () => {
    expect(await aliceView()).toEqual(before);
  });
});
