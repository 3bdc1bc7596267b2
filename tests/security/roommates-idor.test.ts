import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, test } from "vitest";
import { callSigned, createTestUser, setupApi, type Envelope, type Fields } from "../helpers/api";
import { newIp } from "../helpers/accounts";

/**
 * Ownership on the roommate board: Bob, logged in, calls every endpoint that needs a session
 * with Alice's identifiers (her post's code, the code of the interest Carol sent her, Alice's
 * user id). He cannot edit, close or reopen her post, nor accept or decline an interest in it,
 * nor read the interests she received or sent; no answer to him carries a byte of Alice's or
 * Carol's contact details or texts; and afterwards everything of Alice's reads exactly as before.
 * The table must name every roommate endpoint that needs a session.
 */
const P = "/rest/roommate/client";

type User = { userId: number; token: string; ip: string };
let alice: User;
let bob: User;
let carol: User;

const a = { postCode: "", closedCode: "", interestCode: "", cityId: 0, otherCityId: 0, sentCode: "", requestId: randomUUID() };
const month = (plus: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + plus, 1)).toISOString().slice(0, 7);
};

/** Strings only Alice's and Carol's records hold. */
const SECRETS = {
  aliceWechat: "wxaliceidor42",
  aliceEmail: "alice-roommate-idor@example.com",
  carolWechat: "wxcarolidor42",
  carolEmail: "carol-roommate-idor@example.com",
  carolMessage: "CarolSecretMessage to Alice",
  aliceToDaveMessage: "AliceSecretMessage to Dave",
};

const call = (path: string, fields: Fields, who?: User): Promise<Envelope> =>
  callSigned(path, fields, { token: who?.token, language: "en", headers: { "x-forwarded-for": who?.ip ?? "10.251.0.1" } });

async function ok(path: string, fields: Fields, who?: User) {
  const r = await call(path, fields, who);
  if (r.code !== 0) throw new Error(`${path}: ${r.msg}`);
  return r.data;
}

const postFields = (extra: Fields = {}): Fields => ({
  cityId: a.cityId,
  month: month(2),
  budget: 800,
  roomType: "ensuite",
  habits: "quiet",
  languages: "en",
  content: "Alice's post text, quiet flat wanted near campus.",
  wechat: SECRETS.aliceWechat,
  email: SECRETS.aliceEmail,
  ...extra,
});

/** Alice's side as she reads it. */
const aliceView = async () => ({ mine: await ok(`${P}/post/mine`, {}, alice), sent: await ok(`${P}/interest/mine`, {}, alice) });
let before: Awaited<ReturnType<typeof aliceView>>;

beforeAll(async () => {
  await setupApi();
  const { query } = await import("../../api/db/client");
  const { sql } = await import("drizzle-orm");
  const cities = await query<{ id: number }>(sql`SELECT id FROM cities WHERE NOT synthetic ORDER BY popularity DESC, id LIMIT 2`);
  a.cityId = cities[0].id;
  a.otherCityId = cities[1].id;
  alice = { ...(await createTestUser({ userName: "Alice" })), ip: newIp() };
  bob = { ...(await createTestUser({ userName: "Bob" })), ip: newIp() };
  carol = { ...(await createTestUser({ userName: "Carol" })), ip: newIp() };
  const dave = { ...(await createTestUser({ userName: "Dave" })), ip: newIp() };
  a.postCode = (await ok(`${P}/post/save`, postFields({ requestId: a.requestId }), alice)).post.code;
  a.closedCode = (await ok(`${P}/post/save`, postFields({ cityId: a.otherCityId }), alice)).post.code;
  await ok(`${P}/post/close`, { postCode: a.closedCode }, alice);
  a.interestCode = (await ok(`${P}/interest/send`, { postCode: a.postCode, message: SECRETS.carolMessage, wechat: SECRETS.carolWechat, email: SECRETS.carolEmail }, carol)).code;
  // Alice's own interest in Dave's post, accepted: her sent list and a match.
  const davePost = (await ok(`${P}/post/save`, { ...postFields({ wechat: "wxdavepost01", email: "dave@example.com" }), content: "Dave's post, looking for anyone tidy." }, dave)).post.code;
  a.sentCode = (await ok(`${P}/interest/send`, { postCode: davePost, message: SECRETS.aliceToDaveMessage, wechat: SECRETS.aliceWechat }, alice)).code;
  await ok(`${P}/interest/answer`, { interestCode: a.sentCode, decision: "accept" }, dave);
  before = await aliceView();
});

/** Alice's identifiers sent along with every call: a handler must never take them over the session. */
const aliceIds = (): Fields => ({ userId: alice.userId, uid: alice.userId, id: alice.userId });

type Row = { fields: () => Fields; expect: "refused" | "own"; check?: (r: Envelope) => void };

const TABLE: Record<string, Row> = {
  [`${P}/post/mine`]: { fields: () => ({ postCode: a.postCode }), expect: "own", check: (r) => expect(r.data.list).toEqual([]) },
  [`${P}/interest/mine`]: { fields: () => ({ postCode: a.postCode }), expect: "own", check: (r) => expect(r.data).toEqual({ list: [], matches: [] }) },
  [`${P}/post/save`]: { fields: () => postFields({ postCode: a.postCode, content: "Bob overwriting Alice's post text", wechat: "wxbobbyattack" }), expect: "refused" },
  [`${P}/post/close`]: { fields: () => ({ postCode: a.postCode }), expect: "refused" },
  [`${P}/post/reopen`]: { fields: () => ({ postCode: a.closedCode, month: month(3) }), expect: "refused" },
  [`${P}/interest/answer`]: { fields: () => ({ interestCode: a.interestCode, decision: "accept" }), expect: "refused" },
  // Bob may report Alice's live post (once); what he learns is only that it was received.
  [`${P}/report`]: { fields: () => ({ postCode: a.postCode, reason: "spam" }), expect: "own", check: (r) => expect(r.data).toEqual({ postCode: a.postCode, reported: true }) },
  // Bob's own interest in Alice's post: his, pending, no contact of hers; Alice's requestId gives him nothing of hers.
  [`${P}/interest/send`]: {
    fields: () => ({ postCode: a.postCode, message: "Bob's interest", email: "bob@example.com", requestId: a.requestId }),
    expect: "own",
    check: (r) => expect(r.data.code).not.toBe(a.interestCode),
  },
};

describe("IDOR on the roommate board: Bob's token on Alice's post and interests", () => {
  test("the table names every roommate endpoint that needs a session", async () => {
    const { roommateContract } = await import("#core/contract/roommates");
    const required = Object.entries(roommateContract)
      .filter(([, e]) => e.auth === "required")
      .map(([path]) => path)
      .sort();
    expect(Object.keys(TABLE).sort()).toEqual(required);
  });

  for (const [path, row] of Object.entries(TABLE)) {
    test(path, async () => {
      const r = await call(path, { ...row.fields(), ...aliceIds() }, bob);
      expect(r.code, r.msg).toBe(row.expect === "refused" ? 1 : 0);
      if (r.code !== 0) {
        expect(r.data).toBeNull();
        // Another's post or interest is answered exactly as one that does not exist.
        expect(r.msg).toMatch(/does not exist|No such interest/);
      }
      const text = JSON.stringify(r);
      for (const [name, secret] of Object.entries(SECRETS)) expect(text, `${name} leaked`).not.toContain(secret);
      row.check?.(r);
      // Without any token the same call is "log in first" (code 3).
      expect((await call(path, row.fields())).code).toBe(3);
    });
  }

  test("Bob reading Alice's post sees no contact, and is not its owner", async () => {
    const r = await ok(`${P}/post/info`, { postCode: a.postCode, ...aliceIds() }, bob);
    expect(r.viewer.isOwner).toBe(false);
    const text = JSON.stringify(r);
    for (const secret of Object.values(SECRETS)) expect(text).not.toContain(secret);
    // Her closed post is not for others to read.
    expect((await call(`${P}/post/info`, { postCode: a.closedCode }, bob)).code).toBe(1);
  });

  test("a user token is no operator token: Bob cannot hide Alice's post or list reports", async () => {
    expect((await call("/rest/ops/roommate/hide", { operatorToken: bob.token, postCode: a.postCode, reason: "mine now" }, bob)).code).toBe(1);
    expect((await call("/rest/ops/roommate/reports", { operatorToken: bob.token }, bob)).code).toBe(1);
  });

  test("Alice's records read exactly as before, apart from the interest Bob sent her", async () => {
    const after = await aliceView();
    expect(after.sent).toEqual(before.sent);
    const [post] = after.mine.list.filter((p: { code: string }) => p.code === a.postCode);
    const [was] = before.mine.list.filter((p: { code: string }) => p.code === a.postCode);
    expect({ ...post, interests: post.interests.filter((i: { code: string }) => i.code === a.interestCode) }).toEqual(was);
    expect(post.interests.find((i: { code: string }) => i.code === a.interestCode)).toMatchObject({ status: "pending", contact: null });
    expect(after.mine.list.find((p: { code: string }) => p.code === a.closedCode)).toEqual(before.mine.list.find((p: { code: string }) => p.code === a.closedCode));
  });
});
