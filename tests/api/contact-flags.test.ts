import { sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { callSigned, createTestUser, setupApi } from "../helpers/api";
import { newIp } from "../helpers/accounts";
import { newOrder, send, SERVICE_OPERATOR_TOKEN, staff, SVC, useOperatorToken } from "../helpers/service";

/**
 * No paying outside: a service message or a roommate post that carries a phone number, WeChat
 * id or e-mail before its student's booking is stored with a flag, and every reader's answer
 * carries it (the pages show the warning); after a booking, or without contact details, none.
 */
let cityId = 0;

beforeAll(async () => {
  await setupApi();
  await useOperatorToken(SERVICE_OPERATOR_TOKEN);
  const { query } = await import("../../api/db/client");
  [{ id: cityId }] = await query<{ id: number }>(sql`SELECT id FROM cities WHERE NOT synthetic ORDER BY popularity DESC, id LIMIT 1`);
}, 120_000);

afterAll(async () => {
  await useOperatorToken(undefined);
});

describe("service messages", () => {
  test("a student's message with a WeChat id before a booking is flagged for both readers; a plain one is not", async () => {
    const s = await createTestUser({ userName: "Flag One" });
    const first = await send(s.token, { content: "Hello, I have a question about deposits", requestId: randomUUID() });
    expect(first.code, first.msg).toBe(0);
    const conversationId = first.data.conversationId as number;
    expect(first.data.message.contactFlag).toBeNull();
    const flagged = await send(s.token, { conversationId, content: "加我微信 zhang_san88，直接转账给你", requestId: randomUUID() });
    expect(flagged.data.message.contactFlag).toEqual(["wechat"]);
    const read = await callSigned(`${SVC}/messages`, { conversationId }, { token: s.token, language: "en" });
    expect(read.data.messages.map((m: { contactFlag: string[] | null }) => m.contactFlag)).toEqual([null, ["wechat"]]);
    const desk = await staff("read", { conversationId });
    expect(desk.data.messages.at(-1).contactFlag).toEqual(["wechat"]);
    // Stored with the message, not worked out when read.
    const { query } = await import("../../api/db/client");
    const [row] = await query<{ contact_flag: string[] }>(sql`SELECT contact_flag FROM service_messages WHERE conversation_id = ${conversationId} ORDER BY id DESC LIMIT 1`);
    expect(row.contact_flag).toEqual(["wechat"]);
  });

  test("an adviser's reply with a phone number before the student's booking is flagged too", async () => {
    const s = await createTestUser({ userName: "Flag Two" });
    const first = await send(s.token, { content: "Can someone call me?", requestId: randomUUID() });
    const reply = await staff("reply", { conversationId: first.data.conversationId, content: "Call our desk on +44 20 7946 0958" });
    expect(reply.code, reply.msg).toBe(0);
    expect(reply.data.message.contactFlag).toEqual(["phone"]);
  });

  test("after a booking (an order paid) contact details are not flagged", async () => {
    const s = await createTestUser({ userName: "Flag Three" });
    const { orderNo } = await newOrder(s.token);
    const { query } = await import("../../api/db/client");
    await query(sql`UPDATE orders SET status = 'paid' WHERE order_no = ${orderNo}`);
    const r = await send(s.token, { content: "My e-mail is flag.three@example.com for the contract", requestId: randomUUID() });
    expect(r.code, r.msg).toBe(0);
    expect(r.data.message.contactFlag).toBeNull();
  });
});

describe("roommate posts", () => {
  const P = "/rest/roommate/client";
  const month = () => {
    const now = new Date();
    return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1)).toISOString().slice(0, 7);
  };
  const post = (token: string, content: string) =>
    callSigned(
      `${P}/post/save`,
      { cityId, month: month(), budget: 900, roomType: "private_room", habits: "quiet", languages: "zh,en", content, wechat: `wx${randomUUID().slice(0, 8)}`, requestId: randomUUID() },
      { token, language: "en", headers: { "x-forwarded-for": newIp() } },
    );

  test("a post whose text carries an e-mail before a booking is flagged on the board and its page; the contact fields alone are not", async () => {
    const a = await createTestUser({ userName: "Poster A" });
    const flagged = await post(a.token, "Quiet student looking for a flatmate, write to poster.a@example.com to pay the deposit");
    expect(flagged.code, flagged.msg).toBe(0);
    expect(flagged.data.post.contactFlag).toEqual(["email"]);
    const code = flagged.data.post.code as string;
    const page = await callSigned(`${P}/post/info`, { postCode: code }, { language: "en" });
    expect(page.code, page.msg).toBe(0);
    expect(page.data.post.contactFlag).toEqual(["email"]);
    const board = await callSigned(`${P}/post/list`, { cityId, pageSize: 50 }, { language: "en" });
    expect(board.data.list.find((p: { code: string }) => p.code === code)?.contactFlag).toEqual(["email"]);

    const b = await createTestUser({ userName: "Poster B" });
    const plain = await post(b.token, "Second-year student, quiet and tidy, looking for a flatmate near campus.");
    expect(plain.code, plain.msg).toBe(0);
    expect(plain.data.post.contactFlag).toBeNull();
  });

  test("an interest whose message carries a phone number before a booking is flagged for the poster and the sender; a plain one is not", async () => {
    const poster = await createTestUser({ userName: "Poster C" });
    const made = await post(poster.token, "Looking for a tidy flatmate near campus, non-smoker please.");
    expect(made.code, made.msg).toBe(0);
    const postCode = made.data.post.code as string;
    const sender = await createTestUser({ userName: "Sender C" });
    const opts = { token: sender.token, language: "en" as const, headers: { "x-forwarded-for": newIp() } };
    const sent = await callSigned(`${P}/interest/send`, { postCode, message: "Call me on 138 0013 8000 and send the deposit", email: "sender.c@example.com", requestId: randomUUID() }, opts);
    expect(sent.code, sent.msg).toBe(0);
    expect(sent.data.contactFlag).toEqual(["phone"]);
    const mine = await callSigned(`${P}/post/mine`, {}, { token: poster.token, language: "en" });
    expect(mine.data.list[0].interests[0]).toMatchObject({ code: sent.data.code, contactFlag: ["phone"] });
    const theirs = await callSigned(`${P}/interest/mine`, {}, { token: sender.token, language: "en" });
    expect(theirs.data.list[0]).toMatchObject({ code: sent.data.code, contactFlag: ["phone"] });

    const plainSender = await createTestUser({ userName: "Sender D" });
    const plain = await callSigned(
      `${P}/interest/send`,
      { postCode, message: "Hi! I'm quiet too and study nearby.", email: "sender.d@example.com", requestId: randomUUID() },
      { token: plainSender.token, language: "en", headers: { "x-forwarded-for": newIp() } },
    );
    expect(plain.code, plain.msg).toBe(0);
    expect(plain.data.contactFlag).toBeNull();
  });
});
