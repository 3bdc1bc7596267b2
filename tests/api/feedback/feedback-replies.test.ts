import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { callSigned, createTestUser, setupApi } from "../../helpers/api";

/**
 * My feedback (/feedback/client/mine) and the staff's side (/rest/ops/feedback/list and
 * /reply behind OPERATOR_TOKEN, api/feedback/replies.ts): a student reads what they
 * sent, newest first, with its category, status (received → answered, or closed) and the
 * staff's replies; staff find what waits for an answer and reply or close.
 */
const MINE = "/feedback/client/mine";
const OPS = "/rest/ops/feedback";
const TOKEN = "operator-token-for-feedback-tests-7";
let cate: number;

beforeAll(async () => {
  await setupApi();
  process.env.OPERATOR_TOKEN = TOKEN;
  const { resetEnvCache } = await import("#core/env.server");
  resetEnvCache();
  cate = (await callSigned("/feedback/client/type/list")).data.list[0].id;
});

afterAll(async () => {
  delete process.env.OPERATOR_TOKEN;
  const { resetEnvCache } = await import("#core/env.server");
  resetEnvCache();
});

async function send(token: string, content: string): Promise<number> {
  const r = await callSigned("/feedback/client/add", { cate, content, requestId: randomUUID() }, { token });
  expect(r.code, r.msg).toBe(0);
  return r.data.id;
}

const mine = async (token: string, language: "cn" | "en" = "cn", fields: Record<string, number> = {}) => {
  const r = await callSigned(MINE, fields, { token, language });
  expect(r.code, r.msg).toBe(0);
  return r.data;
};

const reply = (fields: Record<string, string | number>, operatorToken: string | null = TOKEN) =>
  callSigned(`${OPS}/reply`, { operatorToken, ...fields }, { language: "en" });

describe("my feedback", () => {
  test("lists what the student sent, newest first, with category, date and status received", async () => {
    const { token } = await createTestUser();
    const first = await send(token, "The map on the apartment page is slow");
    const second = await send(token, "Please add more rooms in Leeds");
    const page = await mine(token);
    expect(page).toMatchObject({ totalCount: 2, pageNum: 1, pages: 1 });
    expect(page.list.map((f: { id: number }) => f.id)).toEqual([second, first]);
    expect(page.list[0]).toMatchObject({ content: "Please add more rooms in Leeds", status: "received", replies: [] });
    expect(page.list[0].category).toBeTruthy();
    expect(Date.parse(page.list[0].createdAt)).toBeGreaterThan(Date.now() - 60_000);
    // The category in the request's language.
    const en = await mine(token, "en");
    expect(en.list[0].category).not.toBe(page.list[0].category);
  });

  test("pages through many", async () => {
    const { token } = await createTestUser();
    for (let i = 0; i < 5; i++) await send(token, `feedback number ${i}`);
    const p2 = await mine(token, "cn", { pageNum: 2, pageSize: 2 });
    expect(p2).toMatchObject({ totalCount: 5, pages: 3, pageNum: 2 });
    expect(p2.list.map((f: { content: string }) => f.content)).toEqual(["feedback number 2", "feedback number 1"]);
  });

  test("feedback sent before this change shows, as received", async () => {
    const { userId, token } = await createTestUser();
    const { query } = await import("../../../api/db/client");
    const { sql } = await import("drizzle-orm");
    // A row as /feedback/client/add wrote it before migration 0010 (its default status), and the migration's mapping.
    const [row] = await query<{ id: number }>(sql`INSERT INTO feedback (user_id, category_id, content, attribution, created_at)
      VALUES (${userId}, ${cate}, 'sent last year', '{}'::jsonb, now() - interval '1 year') RETURNING id`);
    const page = await mine(token);
    expect(page.list).toEqual([expect.objectContaining({ id: row.id, content: "sent last year", status: "received" })]);
  });

  test("needs a session", async () => {
    expect((await callSigned(MINE)).code).toBe(3);
  });
});

describe("staff answer", () => {
  test("the open list has what waits for an answer, oldest first, with its author", async () => {
    const { token } = await createTestUser({ userName: "waiting" });
    const id = await send(token, `waiting for staff ${randomUUID()}`);
    const r = await callSigned(`${OPS}/list`, { operatorToken: TOKEN, pageSize: 50 });
    expect(r.code, r.msg).toBe(0);
    let found = r.data.list.find((f: { id: number }) => f.id === id);
    for (let p = 2; !found && p <= r.data.pages; p++) {
      found = (await callSigned(`${OPS}/list`, { operatorToken: TOKEN, pageSize: 50, pageNum: p })).data.list.find((f: { id: number }) => f.id === id);
    }
    expect(found).toMatchObject({ status: "received", userName: "waiting", userCode: expect.any(String) });
    const dates = r.data.list.map((f: { createdAt: string }) => Date.parse(f.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    expect(r.data.list.every((f: { status: string }) => f.status === "received")).toBe(true);
  });

  test("a reply makes it answered and shows to the student; closing ends it", async () => {
    const { token } = await createTestUser();
    const id = await send(token, "When does the Manchester office open?");
    const answered = await reply({ id, reply: "From 9:00 on workdays." });
    expect(answered).toMatchObject({ code: 0, msg: "The reply is sent", data: { id, status: "answered", replies: [{ content: "From 9:00 on workdays." }] } });
    // Answered ones leave the open list.
    const open = await callSigned(`${OPS}/list`, { operatorToken: TOKEN, pageSize: 50, pageNum: 1 });
    expect(open.data.list.map((f: { id: number }) => f.id)).not.toContain(id);
    expect((await callSigned(`${OPS}/list`, { operatorToken: TOKEN, status: "answered" })).data.list.map((f: { id: number }) => f.id)).toContain(id);
    let item = (await mine(token)).list[0];
    expect(item).toMatchObject({ id, status: "answered", replies: [{ content: "From 9:00 on workdays." }] });
    // A second reply, then closing with a last word.
    expect((await reply({ id, reply: "And on Saturdays from 10:00." })).code).toBe(0);
    const closed = await reply({ id, reply: "Closing this; write again any time.", close: 1 });
    expect(closed).toMatchObject({ code: 0, msg: "The feedback is closed", data: { status: "closed" } });
    item = (await mine(token)).list[0];
    expect(item.status).toBe("closed");
    expect(item.replies.map((r: { content: string }) => r.content)).toEqual(["From 9:00 on workdays.", "And on Saturdays from 10:00.", "Closing this; write again any time."]);
    // Closed takes no more replies.
    const late = await reply({ id, reply: "one more" });
    expect(late).toMatchObject({ code: 1, msg: "This feedback is closed and takes no more replies" });
    expect((await mine(token)).list[0].replies).toHaveLength(3);
  });

  test("closing without a reply; a reply is required otherwise, and bounded", async () => {
    const { token } = await createTestUser();
    const id = await send(token, "duplicate of my other message");
    expect(await reply({ id })).toMatchObject({ code: 1, msg: "Write a reply (1 to 1,000 characters)" });
    expect((await reply({ id, reply: "   " })).code).toBe(1);
    expect((await reply({ id, reply: "x".repeat(1001) })).code).toBe(1);
    expect((await reply({ id, close: 1 })).data).toMatchObject({ status: "closed", replies: [] });
    expect((await mine(token)).list[0]).toMatchObject({ status: "closed", replies: [] });
  });

  test("an unknown feedback is refused", async () => {
    expect(await reply({ id: 2_000_000_000, reply: "hello" })).toMatchObject({ code: 1, msg: "No such feedback" });
  });

  test("a wrong, missing or user token is refused and changes nothing", async () => {
    const student = await createTestUser();
    const id = await send(student.token, "please answer me");
    for (const operatorToken of ["wrong-token", null, student.token, `${TOKEN}x`]) {
      // A missing token (and no staff session) is the console's not-signed-in refusal (code 3).
      const refusal = operatorToken === null ? 3 : 1;
      const r = await reply({ id, reply: "forged" }, operatorToken);
      expect(r.code).toBe(refusal);
      expect(r.data).toBeNull();
      const l = await callSigned(`${OPS}/list`, { operatorToken });
      expect(l.code).toBe(refusal);
      expect(JSON.stringify(l)).not.toContain("please answer me");
    }
    expect((await mine(student.token)).list[0]).toMatchObject({ status: "received", replies: [] });
  });

  test("with OPERATOR_TOKEN unset every staff call is refused", async () => {
    delete process.env.OPERATOR_TOKEN;
    const { resetEnvCache } = await import("#core/env.server");
    resetEnvCache();
    try {
      expect((await callSigned(`${OPS}/list`, { operatorToken: TOKEN })).code).toBe(1);
      expect((await reply({ id: 1, reply: "x" })).code).toBe(1);
    } finally {
      process.env.OPERATOR_TOKEN = TOKEN;
      resetEnvCache();
    }
  });
});
