import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { callSigned, setupApi } from "../helpers/api";
import { approvedOrder, payDue, setEnv, studentWithCookie, U, type Student } from "../helpers/booking";

/**
 * The student's own version (api/accounts/own-version.ts, migration 0031): every write to what
 * their own pages show moves it — through the API (saving an apartment, applying, staff
 * approving, a payment's webhook, a message to the service, a new nickname) and by hand — and a
 * write of one student's rows never moves another's. Their own pages are kept under it (ADR 036).
 */
const TOKEN = "operator-token-for-own-version-1";
let alice: Student;
let bob: Student;
let codeOf: (s: Student) => Promise<string>;
let versionOf: (s: Student) => Promise<number>;

beforeAll(async () => {
  await setupApi();
  await setEnv({ OPERATOR_TOKEN: TOKEN });
  alice = await studentWithCookie("alice-own");
  bob = await studentWithCookie("bob-own");
  const { query } = await import("../../api/db/client");
  const { sql } = await import("drizzle-orm");
  const { ownVersion } = await import("../../api/accounts/own-version");
  codeOf = async (s) => (await query<{ user_code: string }>(sql`SELECT user_code FROM users WHERE id = ${s.userId}`))[0].user_code;
  versionOf = async (s) => Number(await ownVersion(await codeOf(s)));
}, 120_000);
afterAll(() => setEnv({ OPERATOR_TOKEN: undefined }));

/** Runs `write` and answers how far it moved each student's version. */
async function moves(write: () => Promise<unknown>): Promise<{ alice: number; bob: number }> {
  const before = { alice: await versionOf(alice), bob: await versionOf(bob) };
  await write();
  return { alice: (await versionOf(alice)) - before.alice, bob: (await versionOf(bob)) - before.bob };
}

const sqlOf = async (text: TemplateStringsArray, ...values: unknown[]) => {
  const { query } = await import("../../api/db/client");
  const { sql } = await import("drizzle-orm");
  return query(sql(text, ...values));
};

describe("a student's own version", () => {
  test("is a number for a known account, nothing for an unknown one", async () => {
    const { ownVersion } = await import("../../api/accounts/own-version");
    expect(await versionOf(alice)).toBeGreaterThanOrEqual(0);
    expect(await ownVersion("no-such-account")).toBeUndefined();
  });

  test("moves with their saved apartments, and only theirs", async () => {
    const [b] = await sqlOf`SELECT code FROM buildings WHERE is_published ORDER BY id LIMIT 1`;
    const code = (b as { code: string }).code;
    expect(await moves(() => callSigned("/rest/building/client/favorites/house/change", { buildingCode: code, action: "add" }, { token: alice.token }))).toMatchObject({ alice: 1, bob: 0 });
    expect(await moves(() => callSigned("/rest/building/client/favorites/house/change", { buildingCode: code, action: "remove" }, { token: alice.token }))).toMatchObject({ alice: 1, bob: 0 });
  });

  test("moves with an application, staff's answer to it, the order and its payment", async () => {
    let orderNo = "";
    const applied = await moves(async () => (orderNo = await approvedOrder(alice.token, TOKEN)));
    expect(applied.alice).toBeGreaterThanOrEqual(2); // the application written, then approved into an order
    expect(applied.bob).toBe(0);
    const paid = await moves(() => payDue(alice.token, orderNo));
    expect(paid.alice).toBeGreaterThanOrEqual(1);
    expect(paid.bob).toBe(0);
    // By hand, on a row that names the student through another table.
    expect(await moves(() => sqlOf`UPDATE payments SET updated_at = now() WHERE order_id = (SELECT id FROM orders WHERE order_no = ${orderNo})`)).toMatchObject({ alice: 1, bob: 0 });
    expect(await moves(() => sqlOf`UPDATE applications SET updated_at = now() WHERE user_id = ${bob.userId}`)).toMatchObject({ alice: 0 });
  });

  test("moves with their conversations with the service", async () => {
    const sent = await moves(() => callSigned(`${U}/service/send`, { content: "Is the gym open on Sundays?", requestId: `own-${Date.now()}` }, { token: bob.token }));
    expect(sent).toMatchObject({ alice: 0 });
    expect(sent.bob).toBeGreaterThanOrEqual(1);
    expect(await moves(() => sqlOf`UPDATE service_messages SET content = content WHERE conversation_id IN (SELECT id FROM service_conversations WHERE user_id = ${bob.userId})`)).toMatchObject({ alice: 0, bob: 1 });
  });

  test("moves with their own account row, not with the move itself", async () => {
    expect(await moves(async () => expect((await callSigned(`${U}/user/update`, { userName: "AliceNew" }, { token: alice.token })).code).toBe(0))).toMatchObject({ alice: 1, bob: 0 });
    expect(await moves(() => sqlOf`UPDATE users SET own_version = own_version WHERE id = ${alice.userId}`)).toMatchObject({ alice: 0, bob: 0 });
  });
});
