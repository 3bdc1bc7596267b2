import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, test } from "vitest";
import { callSigned, createTestUser, setupApi } from "../helpers/api";
import { APPLICANT } from "../helpers/applicant";

/**
 * The student area through the signed API: applications and their lifecycle,
 * authorization between users, profile, applicant/guarantor details, orders, idempotent
 * submits, find-a-house and booking leads, and the messages of refused input.
 */
const U = "/rest/user/client";
let room: { code: string; leaseTerm: number; moveIn: string; buildingCode: string };
let alice: { userId: number; token: string };
let bob: { userId: number; token: string };

function isoPlus(days: number) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

beforeAll(async () => {
  await setupApi();
  const { db } = await import("../../api/db/client");
  const { rooms, buildings } = await import("../../api/db/schema");
  const { and, eq, gt, sql } = await import("drizzle-orm");
  const [r] = await db()
    .select({ code: rooms.code, leaseTerms: rooms.leaseTerms, availableFrom: rooms.availableFrom, availableTo: rooms.availableTo, buildingCode: buildings.code })
    .from(rooms)
    .innerJoin(buildings, eq(buildings.id, rooms.buildingId))
    // An apartment that requires a guarantor (the guarantor rules below apply there).
    .where(and(gt(rooms.stock, 0), eq(buildings.isPublished, true), sql`NOT ('no_guarantor' = ANY(${buildings.tags}))`))
    .limit(1);
  const today = isoPlus(1);
  const moveIn = r.availableFrom > today ? r.availableFrom : today;
  room = { code: r.code, leaseTerm: r.leaseTerms[0], moveIn, buildingCode: r.buildingCode };
  alice = await createTestUser({ userName: "alice" });
  bob = await createTestUser({ userName: "bob" });
});

const application = (extra: Record<string, string | number> = {}) => ({
  roomCode: room.code,
  mobilePrefixId: 317,
  mobile: "13800138000",
  moveInDate: room.moveIn,
  leaseTerm: room.leaseTerm,
  paymentPlan: "term",
  remark: "Quiet floor please",
  agree: "on",
  ...APPLICANT,
  ...extra,
});

describe("applications", () => {
  let applyCode: string;

  test("apply/house and apply/form describe the room", async () => {
    const house = await callSigned(`${U}/intent/apply/house`, { roomCode: room.code }, { token: alice.token });
    expect(house.code).toBe(0);
    expect(house.data.room.code).toBe(room.code);
    expect(house.data.room.leaseTerms).toContain(room.leaseTerm);
    const form = await callSigned(`${U}/apply/form`, { roomCode: room.code }, { token: alice.token });
    expect(form.code).toBe(0);
    expect(form.data.paymentPlans).toEqual(["full", "term", "monthly"]);
  });

  test("an application from a seeded room appears in intent/list and intent/info", async () => {
    const r = await callSigned(`${U}/intent/apply`, application(), { token: alice.token });
    expect(r.code).toBe(0);
    expect(r.data.applyCode).toMatch(/^A\d{6}[A-Z0-9]{6}$/);
    expect(r.data.status).toBe("submitted");
    applyCode = r.data.applyCode;

    const list = await callSigned(`${U}/intent/list`, {}, { token: alice.token });
    expect(list.code).toBe(0);
    expect(list.data.list.map((a: { applyCode: string }) => a.applyCode)).toContain(applyCode);

    const info = await callSigned(`${U}/intent/info`, { applyCode }, { token: alice.token, language: "en" });
    expect(info.code).toBe(0);
    expect(info.data).toMatchObject({
      applyCode,
      status: "submitted",
      moveInDate: room.moveIn,
      leaseTerm: room.leaseTerm,
      rentalStart: room.moveIn,
      applicant: { chineseName: "张三", surnamePinyin: "Zhang" },
      guarantor: { name: "张父", relation: "parent", mobile: "13900139000" },
      canCancel: true,
    });
    expect(info.data.rentalEnd > room.moveIn).toBe(true);
    expect(info.data.history).toHaveLength(1);
  });

  test("another user's token cannot read it, list it or cancel it", async () => {
    const info = await callSigned(`${U}/intent/info`, { applyCode }, { token: bob.token });
    expect(info.code).toBe(1);
    expect(info.data).toBeNull();
    expect(JSON.stringify(info)).not.toContain("张三");
    const list = await callSigned(`${U}/intent/list`, {}, { token: bob.token });
    expect(list.data.list).toHaveLength(0);
    const cancel = await callSigned(`${U}/intent/cancel`, { applyCode }, { token: bob.token });
    expect(cancel.code).toBe(1);
    const pickup = await callSigned(
      `${U}/apply/jieji`,
      { applyCode, flightNo: "CA937", arrivalDate: isoPlus(30), arrivalTime: "14:30", airport: "LHR", passengers: 1 },
      { token: bob.token },
    );
    expect(pickup.code).toBe(1);
  });

  test("without a token: code 3", async () => {
    const r = await callSigned(`${U}/intent/info`, { applyCode });
    expect(r.code).toBe(3);
  });

  test("the same requestId twice creates one application", async () => {
    const requestId = randomUUID();
    const [a, b] = await Promise.all([
      callSigned(`${U}/intent/apply`, application({ requestId }), { token: alice.token }),
      callSigned(`${U}/intent/apply`, application({ requestId }), { token: alice.token }),
    ]);
    expect(a.code).toBe(0);
    expect(b.code).toBe(0);
    expect(a.data.applyCode).toBe(b.data.applyCode);
    const again = await callSigned(`${U}/intent/apply`, application({ requestId }), { token: alice.token });
    expect(again.data.applyCode).toBe(a.data.applyCode);
  });

  test.each([
    [{ agree: "" }, "请阅读并同意支付协议和服务协议"],
    [{ mobile: "12" }, "请输入正确的手机号"],
    [{ moveInDate: "2001-01-01" }, "请选择今天或以后的入住日期"],
    [{ leaseTerm: "" }, "请选择租期"],
    [{ paymentPlan: "barter" }, "请选择付款方式"],
    [{ chineseName: "Zhang" }, "请填写 2-20 个汉字的中文姓名"],
    [{ surnamePinyin: "张" }, "请填写姓氏拼音（仅字母）"],
    [{ guarantorRelation: "" }, "该公寓要求提供担保人信息"],
    [{ legalName: "" }, "请填写与护照一致的姓名（2-60 个字母，任何文字均可）"],
    [{ nationality: "ZZ" }, "请选择国籍"],
    [{ leaseTerm: 119 }, "该房间不提供所选租期"],
  ])("refuses %o with a translated message", async (extra, msg) => {
    const r = await callSigned(`${U}/intent/apply`, application(extra as Record<string, string>), { token: alice.token });
    expect(r.code).toBe(1);
    expect(r.msg).toBe(msg);
  });

  test("messages follow the request language", async () => {
    const r = await callSigned(`${U}/intent/apply`, application({ agree: "" }), { token: alice.token, language: "en" });
    expect(r.msg).toBe("Please read and agree to the payment agreement and the service agreement");
  });

  test("airport pickup is stored for the application", async () => {
    const r = await callSigned(
      `${U}/apply/jieji`,
      { applyCode, flightNo: "ca 937", arrivalDate: isoPlus(30), arrivalTime: "14:30", airport: "London Heathrow", passengers: 2 },
      { token: alice.token },
    );
    expect(r.code).toBe(0);
    const info = await callSigned(`${U}/intent/info`, { applyCode }, { token: alice.token });
    expect(info.data.pickup).toMatchObject({ flightNo: "CA937", airport: "London Heathrow", passengers: 2 });
  });

  test("approval by staff creates an order in pending_payment; other users cannot read it", async () => {
    process.env.OPERATOR_TOKEN = "operator-token-for-tests-0123";
    const { resetEnvCache } = await import("#core/env.server");
    resetEnvCache();
    const fresh = await callSigned(`${U}/intent/apply`, application(), { token: alice.token });
    const code = fresh.data.applyCode;
    const refused = await callSigned("/rest/ops/intent/status", { operatorToken: "wrong-token-0000000000", applyCode: code, status: "reviewing" });
    expect(refused.code).toBe(1);
    expect((await callSigned("/rest/ops/intent/status", { operatorToken: process.env.OPERATOR_TOKEN, applyCode: code, status: "reviewing" })).code).toBe(0);
    const approved = await callSigned("/rest/ops/intent/status", { operatorToken: process.env.OPERATOR_TOKEN, applyCode: code, status: "approved" });
    expect(approved.code).toBe(0);
    expect(approved.data.orderNo).toMatch(/^O/);

    const orders = await callSigned(`${U}/order/list`, {}, { token: alice.token });
    expect(orders.code).toBe(0);
    const order = orders.data.list.find((o: { orderNo: string }) => o.orderNo === approved.data.orderNo);
    expect(order).toMatchObject({ status: "pending_payment", applyCode: code });
    const info = await callSigned(`${U}/order/info`, { orderNo: order.orderNo }, { token: alice.token });
    expect(info.code).toBe(0);
    expect(info.data.history[0].to).toBe("pending_payment");
    const stolen = await callSigned(`${U}/order/info`, { orderNo: order.orderNo }, { token: bob.token });
    expect(stolen.code).toBe(1);
    expect(stolen.data).toBeNull();

    const detail = await callSigned(`${U}/intent/info`, { applyCode: code }, { token: alice.token });
    expect(detail.data.status).toBe("approved");
    expect(detail.data.orderNo).toBe(order.orderNo);
    expect(detail.data.canCancel).toBe(false);
    const cancel = await callSigned(`${U}/intent/cancel`, { applyCode: code }, { token: alice.token });
    expect(cancel.code).toBe(1);
    delete process.env.OPERATOR_TOKEN;
    resetEnvCache();
  });

  test("cancel while the status allows it, with history", async () => {
    const fresh = await callSigned(`${U}/intent/apply`, application(), { token: alice.token });
    const r = await callSigned(`${U}/intent/cancel`, { applyCode: fresh.data.applyCode }, { token: alice.token });
    expect(r.code).toBe(0);
    const info = await callSigned(`${U}/intent/info`, { applyCode: fresh.data.applyCode }, { token: alice.token });
    expect(info.data.status).toBe("cancelled");
    expect(info.data.history.map((h: { to: string }) => h.to)).toEqual(["submitted", "cancelled"]);
  });
});

describe("applicant and guarantor details", () => {
  test("round-trip, and the last application's details are kept", async () => {
    const saved = await callSigned(`${U}/applicant/info`, {}, { token: alice.token });
    expect(saved.data).toMatchObject({ chineseName: "张三" });
    const up = await callSigned(`${U}/applicant/update`, { chineseName: "李四", surnamePinyin: "Li", address: "上海市浦东新区世纪大道 100 号" }, { token: alice.token });
    expect(up.code).toBe(0);
    expect((await callSigned(`${U}/applicant/info`, {}, { token: alice.token })).data.chineseName).toBe("李四");
    const g = await callSigned(
      `${U}/guarantee/update`,
      { guarantorName: "李母", guarantorRelation: "parent", guarantorMobilePrefixId: 317, guarantorMobile: "13700137000" },
      { token: alice.token },
    );
    expect(g.code).toBe(0);
    expect((await callSigned(`${U}/guarantee/info`, {}, { token: alice.token })).data).toMatchObject({ name: "李母", mobile: "13700137000" });
    expect((await callSigned(`${U}/applicant/info`, {}, { token: bob.token })).data).toBeNull();
  });
});

describe("profile", () => {
  test("update round-trips through user/info", async () => {
    const r = await callSigned(
      `${U}/user/update`,
      { userName: "小明Ming", realName: "王小明", gender: "1", birthday: "2002-05-04", intro: "Hello" },
      { token: alice.token },
    );
    expect(r.code).toBe(0);
    const info = await callSigned(`${U}/user/info`, {}, { token: alice.token });
    expect(info.data).toMatchObject({ userName: "小明Ming", realName: "王小明", gender: 1, birthday: "2002-05-04", intro: "Hello" });
    const other = await callSigned(`${U}/user/info`, {}, { token: bob.token });
    expect(other.data.userName).toBe("bob");
  });

  test("a save without userName keeps the nickname (one an older rule let through included)", async () => {
    const { db } = await import("../../api/db/client");
    const { users } = await import("../../api/db/schema");
    const { eq } = await import("drizzle-orm");
    await db().update(users).set({ userName: "138****8124" }).where(eq(users.id, alice.userId));
    const r = await callSigned(`${U}/user/update`, { realName: "王小明", gender: "2", intro: "Kept" }, { token: alice.token });
    expect(r.code).toBe(0);
    const info = await callSigned(`${U}/user/info`, {}, { token: alice.token });
    expect(info.data).toMatchObject({ userName: "138****8124", realName: "王小明", gender: 2, intro: "Kept" });
    await db().update(users).set({ userName: "小明Ming" }).where(eq(users.id, alice.userId));
  });

  test.each([
    [{ userName: "x" }, "昵称为 2-20 个字母、数字或汉字"],
    [{ userName: "bad name!" }, "昵称为 2-20 个字母、数字或汉字"],
    [{ userName: "okname", birthday: "2999-01-01" }, "请选择正确的生日"],
    [{ userName: "okname", intro: "x".repeat(201) }, "自我介绍不能超过 200 个字"],
    [{ userName: "okname", avatar: "javascript:alert(1)" }, "头像地址无效，请重新上传"],
  ])("refuses %o", async (fields, msg) => {
    const r = await callSigned(`${U}/user/update`, fields, { token: alice.token });
    expect(r.code).toBe(1);
    expect(r.msg).toBe(msg);
  });

  test("bindEmail sends an activation link; active/email binds the address once", async () => {
    const { listOutbox } = await import("../../api/platform/outbox");
    const r = await callSigned(
      `${U}/user/bindEmail`,
      { email: "Alice@Example.com", activationUrl: "http://localhost:3000/cn/common/email-activation" },
      { token: alice.token },
    );
    expect(r.code).toBe(0);
    const mail = (await listOutbox()).find((m) => m.to === "alice@example.com");
    expect(mail?.text).toContain("/cn/common/email-activation?token=");
    const token = new URL(mail!.code).searchParams.get("token")!;
    const bad = await callSigned(`${U}/user/active/email`, { activeCode: token.slice(0, -2) + "xx" });
    expect(bad.code).toBe(1);
    const ok = await callSigned(`${U}/user/active/email`, { activeCode: token });
    expect(ok.data).toEqual({ status: "success", email: "alice@example.com" });
    const again = await callSigned(`${U}/user/active/email`, { activeCode: token });
    expect(again.data.status).toBe("used");
    const info = await callSigned(`${U}/user/info`, {}, { token: alice.token });
    expect(info.data).toMatchObject({ email: "alice@example.com", emailVerified: true });
    const phishing = await callSigned(`${U}/user/bindEmail`, { email: "b@example.com", activationUrl: "https://evil.example/steal" }, { token: bob.token });
    expect(phishing.code).toBe(1);
    const taken = await callSigned(`${U}/user/bindEmail`, { email: "alice@example.com", activationUrl: "http://localhost/cn/common/email-activation" }, { token: bob.token });
    expect(taken.code).toBe(1);
  });

  test("the activation link is on PUBLIC_URL whatever host the caller named; production sending real mail without it refuses", async () => {
    const { listOutbox } = await import("../../api/platform/outbox");
    const { resetEnvCache } = await import("#core/env.server");
    const before = { PUBLIC_URL: process.env.PUBLIC_URL, NODE_ENV: process.env.NODE_ENV, SMTP_URL: process.env.SMTP_URL };
    try {
      process.env.PUBLIC_URL = "https://www.studynest.example";
      resetEnvCache();
      for (const lang of ["cn", "en"] as const) {
        const email = `link-${lang}@example.com`;
        const r = await callSigned(`${U}/user/bindEmail`, { email, activationUrl: `https://evil.example/${lang}/common/email-activation` }, { token: bob.token, language: lang });
        expect(r.code).toBe(0);
        const mail = (await listOutbox()).find((m) => m.to === email)!;
        expect(new URL(mail.code).origin).toBe("https://www.studynest.example");
        expect(new URL(mail.code).pathname).toBe(`/${lang}/common/email-activation`);
        expect(mail.text).not.toContain("evil.example");
      }
      // Production without SMTP: the mail only reaches this machine's outbox, so the link is this machine's.
      delete process.env.PUBLIC_URL;
      delete process.env.SMTP_URL;
      process.env.NODE_ENV = "production";
      resetEnvCache();
      const local = await callSigned(`${U}/user/bindEmail`, { email: "link-local@example.com", activationUrl: "https://evil.example/en/common/email-activation" }, { token: bob.token, language: "en" });
      expect(local.code).toBe(0);
      const localMail = (await listOutbox()).find((m) => m.to === "link-local@example.com")!;
      expect(new URL(localMail.code).origin).toMatch(/^http:\/\/localhost:\d+$/);
      // Production sending real mail without PUBLIC_URL: refused before anything is sent.
      process.env.SMTP_URL = "smtp://127.0.0.1:9";
      resetEnvCache();
      const refused = await callSigned(`${U}/user/bindEmail`, { email: "link-prod@example.com", activationUrl: "http://localhost/en/common/email-activation" }, { token: bob.token, language: "en" });
      expect(refused.code).toBe(1);
      expect((await listOutbox()).some((m) => m.to === "link-prod@example.com")).toBe(false);
    } finally {
      for (const [k, v] of Object.entries(before)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
      resetEnvCache();
    }
  });

  test("third/unbind of an unbound provider is refused", async () => {
    const r = await callSigned(`${U}/user/third/unbind`, { type: "wechat" }, { token: alice.token });
    expect(r.code).toBe(1);
  });
});

describe("leads", () => {
  test("find-a-house: stored once per requestId; a school needs its city", async () => {
    const { db } = await import("../../api/db/client");
    const { cities, schools } = await import("../../api/db/schema");
    const { eq } = await import("drizzle-orm");
    const [school] = await db().select({ id: schools.id, cityId: schools.cityId }).from(schools).limit(1);
    const [otherCity] = await db().select({ id: cities.id }).from(cities).where(eq(cities.id, school.cityId === 1 ? 2 : 1));
    const requestId = randomUUID();
    const fields = { cityId: school.cityId, schoolId: school.id, moveInDate: isoPlus(40), name: "Visitor", mobilePrefixId: 317, mobile: "13600136000", requestId };
    const a = await callSigned("/rest/building/client/house/find/apply", fields, { headers: { "x-forwarded-for": "10.1.1.1" } });
    expect(a.code).toBe(0);
    const b = await callSigned("/rest/building/client/house/find/apply", fields, { headers: { "x-forwarded-for": "10.1.1.1" } });
    expect(b.data).toEqual({ reference: a.data.reference });
    // Unguessable: a random reference, not the row's sequential id; two requests differ.
    expect(a.data.reference).toMatch(/^FH-[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
    expect(a.data).not.toHaveProperty("id");
    const c = await callSigned("/rest/building/client/house/find/apply", { ...fields, requestId: randomUUID() });
    expect(c.data.reference).toMatch(/^FH-/);
    expect(c.data.reference).not.toBe(a.data.reference);
    const wrong = await callSigned("/rest/building/client/house/find/apply", { ...fields, cityId: otherCity.id, requestId: randomUUID() });
    expect(wrong.code).toBe(1);
    expect(wrong.msg).toBe("请先选择城市，再选择该城市的学校");
    const noCity = await callSigned("/rest/building/client/house/find/apply", { ...fields, cityId: "", requestId: randomUUID() });
    expect(noCity.msg).toBe("请选择目标城市");
  });

  test("booking: consultant ID at most 10 characters", async () => {
    const base = { buildingCode: room.buildingCode, fullName: "Li Lei", mobilePrefixId: 317, mobile: "13500135000" };
    const ok = await callSigned("/rest/building/client/booking/apply", { ...base, consultantId: "C123456789" });
    expect(ok.code).toBe(0);
    expect(ok.data.reference).toMatch(/^BK-[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
    expect(ok.data).not.toHaveProperty("id");
    const long = await callSigned("/rest/building/client/booking/apply", { ...base, consultantId: "C1234567890" });
    expect(long.code).toBe(1);
    expect(long.msg).toBe("顾问编号不能超过 10 个字符");
  });
});

describe("cooperation and feedback", () => {
  test("cooperation: a 1-character phone is refused with a message; a valid one is stored once per requestId", async () => {
    const { db } = await import("../../api/db/client");
    const { cities, cooperationRequests } = await import("../../api/db/schema");
    const { eq } = await import("drizzle-orm");
    const [city] = await db().select({ id: cities.id, countryId: cities.countryId }).from(cities).limit(1);
    const base = { countryId: city.countryId, cityId: city.id, houseInfo: "Riverside House, 1 Thames St", name: "Landlord", mobilePrefixId: 317 };
    const short = await callSigned("/rest/building/client/house/corp/apply", { ...base, mobile: "1" }, { token: alice.token });
    expect(short.code).toBe(1);
    expect(short.msg).toBe("请填写 2-15 位数字的电话号码");
    const requestId = randomUUID();
    const ok = await callSigned("/rest/building/client/house/corp/apply", { ...base, mobile: "13800138000", requestId }, { token: alice.token });
    expect(ok.code).toBe(0);
    const again = await callSigned("/rest/building/client/house/corp/apply", { ...base, mobile: "13800138000", requestId }, { token: alice.token });
    expect(again.data.id).toBe(ok.data.id);
    const rows = await db().select().from(cooperationRequests).where(eq(cooperationRequests.userId, alice.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ mobile: "13800138000", houseInfo: "Riverside House, 1 Thames St" });
  });

  test("feedback: categories load; 501 characters are refused; a repeat is stored once", async () => {
    const types = await callSigned("/feedback/client/type/list");
    expect(types.code).toBe(0);
    expect(types.data.list.length).toBeGreaterThan(0);
    const cate = types.data.list[0].id;
    const long = await callSigned("/feedback/client/add", { cate, content: "x".repeat(501) }, { token: alice.token });
    expect(long.code).toBe(1);
    expect(long.msg).toBe("反馈内容不能超过 500 个字");
    const none = await callSigned("/feedback/client/add", { content: "hi" }, { token: alice.token });
    expect(none.msg).toBe("请选择反馈类型");
    const requestId = randomUUID();
    const a = await callSigned("/feedback/client/add", { cate, content: "x".repeat(500), requestId }, { token: alice.token });
    expect(a.code).toBe(0);
    expect(a.msg).toBe("您的留言反馈提交成功");
    const b = await callSigned("/feedback/client/add", { cate, content: "x".repeat(500), requestId }, { token: alice.token });
    expect(b.data.id).toBe(a.data.id);
  });
});
