import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { callSigned, createTestUser, rowCounts, setupApi } from "../../helpers/api";
import { newMobile, outbox } from "../../helpers/accounts";
import { markAway, newApplication, newOrder, OPS, send, SERVICE_OPERATOR_TOKEN, setContact, staff, SVC, useOperatorToken } from "../../helpers/service";

/**
 * The online service's API (core/contract/service.ts): a student writes, staff list, read,
 * reply and close through /rest/ops/service/… with operatorToken, conversations tie to the
 * student's own application or order, messages are rate-limited, and a reply to an away student
 * sends one notice per unread batch.
 */
beforeAll(async () => {
  await setupApi();
  await useOperatorToken(SERVICE_OPERATOR_TOKEN);
});
afterAll(async () => {
  await useOperatorToken(undefined);
});

const messagesOf = (token: string, conversationId: number, afterId?: number) =>
  callSigned(`${SVC}/messages`, { conversationId, afterId }, { token, language: "en" });

describe("the student writes", () => {
  test("a first message starts a conversation; the next goes into it; both read back as written", async () => {
    const s = await createTestUser({ userName: "svc-writer" });
    const first = await send(s.token, { content: "  Is the deposit refundable?  " });
    expect(first.code, first.msg).toBe(0);
    expect(first.msg).toBe("Your message has been sent");
    expect(first.data).toMatchObject({ created: true, message: { author: "student", content: "Is the deposit refundable?", adviserName: null } });
    const conversationId = first.data.conversationId as number;
    const second = await send(s.token, { conversationId, content: "第二条消息\n两行" });
    expect(second.data).toMatchObject({ conversationId, created: false, message: { content: "第二条消息\n两行" } });

    const list = await callSigned(`${SVC}/list`, {}, { token: s.token, language: "en" });
    expect(list.code, list.msg).toBe(0);
    expect(list.data.list).toHaveLength(1);
    expect(list.data.list[0]).toMatchObject({
      id: conversationId,
      status: "open",
      subject: null,
      unread: 0,
      lastMessage: { author: "student", preview: "第二条消息\n两行" },
    });
    expect(list.data.hours).toMatchObject({ timeZone: "Asia/Shanghai", opens: "09:00", closes: "21:00", replyWithinHours: 2 });

    const read = await messagesOf(s.token, conversationId);
    expect(read.data.messages.map((m: { content: string }) => m.content)).toEqual(["Is the deposit refundable?", "第二条消息\n两行"]);
    expect(read.data.hasEarlier).toBe(false);
    const after = await messagesOf(s.token, conversationId, read.data.messages[0].id);
    expect(after.data.messages.map((m: { content: string }) => m.content)).toEqual(["第二条消息\n两行"]);
  });

  test("markup is stored and answered as the text it is", async () => {
    const s = await createTestUser({ userName: "svc-xss" });
    const content = `<script>alert(1)</script><img src=x onerror="alert(2)"> & "quotes"`;
    const r = await send(s.token, { content });
    expect(r.data.message.content).toBe(content);
    expect((await messagesOf(s.token, r.data.conversationId)).data.messages[0].content).toBe(content);
  });

  test("an empty or too long message, or a bad conversation id, is refused in the caller's language and stores nothing", async () => {
    const s = await createTestUser({ userName: "svc-invalid" });
    const before = await rowCounts(["service_messages", "service_conversations"]);
    expect(await send(s.token, { content: "   " })).toMatchObject({ code: 1, msg: "Please write a message" });
    expect(await send(s.token, {})).toMatchObject({ code: 1, msg: "Please write a message" });
    expect(await send(s.token, { content: "x".repeat(1001) })).toMatchObject({ code: 1, msg: "A message can be at most 1,000 characters" });
    expect(await send(s.token, { content: "hi", conversationId: "abc" })).toMatchObject({ code: 1, msg: "This conversation does not exist" });
    expect(await send(s.token, { content: "hi", conversationId: 2_147_483_000 })).toMatchObject({ code: 1, msg: "This conversation does not exist" });
    expect((await send(s.token, { content: "你好", applyCode: "A1", orderNo: "O1" }, "cn")).msg).toBe("请选择一个您自己的申请或订单，或不选");
    // 1,000 characters counted as characters, not bytes.
    expect((await send(s.token, { content: "字".repeat(1000) })).code).toBe(0);
    const after = await rowCounts(["service_messages", "service_conversations"]);
    expect(after.service_messages).toBe(before.service_messages + 1);
  });

  test("a repeated requestId answers the first message and stores no second one", async () => {
    const s = await createTestUser({ userName: "svc-repeat" });
    const requestId = randomUUID();
    const first = await send(s.token, { content: "only once", requestId });
    const again = await send(s.token, { content: "only once", requestId });
    expect(again.data).toEqual({ ...first.data, created: false });
    expect((await messagesOf(s.token, first.data.conversationId)).data.messages).toHaveLength(1);
  });

  test("needs a session", async () => {
    expect((await callSigned(`${SVC}/send`, { content: "hi" })).code).toBe(3);
    expect((await callSigned(`${SVC}/list`, {})).code).toBe(3);
    expect((await callSigned(`${SVC}/unread`, {})).code).toBe(3);
  });
});

describe("a conversation about an application or an order", () => {
  test("ties to the student's own application or order, and the adviser sees which", async () => {
    const s = await createTestUser({ userName: "svc-subject" });
    const applyCode = await newApplication(s.token);
    const { orderNo } = await newOrder(s.token);
    const list = await callSigned(`${SVC}/list`, {}, { token: s.token, language: "en" });
    expect(list.data.choices.applications.map((c: { code: string }) => c.code)).toContain(applyCode);
    expect(list.data.choices.orders).toEqual([expect.objectContaining({ code: orderNo, status: "pending_payment" })]);

    const aboutApp = await send(s.token, { content: "About my application", applyCode });
    expect(aboutApp.code, aboutApp.msg).toBe(0);
    const aboutOrder = await send(s.token, { content: "About my order", orderNo });
    expect(aboutOrder.code, aboutOrder.msg).toBe(0);

    const read = await staff("read", { conversationId: aboutApp.data.conversationId });
    expect(read.data.conversation.subject).toMatchObject({ kind: "application", code: applyCode, status: "submitted" });
    expect(read.data.conversation.subject.name).toMatch(/\S/);
    const readOrder = await staff("read", { conversationId: aboutOrder.data.conversationId });
    expect(readOrder.data.conversation.subject).toMatchObject({ kind: "order", code: orderNo, status: "pending_payment" });
    const own = await callSigned(`${SVC}/list`, {}, { token: s.token, language: "en" });
    expect(own.data.list.map((c: { subject: { code: string } }) => c.subject.code).sort()).toEqual([applyCode, orderNo].sort());
  });

  test("refuses someone else's application or order, or an unknown one, and stores nothing", async () => {
    const owner = await createTestUser({ userName: "svc-owner" });
    const other = await createTestUser({ userName: "svc-other" });
    const { applyCode, orderNo } = await newOrder(owner.token);
    const before = await rowCounts(["service_messages", "service_conversations"]);
    expect(await send(other.token, { content: "hi", applyCode })).toMatchObject({ code: 1, msg: "This application does not exist", data: null });
    expect(await send(other.token, { content: "hi", orderNo })).toMatchObject({ code: 1, msg: "This order does not exist", data: null });
    expect(await send(other.token, { content: "hi", applyCode: "A000000NOSUCH" })).toMatchObject({ code: 1, msg: "This application does not exist" });
    expect(await rowCounts(["service_messages", "service_conversations"])).toEqual(before);
    const list = await callSigned(`${SVC}/list`, {}, { token: other.token });
    expect(list.data.choices).toEqual({ applications: [], orders: [] });
  });
});

describe("the staff desk", () => {
  test("lists open conversations with the newest message and the waiting time, reads, replies and closes", async () => {
    const s = await createTestUser({ userName: "svc-desk" });
    const started = await send(s.token, { content: "Waiting for an adviser" });
    const id = started.data.conversationId as number;

    const open = await staff("list", { pageSize: 100 });
    expect(open.code, open.msg).toBe(0);
    const mine = open.data.list.find((c: { id: number }) => c.id === id);
    expect(mine).toMatchObject({ status: "open", student: { name: "svc-desk" }, lastMessage: { author: "student", preview: "Waiting for an adviser" } });
    expect(mine.waitingSince).toBeTruthy();
    expect(mine.waitingSeconds).toBeGreaterThanOrEqual(0);
    // Waiting conversations come before answered ones, longest wait first.
    const waits = open.data.list.map((c: { waitingSince: string | null }) => c.waitingSince);
    const firstAnswered = waits.indexOf(null);
    if (firstAnswered >= 0) expect(waits.slice(firstAnswered).every((w: string | null) => w === null)).toBe(true);
    const waiting = waits.filter(Boolean) as string[];
    expect(waiting).toEqual([...waiting].sort());

    const reply = await staff("reply", { conversationId: id, content: "Yes, within 14 days.", adviserName: "Lily" });
    expect(reply.code, reply.msg).toBe(0);
    expect(reply.msg).toBe("Reply sent");
    expect(reply.data.message).toMatchObject({ author: "staff", adviserName: "Lily", content: "Yes, within 14 days." });

    const read = await staff("read", { conversationId: id });
    expect(read.data.messages.map((m: { author: string }) => m.author)).toEqual(["student", "staff"]);
    expect(read.data.conversation).toMatchObject({ waitingSince: null, waitingSeconds: null, lastMessage: { author: "staff" } });

    // The student sees the reply, unread until read.
    expect((await callSigned(`${SVC}/unread`, {}, { token: s.token })).data).toEqual({ unread: 1 });
    const seen = await messagesOf(s.token, id, started.data.message.id);
    expect(seen.data.messages).toEqual([reply.data.message]);
    expect(seen.data.conversation.unread).toBe(0);
    expect((await callSigned(`${SVC}/unread`, {}, { token: s.token })).data).toEqual({ unread: 0 });

    const closed = await staff("close", { conversationId: id });
    expect(closed).toMatchObject({ code: 0, data: { id, status: "closed" }, msg: "Conversation closed" });
    expect((await staff("list", { pageSize: 100 })).data.list.some((c: { id: number }) => c.id === id)).toBe(false);
    expect((await staff("list", { status: "closed", pageSize: 100 })).data.list.some((c: { id: number }) => c.id === id)).toBe(true);
    expect(await staff("reply", { conversationId: id, content: "late" })).toMatchObject({
      code: 1,
      msg: "This conversation is closed; it opens again when the student writes",
    });

    // The student's next message opens it again, waiting once more.
    expect((await send(s.token, { conversationId: id, content: "One more question" })).code).toBe(0);
    const reopened = await staff("read", { conversationId: id });
    expect(reopened.data.conversation.status).toBe("open");
    expect(reopened.data.conversation.waitingSince).toBeTruthy();
  });

  test("an unknown conversation is refused in the caller's language", async () => {
    expect(await staff("read", { conversationId: 2_147_483_000 })).toMatchObject({ code: 1, msg: "This conversation does not exist" });
    expect(await staff("reply", { conversationId: 2_147_483_000, content: "x" }, "cn")).toMatchObject({ code: 1, msg: "会话不存在" });
    expect(await staff("close", { conversationId: "x" })).toMatchObject({ code: 1, msg: "This conversation does not exist" });
    expect(await staff("reply", { conversationId: 1, content: " " })).toMatchObject({ code: 1, msg: "Please write a message" });
  });

  test("refuses without a session or token, with a wrong token, with a student's session token, and when none is configured", async () => {
    const s = await createTestUser({ userName: "svc-token" });
    const started = await send(s.token, { content: "Token check" });
    const id = started.data.conversationId as number;
    const before = await rowCounts(["service_messages"]);
    const calls = [
      ["list", {}],
      ["read", { conversationId: id }],
      ["reply", { conversationId: id, content: "forged" }],
      ["close", { conversationId: id }],
    ] as const;
    for (const [path, fields] of calls) {
      // Neither a staff session nor the token: the console's sign-in refusal.
      expect((await callSigned(`${OPS}/${path}`, fields, { language: "en" })).msg, path).toBe("Please sign in to the console");
      const wrong = await staff(path, { ...fields, operatorToken: "operator-token-for-service-tests-02" });
      expect(wrong).toMatchObject({ code: 1, msg: "Operator access is not allowed", data: null });
      expect((await callSigned(`${OPS}/${path}`, { ...fields, operatorToken: s.token }, { token: s.token })).code).toBe(1);
    }
    await useOperatorToken(undefined);
    try {
      for (const [path, fields] of calls) expect((await staff(path, fields)).msg, path).toBe("Operator access is not allowed");
    } finally {
      await useOperatorToken(SERVICE_OPERATOR_TOKEN);
    }
    expect(await rowCounts(["service_messages"])).toEqual(before);
    expect((await staff("read", { conversationId: id })).data.conversation.status).toBe("open");
  });
});

describe("limits", () => {
  test("30 messages an hour per student, then a translated refusal; nothing refused is stored", async () => {
    const s = await createTestUser({ userName: "svc-limit" });
    const first = await send(s.token, { content: "message 1" });
    const id = first.data.conversationId as number;
    for (let i = 2; i <= 30; i++) expect((await send(s.token, { conversationId: id, content: `message ${i}` })).code, `message ${i}`).toBe(0);
    const refused = await send(s.token, { conversationId: id, content: "message 31" });
    expect(refused).toMatchObject({ code: 1, msg: "Too many messages; please try again later", data: null });
    expect((await messagesOf(s.token, id)).data.messages).toHaveLength(30);
    // Another student is not held back.
    const other = await createTestUser({ userName: "svc-limit-2" });
    expect((await send(other.token, { content: "hello" })).code).toBe(0);
  });

  test("10 new conversations a day per student; writing in an existing one still works", async () => {
    const s = await createTestUser({ userName: "svc-starts" });
    let last = 0;
    for (let i = 1; i <= 10; i++) {
      const r = await send(s.token, { content: `topic ${i}` });
      expect(r.code, r.msg).toBe(0);
      last = r.data.conversationId;
    }
    expect(await send(s.token, { content: "topic 11" })).toMatchObject({
      code: 1,
      msg: "You have started as many conversations as a day allows; please write in one you already have",
    });
    expect((await send(s.token, { conversationId: last, content: "follow-up" })).code).toBe(0);
    expect((await callSigned(`${SVC}/list`, {}, { token: s.token })).data.list).toHaveLength(10);
  });
});

describe("the away notice", () => {
  test("an away student gets one SMS per unread batch; a student on the page gets none", async () => {
    const s = await createTestUser({ userName: "svc-away" });
    const mobile = newMobile();
    await setContact(s.userId, { mobile });
    const started = await send(s.token, { content: "Ask and leave" });
    const id = started.data.conversationId as number;
    const sms = async () => (await outbox("sms", `+86 ${mobile}`)).filter((e) => e.code === `S${id}`);

    // The student has never had the conversation on screen since writing: away.
    await markAway(id);
    const r1 = await staff("reply", { conversationId: id, content: "First answer" });
    expect(r1.data.notice).toBe("sms");
    const sent = await sms();
    expect(sent).toHaveLength(1);
    expect(sent[0].text).toContain("顾问回复了您的在线咨询");
    expect(sent[0].text).toContain("An adviser has replied");
    expect(sent[0].text).not.toContain("First answer");

    // A second reply in the same unread batch: no second notice.
    expect((await staff("reply", { conversationId: id, content: "Second answer" })).data.notice).toBeNull();
    expect(await sms()).toHaveLength(1);

    // The student reads them (on the page), then is away again: the next reply starts a new batch.
    await messagesOf(s.token, id);
    expect((await staff("reply", { conversationId: id, content: "While you are here" })).data.notice).toBeNull();
    await messagesOf(s.token, id);
    await markAway(id);
    expect((await staff("reply", { conversationId: id, content: "Third answer" })).data.notice).toBe("sms");
    expect(await sms()).toHaveLength(2);
  });

  test("without a phone the notice goes to the verified e-mail address; with neither, none is sent", async () => {
    const s = await createTestUser({ userName: "svc-mail" });
    const email = `svc-${randomUUID().slice(0, 8)}@example.com`;
    await setContact(s.userId, { email });
    const id = (await send(s.token, { content: "Mail me" })).data.conversationId as number;
    await markAway(id);
    expect((await staff("reply", { conversationId: id, content: "Answer by mail" })).data.notice).toBe("email");
    expect((await outbox("email", email)).filter((e) => e.code === `S${id}`)).toHaveLength(1);

    const nobody = await createTestUser({ userName: "svc-nobody" });
    const id2 = (await send(nobody.token, { content: "No contact" })).data.conversationId as number;
    await markAway(id2);
    const r = await staff("reply", { conversationId: id2, content: "Answer" });
    expect(r.code).toBe(0);
    expect(r.data.notice).toBeNull();
  });

  test("two replies at once to an away student send one notice", async () => {
    const s = await createTestUser({ userName: "svc-race" });
    const mobile = newMobile();
    await setContact(s.userId, { mobile });
    const id = (await send(s.token, { content: "Race" })).data.conversationId as number;
    await markAway(id);
    const answers = await Promise.all([1, 2, 3].map((i) => staff("reply", { conversationId: id, content: `answer ${i}` })));
    expect(answers.map((a) => a.code)).toEqual([0, 0, 0]);
    expect(answers.filter((a) => a.data.notice === "sms")).toHaveLength(1);
    expect((await outbox("sms", `+86 ${mobile}`)).filter((e) => e.code === `S${id}`)).toHaveLength(1);
  });
});
