import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { callSigned, createTestUser, setupApi } from "../helpers/api";
import { APPLICANT } from "../helpers/applicant";

/**
 * Staff and landlord accounts (/rest/ops/auth/*, /rest/ops/staff/*), their permissions, the
 * lockouts, the audit log and the console's actions: an admin creates an adviser and a landlord;
 * the adviser approves an application (the order appears for the student); the landlord edits a
 * price in their own apartment and is refused another's; everything is audited and the audit
 * log cannot be edited.
 */
const OPERATOR = "operator-token-for-console-tests-1";
let admin: string;
const addr = (n: number) => ({ headers: { "x-forwarded-for": `198.51.100.${n}` } });

async function ok<T = any>(path: string, fields: Record<string, unknown>, opts: Parameters<typeof callSigned>[2] = {}): Promise<T> {
  const r = await callSigned<T>(path, fields as never, { language: "en", ...opts });
  expect(r.code, `${path}: ${r.msg}`).toBe(0);
  return r.data;
}

async function signIn(email: string, password: string, opts = addr(1)): Promise<string> {
  const r = await ok<{ stage: string; staffToken: string }>("/rest/ops/auth/login", { email, password }, opts);
  expect(r.stage).toBe("active");
  return r.staffToken;
}

/** A new account by the admin, its one-time password replaced; answers its session. */
async function newStaff(role: string, extra: Record<string, string> = {}): Promise<{ token: string; id: number; email: string }> {
  const email = `${role}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const created = await ok<{ id: number; password: string }>("/rest/ops/staff/create", { staffToken: admin, email, name: `${role} person`, role, ...extra });
  const first = await signIn(email, created.password);
  // Until the one-time password is replaced, nothing else is allowed.
  const blocked = await callSigned("/rest/ops/application/queue", { staffToken: first }, { language: "en" });
  expect(blocked.msg).toBe("Please set your own password first");
  await ok("/rest/ops/auth/password", { staffToken: first, currentPassword: created.password, newPassword: "a-long-new-password-1" });
  return { token: first, id: created.id, email };
}

async function auditOf(filter: Record<string, string>) {
  return ok<{ total: number; list: { actor: string; role: string; action: string; record: string | null; before: string | null; after: string | null; address: string | null }[] }>(
    "/rest/ops/audit/list",
    { staffToken: admin, ...filter },
  );
}

async function twoBuildings(): Promise<{ code: string; room: { code: string; leaseTerm: number; moveIn: string } }[]> {
  const { db } = await import("../../api/db/client");
  const { rooms, buildings } = await import("../../api/db/schema");
  const { and, eq, gt } = await import("drizzle-orm");
  const rows = await db()
    .select({ b: buildings.code, code: rooms.code, leaseTerms: rooms.leaseTerms, availableFrom: rooms.availableFrom, bid: buildings.id })
    .from(rooms)
    .innerJoin(buildings, eq(buildings.id, rooms.buildingId))
    .where(and(gt(rooms.stock, 0), eq(buildings.isPublished, true)))
    .limit(200);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const seen = new Map<string, (typeof rows)[number]>();
  for (const r of rows) if (!seen.has(r.b)) seen.set(r.b, r);
  return [...seen.values()].slice(0, 2).map((r) => ({ code: r.b, room: { code: r.code, leaseTerm: r.leaseTerms[0], moveIn: r.availableFrom > tomorrow ? r.availableFrom : tomorrow } }));
}

beforeAll(async () => {
  process.env.OPERATOR_TOKEN = OPERATOR;
  process.env.ADMIN_EMAIL = "first-admin@example.com";
  process.env.ADMIN_PASSWORD = "first-admin-password-1";
  const { resetEnvCache } = await import("#core/env.server");
  resetEnvCache();
  await setupApi();
  admin = await signIn("first-admin@example.com", "first-admin-password-1");
});

afterAll(async () => {
  delete process.env.OPERATOR_TOKEN;
  delete process.env.ADMIN_EMAIL;
  delete process.env.ADMIN_PASSWORD;
  const { resetEnvCache } = await import("#core/env.server");
  resetEnvCache();
});

describe("staff accounts and permissions", () => {
  test("the first admin comes from ADMIN_EMAIL/ADMIN_PASSWORD; a wrong password is refused", async () => {
    const me = await ok("/rest/ops/auth/me", { staffToken: admin });
    expect(me).toMatchObject({ email: "first-admin@example.com", role: "admin", mustChangePassword: false });
    const wrong = await callSigned("/rest/ops/auth/login", { email: "first-admin@example.com", password: "nope-nope-nope" }, { language: "en", ...addr(2) });
    expect(wrong).toMatchObject({ code: 1, msg: "Wrong e-mail or password" });
    const anonymous = await callSigned("/rest/ops/staff/list", {}, { language: "en" });
    expect(anonymous.code).toBe(3);
  });

  test("roles are checked on the server: an adviser cannot create accounts or read the audit log", async () => {
    const adviser = await newStaff("adviser");
    expect((await callSigned("/rest/ops/staff/create", { staffToken: adviser.token, email: "x@example.com", name: "x", role: "admin" }, { language: "en" })).msg).toBe("You are not allowed to do this");
    expect((await callSigned("/rest/ops/audit/list", { staffToken: adviser.token }, { language: "en" })).msg).toBe("You are not allowed to do this");
    const moderator = await newStaff("moderator");
    expect((await callSigned("/rest/ops/application/queue", { staffToken: moderator.token }, { language: "en" })).msg).toBe("You are not allowed to do this");
  });

  test("TOTP: turned on with a first code, then asked for at sign-in", async () => {
    const { totp } = await import("../../api/staff/totp");
    const person = await newStaff("finance");
    const { secret } = await ok<{ secret: string }>("/rest/ops/auth/totp/start", { staffToken: person.token });
    expect((await callSigned("/rest/ops/auth/totp/confirm", { staffToken: person.token, otp: "000000" === totp(secret) ? "111111" : "000000" }, { language: "en" })).code).toBe(1);
    await ok("/rest/ops/auth/totp/confirm", { staffToken: person.token, otp: totp(secret) });
    const step = await ok<{ stage: string; challenge: string }>("/rest/ops/auth/login", { email: person.email, password: "a-long-new-password-1" }, addr(3));
    expect(step.stage).toBe("otp");
    const done = await ok<{ stage: string }>("/rest/ops/auth/login", { challenge: step.challenge, otp: totp(secret) }, addr(3));
    expect(done.stage).toBe("active");
  });

  test("RFC 6238 test vector (SHA-1, T=59 s → 94287082, last six digits)", async () => {
    const { totp, base32Encode } = await import("../../api/staff/totp");
    expect(totp(base32Encode(Buffer.from("12345678901234567890")), 59_000)).toBe("287082");
    expect(totp(base32Encode(Buffer.from("12345678901234567890")), 1_111_111_109_000)).toBe("081804");
  });
});

describe("lockouts", () => {
  test("200 wrong passwords from one address lock it out, even for the right password; other addresses still sign in", async () => {
    const { ADDRESS_FAILS } = await import("../../api/staff/lockout");
    const from = addr(77);
    for (let i = 0; i < ADDRESS_FAILS; i++) {
      // Many accounts, so the per-account lock does not come first.
      const r = await callSigned("/rest/ops/auth/login", { email: `guess${i % 40}@example.com`, password: `wrong-${i}` }, { language: "en", ...from });
      expect(r.code).toBe(1);
    }
    const locked = await callSigned("/rest/ops/auth/login", { email: "first-admin@example.com", password: "first-admin-password-1" }, { language: "en", ...from });
    expect(locked.msg).toMatch(/^Too many failed attempts; try again in \d+ minutes$/);
    await signIn("first-admin@example.com", "first-admin-password-1", addr(78));
    const entries = await auditOf({ action: "lockout.address" });
    expect(entries.list.some((e) => e.address === "198.51.100.77")).toBe(true);
  }, 240_000); // 200 argon2 verifications

  test("10 wrong passwords for one account lock that account whatever the address", async () => {
    const person = await newStaff("moderator");
    for (let i = 0; i < 10; i++) await callSigned("/rest/ops/auth/login", { email: person.email, password: `wrong-${i}` }, { language: "en", ...addr(100 + i) });
    const locked = await callSigned("/rest/ops/auth/login", { email: person.email, password: "a-long-new-password-1" }, { language: "en", ...addr(120) });
    expect(locked.msg).toMatch(/^Too many failed attempts/);
  });

  test("the operator token: wrong ones count against the address and lock it; a right one acts, audited as token", async () => {
    const { ADDRESS_FAILS } = await import("../../api/staff/lockout");
    const from = addr(90);
    for (let i = 0; i < ADDRESS_FAILS; i++) {
      const r = await callSigned("/rest/ops/review/list", { operatorToken: `wrong-operator-token-${i}` }, { language: "en", ...from });
      expect(r.msg).toBe("Operator access is not allowed");
    }
    const locked = await callSigned("/rest/ops/review/list", { operatorToken: OPERATOR }, { language: "en", ...from });
    expect(locked.msg).toMatch(/^Too many failed attempts/);
    await ok("/rest/ops/review/list", { operatorToken: OPERATOR }, addr(91));
    // The endpoints that take only the token are limited and audited the same way.
    await ok("/rest/ops/help/list", { operatorToken: OPERATOR }, addr(91));
    const entries = await auditOf({ actor: "token" });
    expect(entries.list.find((e) => e.record === null && e.action === "call")).toMatchObject({ role: "token", address: "198.51.100.91" });
  });
});

describe("the console's work", () => {
  test("an adviser approves an application from the queue: the order appears for the student; assigned and audited", async () => {
    const [b] = await twoBuildings();
    const adviser = await newStaff("adviser");
    const student = await createTestUser({ userName: "console-student" });
    const applied = await ok<{ applyCode: string }>(
      "/rest/user/client/intent/apply",
      { roomCode: b.room.code, mobilePrefixId: 317, mobile: "13800138000", moveInDate: b.room.moveIn, leaseTerm: b.room.leaseTerm, paymentPlan: "term", agree: "on", ...APPLICANT },
      { token: student.token },
    );
    const queue = await ok<{ list: { applyCode: string; replyBy: string; overdue: boolean }[]; advisers: { id: number }[] }>("/rest/ops/application/queue", { staffToken: adviser.token });
    const item = queue.list.find((a) => a.applyCode === applied.applyCode)!;
    expect(item).toBeDefined();
    expect(new Date(item.replyBy).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(queue.advisers.map((a) => a.id)).toContain(adviser.id);
    await ok("/rest/ops/application/assign", { staffToken: adviser.token, applyCode: applied.applyCode, staffId: adviser.id });
    const rejectNoNote = await callSigned("/rest/ops/intent/status", { staffToken: adviser.token, applyCode: applied.applyCode, status: "rejected" }, { language: "en" });
    expect(rejectNoNote.msg).toBe("Write a note to the student");
    const approved = await ok<{ orderNo: string }>("/rest/ops/intent/status", { staffToken: adviser.token, applyCode: applied.applyCode, status: "approved", note: "Room confirmed" });
    expect(approved.orderNo).toMatch(/^O/);
    const orders = await ok<{ list: { orderNo: string }[] }>("/rest/user/client/order/list", {}, { token: student.token });
    expect(orders.list.map((o) => o.orderNo)).toContain(approved.orderNo);
    const entries = await auditOf({ record: applied.applyCode });
    expect(entries.list.map((e) => e.action).sort()).toEqual(["application.assign", "application.status"]);
    const decision = entries.list.find((e) => e.action === "application.status")!;
    expect(decision.actor).toBe(adviser.email);
    expect(JSON.parse(decision.before!)).toEqual({ status: "submitted" });
    expect(JSON.parse(decision.after!)).toMatchObject({ status: "approved", orderNo: approved.orderNo });
  });

  test("a landlord edits a price in their own apartment, never another's (same answer as an unknown code), and answers applications for their rooms", async () => {
    const [mine, theirs] = await twoBuildings();
    const landlord = await newStaff("landlord", { buildingCodes: mine.code });
    // The admin's list of accounts shows which apartments the landlord holds.
    const accounts = await ok<{ email: string; buildings: string[] }[]>("/rest/ops/staff/list", { staffToken: admin });
    expect(accounts.find((a) => a.email === landlord.email)!.buildings).toEqual([mine.code]);
    const listed = await ok<{ code: string }[]>("/rest/ops/building/list", { staffToken: landlord.token });
    expect(listed.map((b) => b.code)).toEqual([mine.code]);
    const info = await ok<{ rooms: { code: string; price: number; stock: number }[] }>("/rest/ops/building/info", { staffToken: landlord.token, buildingCode: mine.code });
    const room = info.rooms.find((r) => r.code === mine.room.code)!;
    await ok("/rest/ops/room/update", { staffToken: landlord.token, buildingCode: mine.code, roomCode: room.code, price: room.price + 7, stock: room.stock });
    const after = await ok<{ rooms: { code: string; price: number }[] }>("/rest/ops/building/info", { staffToken: landlord.token, buildingCode: mine.code });
    expect(after.rooms.find((r) => r.code === room.code)!.price).toBe(room.price + 7);
    // The apartment's page document follows in the same transaction.
    const { query } = await import("../../api/db/client");
    const { sql } = await import("drizzle-orm");
    const [doc] = await query<{ price: number }>(sql`SELECT (r->>'price')::int AS price FROM building_details d, json_array_elements(d.doc->'rooms') r WHERE r->>'code' = ${room.code}`);
    expect(doc.price).toBe(room.price + 7);

    const unknown = await callSigned("/rest/ops/building/info", { staffToken: landlord.token, buildingCode: "no-such-apartment" }, { language: "en" });
    for (const [path, fields] of [
      ["/rest/ops/building/info", { buildingCode: theirs.code }],
      ["/rest/ops/room/update", { buildingCode: theirs.code, roomCode: theirs.room.code, price: 1, stock: 1 }],
    ] as const) {
      const refused = await callSigned(path, { staffToken: landlord.token, ...fields }, { language: "en" });
      expect(refused, path).toMatchObject({ code: 1, msg: unknown.msg });
    }
    expect((await callSigned("/rest/ops/review/list", { staffToken: landlord.token }, { language: "en" })).msg).toBe("You are not allowed to do this");

    const student = await createTestUser({ userName: "landlord-student" });
    const apply = async (b: typeof mine) =>
      ok<{ applyCode: string }>(
        "/rest/user/client/intent/apply",
        { roomCode: b.room.code, mobilePrefixId: 317, mobile: "13800138001", moveInDate: b.room.moveIn, leaseTerm: b.room.leaseTerm, paymentPlan: "term", agree: "on", ...APPLICANT },
        { token: student.token },
      );
    const forMine = await apply(mine);
    const forTheirs = await apply(theirs);
    const queue = await ok<{ list: { applyCode: string }[]; advisers: unknown[] }>("/rest/ops/application/queue", { staffToken: landlord.token });
    expect(queue.list.map((a) => a.applyCode)).toEqual([forMine.applyCode]);
    expect(queue.advisers).toEqual([]);
    expect((await callSigned("/rest/ops/application/answer", { staffToken: landlord.token, applyCode: forTheirs.applyCode, answer: "accepted" }, { language: "en" })).msg).toBe("You are not allowed to do this");
    expect((await callSigned("/rest/ops/intent/status", { staffToken: landlord.token, applyCode: forMine.applyCode, status: "approved" }, { language: "en" })).msg).toBe("You are not allowed to do this");
    await ok("/rest/ops/application/answer", { staffToken: landlord.token, applyCode: forMine.applyCode, answer: "accepted", note: "Room is free" });
    expect((await callSigned("/rest/ops/application/answer", { staffToken: landlord.token, applyCode: forMine.applyCode, answer: "declined" }, { language: "en" })).msg).toBe("This application has already been answered");
    const entries = await auditOf({ actor: landlord.email });
    expect(entries.list.map((e) => e.action)).toEqual(expect.arrayContaining(["room.update", "application.answer", "login", "password.change"]));
    const edit = entries.list.find((e) => e.action === "room.update")!;
    expect(JSON.parse(edit.before!)).toMatchObject({ price: room.price });
    expect(JSON.parse(edit.after!)).toMatchObject({ price: room.price + 7 });
  });

  test("a moderator hides a review with a reason and restores it, audited", async () => {
    const moderator = await newStaff("moderator");
    const { list } = await ok<{ list: { id: number; hidden: boolean }[] }>("/rest/ops/review/list", { staffToken: moderator.token, hidden: "visible" });
    const review = list[0];
    expect((await callSigned("/rest/ops/review/hide", { staffToken: moderator.token, reviewId: review.id }, { language: "en" })).code).toBe(1);
    await ok("/rest/ops/review/hide", { staffToken: moderator.token, reviewId: review.id, reason: "Contains a phone number" });
    const hidden = await ok<{ list: { id: number; hiddenReason: string }[] }>("/rest/ops/review/list", { staffToken: moderator.token, hidden: "hidden" });
    expect(hidden.list.find((r) => r.id === review.id)?.hiddenReason).toBe("Contains a phone number");
    await ok("/rest/ops/review/hide", { staffToken: moderator.token, reviewId: review.id, hidden: "0" });
    const entries = await auditOf({ record: String(review.id), entity: "review" });
    expect(entries.list.map((e) => e.action)).toEqual(["review.restore", "review.hide"]);
  });

  test("leads move along the pipeline with notes", async () => {
    const adviser = await newStaff("adviser");
    const { db } = await import("../../api/db/client");
    const { cooperationRequests, cities } = await import("../../api/db/schema");
    const [city] = await db().select({ id: cities.id, countryId: cities.countryId }).from(cities).limit(1);
    const [lead] = await db()
      .insert(cooperationRequests)
      .values({ countryId: city.countryId, cityId: city.id, houseInfo: "40 studios near campus", name: "Landlord Ltd", mobile: "7700900123", attribution: {} })
      .returning({ id: cooperationRequests.id });
    await ok("/rest/ops/lead/move", { staffToken: adviser.token, kind: "cooperation", id: lead.id, status: "contacted", note: "Called, sending terms" });
    const { list } = await ok<{ list: { id: number; status: string; notes: { body: string }[] }[] }>("/rest/ops/lead/list", { staffToken: adviser.token, kind: "cooperation", status: "contacted" });
    expect(list.find((l) => l.id === lead.id)).toMatchObject({ status: "contacted", notes: [{ body: "Called, sending terms" }] });
  });

  test("the audit log cannot be edited, not even from inside the database", async () => {
    const { query } = await import("../../api/db/client");
    const { sql } = await import("drizzle-orm");
    await expect(query(sql`UPDATE audit_log SET actor = 'someone else'`)).rejects.toThrow();
    await expect(query(sql`DELETE FROM audit_log`)).rejects.toThrow();
    expect((await auditOf({})).total).toBeGreaterThan(0);
  });
});

describe("the command line", () => {
  test("parses create with e-mail and role, and refuses anything else", async () => {
    const { parseStaffArgs } = await import("../../api/staff/cli");
    expect(parseStaffArgs(["create", "--email", "a@example.com", "--role", "admin"])).toEqual({ email: "a@example.com", role: "admin", name: "a", buildings: [] });
    expect(() => parseStaffArgs(["create", "--email", "a@example.com", "--role", "owner"])).toThrow(/unknown role/);
    expect(() => parseStaffArgs(["delete"])).toThrow(/usage/);
  });
});
