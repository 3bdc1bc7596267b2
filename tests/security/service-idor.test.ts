import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { callSigned, createTestUser, rowCounts, setupApi, type Envelope, type Fields } from "../helpers/api";
import { newOrder, send, SERVICE_OPERATOR_TOKEN, staff, SVC, useOperatorToken } from "../helpers/service";

/**
 * Ownership in the online service: Bob, with his own session, calls every student endpoint of
 * the service with Alice's identifiers (her conversation, her applyCode and orderNo, her
 * requestId, her user id). He gets a refusal or his own (empty) data, never a byte of hers, and
 * nothing he sends lands in her conversations; her conversations read exactly as before. The
 * table must name every endpoint of the group that needs a session.
 */
type User = { userId: number; token: string };
let alice: User;
let bob: User;
const a = { conversationId: 0, applyCode: "", orderNo: "", requestId: randomUUID(), messageId: 0 };
const SECRET = "AliceServiceSecret: my passport number is E12345678";
const REPLY = "AliceAdviserReplySecret";

beforeAll(async () => {
  await setupApi();
  await useOperatorToken(SERVICE_OPERATOR_TOKEN);
  alice = await createTestUser({ userName: "alice-svc" });
  bob = await createTestUser({ userName: "bob-svc" });
  Object.assign(a, await newOrder(alice.token));
  const first = await send(alice.token, { content: SECRET, applyCode: a.applyCode, requestId: a.requestId });
  expect(first.code, first.msg).toBe(0);
  a.conversationId = first.data.conversationId;
  a.messageId = first.data.message.id;
  expect((await staff("reply", { conversationId: a.conversationId, content: REPLY })).code).toBe(0);
});
afterAll(async () => {
  await useOperatorToken(undefined);
});

/** Alice's conversations as she reads them: content only (reading marks them seen). */
async function aliceView() {
  const list = await callSigned(`${SVC}/list`, {}, { token: alice.token });
  const read = await callSigned(`${SVC}/messages`, { conversationId: a.conversationId }, { token: alice.token });
  return {
    list: list.data.list.map((c: { id: number; status: string; subject: unknown; lastMessage: unknown }) => ({
      id: c.id,
      status: c.status,
      subject: c.subject,
      lastMessage: c.lastMessage,
    })),
    messages: read.data.messages,
  };
}

const aliceIds = (): Fields => ({ userId: alice.userId, uid: alice.userId, id: alice.userId });

type Row = { fields: () => Fields; expect: "refused" | "own"; check?: (r: Envelope) => void };

const TABLE: Record<string, Row> = {
  [`${SVC}/list`]: {
    fields: () => ({}),
    expect: "own",
    check: (r) => {
      expect(r.data.list).toEqual([]);
      expect(r.data.unread).toBe(0);
      expect(r.data.choices).toEqual({ applications: [], orders: [] });
    },
  },
  [`${SVC}/unread`]: { fields: () => ({}), expect: "own", check: (r) => expect(r.data).toEqual({ unread: 0 }) },
  [`${SVC}/messages`]: { fields: () => ({ conversationId: a.conversationId }), expect: "refused" },
  [`${SVC}/send`]: { fields: () => ({ conversationId: a.conversationId, content: "Bob writing into Alice's conversation" }), expect: "refused" },
};

describe("online service: Bob's token on Alice's conversations", () => {
  let before: Awaited<ReturnType<typeof aliceView>>;
  beforeAll(async () => {
    before = await aliceView();
    expect(before.messages.map((m: { content: string }) => m.content)).toEqual([SECRET, REPLY]);
  });

  test("the table names every endpoint of the service that needs a session", async () => {
    const { serviceEndpoints } = await import("../../api/service/endpoints");
    const required = serviceEndpoints
      .filter((e) => e.auth === "required")
      .map((e) => e.path)
      .sort();
    expect(Object.keys(TABLE).sort()).toEqual(required);
  });

  for (const [path, row] of Object.entries(TABLE)) {
    test(path, async () => {
      const r = await callSigned(path, { ...row.fields(), ...aliceIds() }, { token: bob.token });
      expect(r.code, r.msg).toBe(row.expect === "refused" ? 1 : 0);
      if (r.code !== 0) expect(r.data).toBeNull();
      const text = JSON.stringify(r);
      for (const secret of [SECRET, REPLY, a.applyCode, a.orderNo]) expect(text).not.toContain(secret);
      row.check?.(r);
      expect((await callSigned(path, row.fields())).code).toBe(3);
    });
  }

  test("Bob cannot start a conversation about Alice's application or order, nor take her requestId's message", async () => {
    const counts = await rowCounts(["service_conversations", "service_messages"]);
    expect((await send(bob.token, { content: "about her application", applyCode: a.applyCode })).code).toBe(1);
    expect((await send(bob.token, { content: "about her order", orderNo: a.orderNo })).code).toBe(1);
    expect((await send(bob.token, { content: "about both", applyCode: a.applyCode, orderNo: a.orderNo })).code).toBe(1);
    expect(await rowCounts(["service_conversations", "service_messages"])).toEqual(counts);
    // Alice's requestId answers Bob a message of his own, in a conversation of his own.
    const own = await send(bob.token, { content: "bob's own", requestId: a.requestId });
    expect(own.code).toBe(0);
    expect(own.data.conversationId).not.toBe(a.conversationId);
    expect(own.data.message.id).not.toBe(a.messageId);
    expect(own.data.message.content).toBe("bob's own");
    // His id in the path of a message read is his own conversation only.
    const mine = await callSigned(`${SVC}/messages`, { conversationId: own.data.conversationId }, { token: bob.token });
    expect(mine.data.messages.map((m: { content: string }) => m.content)).toEqual(["bob's own"]);
  });

  test("a student's session token is no operator token", async () => {
    for (const path of ["list", "read", "reply", "close"]) {
      const r = await callSigned(
        `/rest/ops/service/${path}`,
        { operatorToken: bob.token, conversationId: a.conversationId, content: "forged reply" },
        { token: bob.token }
      );
      expect(r.code, path).toBe(1);
      expect(JSON.stringify(r)).not.toContain(SECRET);
    }
  });

  test("Alice's conversations read exactly as before", async () => {
    expect(await aliceView()).toEqual(before);
  });
});
