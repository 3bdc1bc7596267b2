import { readFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { callSigned, createTestUser, send, signedRequest } from "../../helpers/api";
import { loginBySms, newIp, newMobile, smsCode } from "../../helpers/accounts";
import { newApplication, SERVICE_OPERATOR_TOKEN, useOperatorToken } from "../../helpers/service";

/**
 * The student's data is theirs: "download my data" answers every record of the caller's with
 * the documents' files, and only the caller's; "delete my account" asks the confirmation and a
 * fresh code, signs every device out, erases the person and keeps orders without them.
 */
const U = "/rest/user/client";
let alice: { token: string; mobile: string; userId: number };
let applyCode: string;
let documentCode: string;

async function exportOf(token: string) {
  const res = await send(await signedRequest(`${U}/user/export`, {}, { token, language: "en" }));
  return res;
}

beforeAll(async () => {
  await useOperatorToken(SERVICE_OPERATOR_TOKEN);
  const mobile = newMobile();
  const login = await loginBySms(mobile, { headers: { "x-forwarded-for": newIp() } });
  const { query } = await import("../../../api/db/client");
  const [row] = await query<{ id: number }>(sql`SELECT id FROM users WHERE user_code = ${login.userCode}`);
  alice = { token: login.token, mobile, userId: row.id };
  await callSigned(`${U}/user/update`, { userName: "alice", realName: "Alice Example" }, { token: alice.token });
  applyCode = await newApplication(alice.token);
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: "#aa3300" } }).png().toBuffer();
  const up = await callSigned(`${U}/document/upload`, { kind: "passport", applyCode, consent: "1" }, { token: alice.token, files: { file: new File([png], "passport.png", { type: "image/png" }) } });
  expect(up.code, up.msg).toBe(0);
  documentCode = up.data.documentCode;
  const { query: q } = await import("../../../api/db/client");
  const [b] = await q<{ code: string }>(sql`SELECT b.code FROM buildings b JOIN applications a ON a.building_id = b.id WHERE a.apply_code = ${applyCode}`);
  const fav = await callSigned("/rest/building/client/favorites/house/change", { buildingCode: b.code, action: "add" }, { token: alice.token });
  expect(fav.code, fav.msg).toBe(0);
  // A message to an adviser (and its reply), and feedback: erased with the account too.
  const { randomUUID } = await import("node:crypto");
  const msg = await callSigned(`${U}/service/send`, { content: "When can I move in?", requestId: randomUUID() }, { token: alice.token });
  expect(msg.code, msg.msg).toBe(0);
  const reply = await callSigned("/rest/ops/service/reply", { operatorToken: SERVICE_OPERATOR_TOKEN, conversationId: msg.data.conversationId, content: "From September." });
  expect(reply.code, reply.msg).toBe(0);
  const [cate] = await q<{ id: number }>(sql`SELECT id FROM feedback_categories ORDER BY id LIMIT 1`);
  const fb = await callSigned("/feedback/client/add", { cate: cate.id, content: "The search is great", requestId: randomUUID() }, { token: alice.token });
  expect(fb.code, fb.msg).toBe(0);
});

afterAll(async () => {
  await useOperatorToken(undefined);
});

describe("download my data", () => {
  test("answers the caller's records and documents as a JSON attachment, without secrets", async () => {
    const res = await exportOf(alice.token);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename="studynest-my-data-\d{4}-\d{2}-\d{2}\.json"/);
    const text = await res.text();
    const data = JSON.parse(text);
    expect(data.profile).toMatchObject({ id: alice.userId, user_name: "alice", real_name: "Alice Example", mobile: alice.mobile });
    expect(data.applications.map((a: { apply_code: string }) => a.apply_code)).toContain(applyCode);
    expect(data.favourites).toHaveLength(1);
    expect(data.consents).toHaveLength(1);
    expect(data.serviceMessages.map((m: { content: string }) => m.content)).toEqual(["When can I move in?", "From September."]);
    expect(data.feedback).toHaveLength(1);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.documents).toHaveLength(1);
    expect(data.documents[0]).toMatchObject({ documentCode, kind: "passport" });
    expect(Buffer.from(data.documents[0].contentBase64, "base64").subarray(1, 4).toString()).toBe("PNG");
    expect(text).not.toContain("password_hash");
    expect(text).not.toContain("token_hash");
  });

  test("Bob's export holds nothing of Alice's; a visitor gets code 3", async () => {
    const bob = await createTestUser({ userName: "bob" });
    const text = await (await exportOf(bob.token)).text();
    const data = JSON.parse(text);
    expect(data.profile.id).toBe(bob.userId);
    expect(text).not.toContain(applyCode);
    expect(text).not.toContain(documentCode);
    expect(data.documents).toEqual([]);
    const visitor = await exportOf("");
    expect(((await visitor.json()) as { code: number }).code).toBe(3);
  });
});

describe("delete my account", () => {
  test("every table that points at a person is handled by the erasure", async () => {
    const { query } = await import("../../../api/db/client");
    const { ERASE_HANDLED } = await import("../../../api/privacy");
    const tables = await query<{ table_name: string }>(sql`
      SELECT DISTINCT tc.table_name FROM information_schema.table_constraints tc
      JOIN information_schema.constraint_column_usage cu ON cu.constraint_name = tc.constraint_name AND cu.table_schema = tc.table_schema
      WHERE tc.constraint_type = 'FOREIGN KEY' AND cu.table_name = 'users' AND cu.column_name = 'id'`);
    const handled = new Set<string>([...ERASE_HANDLED.deleted, ...ERASE_HANDLED.anonymised, ...ERASE_HANDLED.kept]);
    expect(tables.map((t) => t.table_name).filter((t) => !handled.has(t))).toEqual([]);
  });

  test("asks the confirmation and a fresh code, then erases the person and signs every device out", async () => {
    const { query } = await import("../../../api/db/client");
    const [doc] = await query<{ file_key: string }>(sql`SELECT file_key FROM documents WHERE code = ${documentCode}`);
    // A second device (a second session).
    const { createSession } = await import("../../../api/platform/sessions");
    const second = await createSession(alice.userId);

    const unconfirmed = await callSigned(`${U}/user/delete`, {}, { token: alice.token, language: "en" });
    expect(unconfirmed).toMatchObject({ code: 1, msg: "Tick the confirmation: a deleted account cannot be restored" });
    const noCode = await callSigned(`${U}/user/delete`, { confirm: "1" }, { token: alice.token, language: "cn" });
    expect(noCode).toMatchObject({ code: 1, msg: "验证码错误或已过期，请重新获取" });
    // A login code is not a delete code.
    expect((await callSigned(`${U}/user/delete`, { confirm: "1", code: (await smsCode(alice.mobile))! }, { token: alice.token })).code).toBe(1);

    const sent = await callSigned(`${U}/user/delete/code`, {}, { token: alice.token, language: "en", headers: { "x-forwarded-for": newIp() } });
    expect(sent.code, sent.msg).toBe(0);
    expect(sent.data).toMatchObject({ channel: "sms", to: expect.stringContaining("****") });
    const code = (await smsCode(alice.mobile))!;
    const done = await callSigned(`${U}/user/delete`, { confirm: "on", code }, { token: alice.token, language: "en" });
    expect(done.code, done.msg).toBe(0);
    expect(done.data.kept.join(" ")).toContain("anonymised");

    // Both sessions are over.
    expect((await callSigned(`${U}/user/info`, {}, { token: alice.token })).code).toBe(3);
    expect((await callSigned(`${U}/user/info`, {}, { token: second.token })).code).toBe(3);
    // The person is gone from the row the kept records point at.
    const [u] = await query<Record<string, unknown>>(sql`SELECT user_name, real_name, mobile, email, password_hash, deleted_at, user_code FROM users WHERE id = ${alice.userId}`);
    expect(u).toMatchObject({ user_name: null, real_name: null, mobile: null, email: null, password_hash: null });
    expect(u.deleted_at).not.toBeNull();
    const [app] = await query<{ applicant: unknown; mobile: unknown }>(sql`SELECT applicant, mobile FROM applications WHERE apply_code = ${applyCode}`);
    expect(app).toEqual({ applicant: null, mobile: null });
    for (const table of ["favorites", "consents", "sessions", "service_conversations", "feedback"]) {
      expect(await query(sql`SELECT 1 FROM ${sql.raw(table)} WHERE user_id = ${alice.userId}`)).toHaveLength(0);
    }
    const [d] = await query<{ user_id: number | null; file_key: string | null; deleted_reason: string }>(sql`SELECT user_id, file_key, deleted_reason FROM documents WHERE code = ${documentCode}`);
    expect(d).toEqual({ user_id: null, file_key: null, deleted_reason: "account_deleted" });
    await expect(readFile(join(process.env.DATA_DIR!, doc.file_key))).rejects.toThrow();
    // Nothing finds the person by their number any more (a new sign-in would make a new, empty account).
    expect(await query(sql`SELECT 1 FROM users WHERE mobile = ${alice.mobile}`)).toHaveLength(0);
  });
});
