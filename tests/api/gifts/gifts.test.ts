import { randomInt, randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { outbox } from "../../helpers/accounts";
import { callSigned, createTestUser } from "../../helpers/api";
import { auditOf, newStaff, ok, refused, setupConsole } from "../../helpers/console";
import { moveOrder as moveTo, placeOrder, setOffers, ukRooms, useOperatorToken } from "../../helpers/gifts";

/**
 * My gift: an apartment's cashback or gift becomes the student's record when the order is placed
 * (only where the offer applies to the tenancy), claimable at check-in or from its day, expired
 * with a cancelled or refunded order or a passed claim window; claimed once with validated payout
 * details (shown back masked), corrected until staff pay it; staff move it with the operator token;
 * the student is told by SMS when it becomes claimable and when it is paid.
 */
const U = "/rest/user/client";
const G = `${U}/gift`;
const TOKEN = "operator-token-for-gift-tests-77";
const today = () => new Date().toISOString().slice(0, 10);
const plus = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const WELCOME = { zh: "测试欢迎礼包", en: "Test welcome pack" };
/** Test apartments (UK, weekly rents) with their offers set here, so nothing depends on the seed's draw. */
const shop = {
  cashbackNow: { building: "", room: "", offers: [{ key: "cashback", amount: 250, minTerm: 40, claimAfterDays: 0, claimWithinDays: 90 }] },
  cashbackLater: { building: "", room: "", offers: [{ key: "cashback", amount: 200, minTerm: 40, claimAfterDays: 30, claimWithinDays: 120 }] },
  gift: { building: "", room: "", offers: [{ key: "gift", item: WELCOME, amount: 50, intakes: ["main"], claimWithinDays: 60 }] },
  none: { building: "", room: "", offers: [{ key: "discount", percentOff: 5, minTerm: 40 }] },
};
type Shop = keyof typeof shop;

let student: { userId: number; token: string };
let admin: string;
let settle: typeof import("../../../api/gifts/service").settleGifts;
let noticesSent: () => Promise<void>;
let query: typeof import("../../../api/db/client").query;
let sql: typeof import("drizzle-orm").sql;

beforeAll(async () => {
  admin = await setupConsole();
  ({ query } = await import("../../../api/db/client"));
  ({ sql } = await import("drizzle-orm"));
  ({ settleGifts: settle } = await import("../../../api/gifts/service"));
  ({ giftNoticesSent: noticesSent } = await import("../../../api/gifts/notify"));
  const rows = await ukRooms(4);
  (Object.keys(shop) as Shop[]).forEach((k, i) => Object.assign(shop[k], rows[i]));
  for (const k of Object.keys(shop) as Shop[]) await setOffers(shop[k].building, shop[k].offers);
  student = await createTestUser({ userName: "gift-student" });
  await useOperatorToken(TOKEN);
});

afterAll(async () => {
  await useOperatorToken(undefined);
});

// Each test starts with the student's hourly claim allowance whole (one test spends it on purpose).
beforeEach(async () => {
  const { resetRateLimits } = await import("../../../api/platform/rate-limit");
  await resetRateLimits();
});

/** An order (application approved by staff) for `where`'s room; the mobile the student gave. */
async function book(where: Shop, opts: { kind?: string; token?: string; mobile?: string } = {}) {
  const mobile = opts.mobile ?? `139${randomInt(10_000_000, 99_999_999)}`;
  const orderNo = await placeOrder({ room: shop[where].room, token: opts.token ?? student.token, mobile, operatorToken: TOKEN, kind: opts.kind });
  return { orderNo, mobile };
}

const moveOrder = (orderNo: string, ...statuses: string[]) => moveTo(orderNo, TOKEN, ...statuses);

async function giftsOf(orderNo: string, language: "cn" | "en" = "en", token = student.token) {
  const r = await callSigned(`${G}/list`, { orderNo }, { token, language });
  expect(r.code, r.msg).toBe(0);
  return r.data.list as any[];
}

async function staff(giftNo: string, status: string, extra: Record<string, string> = {}, operatorToken: string | null = TOKEN) {
  const r = await callSigned("/rest/ops/gift/status", { operatorToken, giftNo, status, ...extra }, { language: "en" });
  await noticesSent();
  return r;
}

const bank = { method: "bank_transfer", holderName: "Zhang San", bankCountry: "DE", bankName: "Commerzbank", account: "DE89 3704 0044 0532 0130 00" };

async function claim(giftNo: string, fields: Record<string, string>, opts: { update?: boolean; token?: string; language?: "cn" | "en" } = {}) {
  return callSigned(`${G}/claim${opts.update ? "/update" : ""}`, { giftNo, ...fields }, { token: opts.token ?? student.token, language: opts.language ?? "en" });
}

const smsTo = async (mobile: string) => (await outbox("sms", `+86 ${mobile}`)).map((e) => e.text);

describe("offers as data", () => {
  test("the seed gives some apartments a cashback and some a gift, each with its conditions", async () => {
    const rows = await query<{ offers: { key: string; claimWithinDays?: number }[] }>(sql`SELECT fees->'offers' AS offers FROM buildings WHERE fees IS NOT NULL`);
    const keys = rows.flatMap((r) => r.offers.map((o) => o.key));
    expect(keys).toContain("cashback");
    expect(keys).toContain("gift");
    expect(rows.flatMap((r) => r.offers).filter((o) => o.key !== "discount").every((o) => typeof o.claimWithinDays === "number")).toBe(true);
  });

  test("room/info and the policy text state each offer's conditions from the same data, in both languages", async () => {
    for (const language of ["en", "cn"] as const) {
      const r = await callSigned("/rest/building/client/room/info", { roomCode: shop.gift.room }, { language });
      expect(r.code).toBe(0);
      expect(r.data.offers).toEqual([
        {
          key: "gift",
          name: language === "en" ? "Move-in gift" : "入住礼品",
          summary: language === "en" ? "Test welcome pack worth GBP 50" : "测试欢迎礼包（价值 50 GBP）",
          conditions:
            language === "en"
              ? ["Only for move-ins at: Main intake", "Claim it from check-in until 60 days after check-in"]
              : ["仅限以下入住时间：主入学季", "入住后即可申领，须在入住后 60 天内申领"],
        },
      ]);
      for (const c of r.data.offers[0].conditions) expect(r.data.building.policies.payment).toContain(c);
    }
    const later = await callSigned("/rest/building/client/room/info", { roomCode: shop.cashbackLater.room }, { language: "en" });
    expect(later.data.offers[0].conditions).toEqual(["Tenancies of 40 weeks or more", "Claim it from 30 to 120 days after check-in"]);
  });
});

describe("made with the order", () => {
  test("an order at a cashback or gift apartment gets a pending record; one elsewhere gets none", async () => {
    const { orderNo } = await book("cashbackNow");
    const [g, ...more] = await giftsOf(orderNo);
    expect(more).toEqual([]);
    expect(g).toMatchObject({ kind: "cashback", status: "pending", amount: 250, currency: "GBP", name: "Cashback", canClaim: false, canCorrect: false, payout: null });
    expect(g.giftNo).toMatch(/^G\d{6}[A-Z2-9]{6}$/);
    expect(g.offer.summary).toBe("Cashback of GBP 250 after moving in");
    expect(g.order).toMatchObject({ orderNo, status: "pending_payment", building: { code: shop.cashbackNow.building } });
    // ≈ CNY at the stored rate, with its date, as the cost table gives it.
    expect(g.amountCny).toBeGreaterThan(250);
    expect(g.rateDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(g.history.map((h: { to: string }) => h.to)).toEqual(["pending"]);

    const gift = await giftsOf((await book("gift")).orderNo, "cn");
    expect(gift).toHaveLength(1);
    expect(gift[0]).toMatchObject({ kind: "gift", name: "测试欢迎礼包", amount: 50, status: "pending" });

    expect(await giftsOf((await book("none")).orderNo)).toEqual([]);
  });

  test("the offer's conditions decide: a summer stay gets no main-intake gift and no 40-week cashback", async () => {
    expect(await giftsOf((await book("gift", { kind: "summer" })).orderNo)).toEqual([]);
    expect(await giftsOf((await book("cashbackNow", { kind: "summer" })).orderNo)).toEqual([]);
  });

  test("the conditions stay as they were when booked, whatever the apartment offers later", async () => {
    const { orderNo } = await book("cashbackNow");
    await setOffers(shop.cashbackNow.building, [{ key: "cashback", amount: 999, minTerm: 40 }]);
    try {
      const [g] = await giftsOf(orderNo);
      expect(g.amount).toBe(250);
      expect(g.offer.conditions).toContain("Claim it from check-in until 90 days after check-in");
    } finally {
      await setOffers(shop.cashbackNow.building, shop.cashbackNow.offers);
    }
  });
});

describe("moved with the order", () => {
  test("check-in makes it claimable with its last day, and the student gets an SMS", async () => {
    const { orderNo, mobile } = await book("cashbackNow");
    await moveOrder(orderNo, "paid");
    expect((await giftsOf(orderNo))[0].status).toBe("pending");
    expect(await smsTo(mobile)).not.toEqual(expect.arrayContaining([expect.stringContaining("claim")]));
    await moveOrder(orderNo, "checked_in");
    const [g] = await giftsOf(orderNo);
    expect(g).toMatchObject({ status: "claimable", canClaim: true, checkedInOn: today(), claimableFrom: today(), claimBy: plus(90) });
    const texts = await smsTo(mobile);
    expect(texts.filter((t) => t.includes(g.giftNo))).toHaveLength(1);
    expect(texts.find((t) => t.includes(g.giftNo))).toMatch(/can now be claimed.*by \d{4}-\d{2}-\d{2}/);
    await moveOrder(orderNo, "completed");
    expect((await giftsOf(orderNo))[0].status).toBe("claimable");
  });

  test("an offer claimable 30 days after check-in stays pending with its day, then opens on that day", async () => {
    const { orderNo, mobile } = await book("cashbackLater");
    await moveOrder(orderNo, "paid", "checked_in");
    const [g] = await giftsOf(orderNo);
    expect(g).toMatchObject({ status: "pending", canClaim: false, claimableFrom: plus(30), claimBy: plus(120) });
    expect((await smsTo(mobile)).some((t) => t.includes(g.giftNo))).toBe(false);
    // The day comes (moved back in the database): the next read makes it claimable and tells the student.
    await query(sql`UPDATE gifts SET claimable_from = ${plus(-1)} WHERE gift_no = ${g.giftNo}`);
    expect((await giftsOf(orderNo))[0].status).toBe("claimable");
    expect((await smsTo(mobile)).filter((t) => t.includes(g.giftNo))).toHaveLength(1);
  });

  test("a cancelled or refunded order's gift expires with the reason", async () => {
    const cancelled = await book("cashbackNow");
    await moveOrder(cancelled.orderNo, "cancelled");
    expect((await giftsOf(cancelled.orderNo))[0]).toMatchObject({ status: "expired", expiredReason: "The order was cancelled", canClaim: false });
    expect((await giftsOf(cancelled.orderNo, "cn"))[0].expiredReason).toBe("订单已取消");
    const refunded = await book("gift");
    await moveOrder(refunded.orderNo, "paid", "refunded");
    expect((await giftsOf(refunded.orderNo))[0]).toMatchObject({ status: "expired", expiredReason: "The order was refunded" });
    expect((await smsTo(refunded.mobile)).some((t) => t.includes("claim"))).toBe(false);
  });

  test("a claimable gift not claimed by its last day expires", async () => {
    const { orderNo } = await book("cashbackNow");
    await moveOrder(orderNo, "paid", "checked_in");
    const [g] = await giftsOf(orderNo);
    await query(sql`UPDATE gifts SET claim_by = ${plus(-1)} WHERE gift_no = ${g.giftNo}`);
    await settle();
    expect((await giftsOf(orderNo))[0]).toMatchObject({ status: "expired", expiredReason: "The last day to claim it has passed" });
    const late = await claim(g.giftNo, bank);
    expect(late.code).toBe(1);
    expect(late.msg).toBe("This gift has expired");
  });
});

describe("claiming", () => {
  async function claimable(where: Shop = "cashbackNow") {
    const booked = await book(where);
    await moveOrder(booked.orderNo, "paid", "checked_in");
    const [g] = await giftsOf(booked.orderNo);
    expect(g.status).toBe("claimable");
    return { ...booked, giftNo: g.giftNo as string };
  }

  test("a pending gift cannot be claimed", async () => {
    const { orderNo } = await book("cashbackNow");
    const [g] = await giftsOf(orderNo);
    const r = await claim(g.giftNo, bank);
    expect(r).toMatchObject({ code: 1, msg: "This gift cannot be claimed yet" });
  });

  test("the payout details are validated as the country's banks need them, with a translated message per field", async () => {
    const { giftNo } = await claimable();
    const cases: [Record<string, string>, string][] = [
      [{ holderName: "Zhang San", account: "x" }, "Choose how you want to be paid"],
      [{ method: "cheque", holderName: "Zhang San", account: "x" }, "Choose how you want to be paid"],
      [{ method: "alipay", holderName: "Z", account: "13800138000" }, "Give the account holder's name as on the account (2 to 70 letters, any script)"],
      [{ method: "alipay", holderName: "Zhang3", account: "13800138000" }, "Give the account holder's name as on the account (2 to 70 letters, any script)"],
      [{ method: "alipay", holderName: "Zhang San", account: "not an account" }, "Give your Alipay account: a mobile number or an e-mail address"],
      [{ method: "wechat", holderName: "张三", account: "9wx" }, "Give your WeChat ID (6 to 20 letters, digits, _ or -, starting with a letter) or its mobile number"],
      [{ method: "paypal", holderName: "Zhang San", account: "zhang.example.com" }, "Give the e-mail address of your PayPal account"],
      [{ ...bank, bankCountry: "" }, "Choose the bank's country or region"],
      [{ ...bank, bankCountry: "ZZ", account: "12345678", swift: "COBAZZFF" }, "Choose the bank's country or region"],
      [{ ...bank, bankName: "" }, "Give the bank's name (2 to 100 characters)"],
      [{ ...bank, account: "DE89 3704 0044 0532 0130 01" }, "Give a valid IBAN of the bank's country (it starts with the country code)"],
      [{ ...bank, account: "FR76 3000 6000 0112 3456 7890 189" }, "Give a valid IBAN of the bank's country (it starts with the country code)"],
      [{ ...bank, swift: "COBAFRFF" }, "Give a valid SWIFT/BIC code (8 or 11 characters; the 5th and 6th are the bank's country)"],
      [{ ...bank, bankCountry: "GB", bankName: "Barclays", account: "12345678", sortCode: "12-34" }, "Give the 6-digit sort code, e.g. 12-34-56"],
      [{ ...bank, bankCountry: "GB", bankName: "Barclays", account: "1234567", sortCode: "20-00-00" }, "UK account numbers are 8 digits"],
      [{ ...bank, bankCountry: "CN", bankName: "Bank of China", account: "6216610200016587010" }, "Give a valid SWIFT/BIC code (8 or 11 characters; the 5th and 6th are the bank's country)"],
      [{ ...bank, bankCountry: "CN", bankName: "Bank of China", account: "62-1", swift: "BKCHCNBJ" }, "Give the bank account number (4 to 34 letters or digits)"],
    ];
    for (const [fields, msg] of cases) {
      const r = await claim(giftNo, fields);
      expect({ fields, code: r.code, msg: r.msg }).toEqual({ fields, code: 1, msg });
    }
    const cn = await claim(giftNo, { ...bank, bankName: "" }, { language: "cn" });
    expect(cn.msg).toBe("请填写银行名称（2-100 个字符）");
    // Nothing was stored by any of them.
    expect((await giftsOf((await callSigned(`${G}/info`, { giftNo }, { token: student.token })).data.order.orderNo))[0]).toMatchObject({ status: "claimable", payout: null });
  });

  test("a claim is stored, shown back masked, and made once; a repeated submit answers the first", async () => {
    const { giftNo, orderNo } = await claimable();
    const requestId = randomUUID();
    const r = await claim(giftNo, { ...bank, requestId });
    expect(r.code, r.msg).toBe(0);
    expect(r.msg).toBe("Your claim has been sent; we will pay it out soon");
    expect(r.data).toMatchObject({ status: "claimed", canClaim: false, canCorrect: true });
    expect(r.data.payout).toEqual({ method: "bank_transfer", holderName: "Zhang San", account: "•••• 3000", bankCountry: "DE", bankName: "Commerzbank", swift: null, sortCode: null });
    expect(JSON.stringify(r.data)).not.toContain("DE89370400440532013000");
    // Stored encrypted (AES-256-GCM): nothing of the details is readable in the row, and the
    // sealed value opens only for its own gift.
    const [stored] = await query<{ id: number; payout: string | null; text: string }>(sql`SELECT id, payout, payout::text AS text FROM gifts WHERE gift_no = ${giftNo}`);
    for (const clear of ["DE89370400440532013000", "Zhang San", "Commerzbank", "bank_transfer"]) expect(stored.text).not.toContain(clear);
    const { openPayout } = await import("../../../api/gifts/payout-seal");
    expect(openPayout(stored.id, stored.payout)).toMatchObject({ account: "DE89370400440532013000", bankCountry: "DE", holderName: "Zhang San" });
    expect(openPayout(stored.id + 1, stored.payout)).toBeNull();
    const again = await claim(giftNo, { ...bank, requestId });
    expect(again.code).toBe(0);
    expect(again.data.claimedAt).toBe(r.data.claimedAt);
    const second = await claim(giftNo, { method: "paypal", holderName: "Zhang San", account: "zhang@example.com" });
    expect(second).toMatchObject({ code: 1, msg: "This gift has already been claimed; correct the details instead" });
    expect((await giftsOf(orderNo))[0].history.map((h: { to: string }) => h.to)).toEqual(["pending", "claimable", "claimed"]);
  });

  test("other methods are masked too: e-mail addresses keep their first letter and domain, a sort code its last two digits", async () => {
    const paypal = await claimable();
    expect((await claim(paypal.giftNo, { method: "paypal", holderName: "Li Si", account: "Li.Si@Example.com" })).data.payout).toMatchObject({ method: "paypal", account: "l•••@example.com" });
    const uk = await claimable();
    const r = await claim(uk.giftNo, { method: "bank_transfer", holderName: "O'Neil-Smith", bankCountry: "gb", bankName: "Barclays", sortCode: "20 00 00", account: "55779911" });
    expect(r.code, r.msg).toBe(0);
    expect(r.data.payout).toEqual({ method: "bank_transfer", holderName: "O'Neil-Smith", account: "•••• 9911", bankCountry: "GB", bankName: "Barclays", swift: null, sortCode: "••-••-00" });
  });

  test("a gift (a thing) is claimed without payout details and cannot be 'corrected'", async () => {
    const booked = await book("gift");
    await moveOrder(booked.orderNo, "paid", "checked_in");
    const [g] = await giftsOf(booked.orderNo);
    expect(g).toMatchObject({ kind: "gift", status: "claimable", claimBy: plus(60) });
    const r = await claim(g.giftNo, {});
    expect(r.code, r.msg).toBe(0);
    expect(r.data).toMatchObject({ status: "claimed", payout: null, canCorrect: false });
    expect((await claim(g.giftNo, bank, { update: true })).msg).toBe("A gift needs no payout details, so there is nothing to correct");
  });

  test("a claim is corrected until staff pay it, then no more", async () => {
    const { giftNo, mobile } = await claimable();
    expect(await claim(giftNo, bank, { update: true })).toMatchObject({ code: 1, msg: "This gift has not been claimed, so there are no details to correct" });
    expect((await claim(giftNo, bank)).code).toBe(0);
    const bad = await claim(giftNo, { ...bank, account: "DE00 0000" }, { update: true });
    expect(bad.msg).toBe("Give a valid IBAN of the bank's country (it starts with the country code)");
    const fixed = await claim(giftNo, { method: "alipay", holderName: "张三", account: "+86 138-0013-8000" }, { update: true });
    expect(fixed.code, fixed.msg).toBe(0);
    expect(fixed.msg).toBe("Your payout details have been corrected");
    expect(fixed.data.payout).toEqual({ method: "alipay", holderName: "张三", account: "•••• 8000", bankCountry: null, bankName: null, swift: null, sortCode: null });
    expect(fixed.data.status).toBe("claimed");
    const paid = await staff(giftNo, "paid", { reference: "BACS-2026-0042" });
    expect(paid).toMatchObject({ code: 0, data: { giftNo, status: "paid" } });
    const late = await claim(giftNo, bank, { update: true });
    expect(late).toMatchObject({ code: 1, msg: "This gift has been paid out; its details can no longer be changed" });
    const info = await callSigned(`${G}/info`, { giftNo }, { token: student.token });
    expect(info.data).toMatchObject({ status: "paid", paymentReference: "BACS-2026-0042", canCorrect: false });
    expect(info.data.payout.method).toBe("alipay");
    const told = (await smsTo(mobile)).filter((t) => t.includes(giftNo));
    expect(told).toHaveLength(2);
    expect(told.some((t) => t.includes("has been paid; reference BACS-2026-0042"))).toBe(true);
  });

  test("at most 10 claims and corrections an hour per student", async () => {
    const other = await createTestUser({ userName: "gift-limit" });
    const booked = await book("cashbackNow", { token: other.token });
    await moveOrder(booked.orderNo, "paid", "checked_in");
    const [g] = await giftsOf(booked.orderNo, "en", other.token);
    expect((await claim(g.giftNo, bank, { token: other.token })).code).toBe(0);
    for (let i = 0; i < 9; i++) expect((await claim(g.giftNo, bank, { update: true, token: other.token })).code).toBe(0);
    expect(await claim(g.giftNo, bank, { update: true, token: other.token })).toMatchObject({ code: 1, msg: "Too many submissions; please try again later" });
  });
});

describe("staff", () => {
  test("refuse without a staff session or the token, or with a wrong token, and say what a move needs", async () => {
    const { orderNo } = await book("cashbackNow");
    const [g] = await giftsOf(orderNo);
    expect(await staff(g.giftNo, "expired", { reason: "x" }, null)).toMatchObject({ code: 3, msg: "Please sign in to the console" });
    expect(await staff(g.giftNo, "expired", { reason: "x" }, "operator-token-for-gift-tests-78")).toMatchObject({ code: 1, msg: "Operator access is not allowed" });
    await useOperatorToken(undefined);
    try {
      expect(await staff(g.giftNo, "expired", { reason: "x" })).toMatchObject({ code: 1, msg: "Operator access is not allowed" });
    } finally {
      await useOperatorToken(TOKEN);
    }
    expect((await staff(g.giftNo, "claimed")).msg).toBe("A gift's status can be set to claimable, paid or expired");
    expect((await staff(g.giftNo, "expired")).msg).toBe("Give the reason (1 to 200 characters)");
    expect((await staff(g.giftNo, "paid")).msg).toBe("Give the payment reference (1 to 100 characters)");
    expect((await staff("G000000AAAAAA", "expired", { reason: "x" })).msg).toBe("This gift does not exist");
    // Not yet checked in: it cannot be made claimable; not claimed: it cannot be paid.
    expect((await staff(g.giftNo, "claimable")).msg).toBe("The order has not reached check-in, so the gift cannot be claimable yet");
    expect((await staff(g.giftNo, "paid", { reference: "R1" })).msg).toBe("The status cannot change to that value now");
    expect((await giftsOf(orderNo))[0].status).toBe("pending");
  });

  test("release a dated gift early, let one lapse with a reason the student reads; paid is final", async () => {
    const later = await book("cashbackLater");
    await moveOrder(later.orderNo, "paid", "checked_in");
    const [g] = await giftsOf(later.orderNo);
    expect(g.status).toBe("pending");
    expect(await staff(g.giftNo, "claimable")).toMatchObject({ code: 0, data: { status: "claimable" } });
    expect(await staff(g.giftNo, "claimable")).toMatchObject({ code: 0, data: { status: "claimable" } });
    expect((await smsTo(later.mobile)).filter((t) => t.includes(g.giftNo))).toHaveLength(1);
    expect((await giftsOf(later.orderNo))[0]).toMatchObject({ status: "claimable", claimableFrom: today(), claimBy: plus(120) });
    expect(await staff(g.giftNo, "expired", { reason: "Tenancy ended early by agreement" })).toMatchObject({ code: 0, data: { status: "expired" } });
    const [gone] = await giftsOf(later.orderNo);
    expect(gone).toMatchObject({ status: "expired", expiredReason: "Tenancy ended early by agreement" });
    expect(gone.history.at(-1)).toMatchObject({ from: "claimable", to: "expired", actor: "staff" });
    expect((await staff(g.giftNo, "claimable")).msg).toBe("The status cannot change to that value now");

    const paid = await book("cashbackNow");
    await moveOrder(paid.orderNo, "paid", "checked_in");
    const [p] = await giftsOf(paid.orderNo);
    await claim(p.giftNo, bank);
    expect((await staff(p.giftNo, "paid", { reference: "REF-1" })).code).toBe(0);
    expect((await staff(p.giftNo, "expired", { reason: "too late" })).msg).toBe("The status cannot change to that value now");
  });

  test("payout details stored in clear before encryption are sealed at start and still read", async () => {
    const waiting = await book("cashbackNow");
    await moveOrder(waiting.orderNo, "paid", "checked_in");
    const [g] = await giftsOf(waiting.orderNo);
    await claim(g.giftNo, bank);
    const legacy = { method: "bank_transfer", holderName: "Old Row", account: "DE89370400440532013000", bankCountry: "DE", bankName: "Commerzbank" };
    await query(sql`UPDATE gifts SET payout = ${JSON.stringify(legacy)}::jsonb WHERE gift_no = ${g.giftNo}`);
    const { sealStoredPayouts } = await import("../../../api/gifts/payout-seal");
    expect(await sealStoredPayouts()).toBeGreaterThanOrEqual(1);
    const [row] = await query<{ text: string }>(sql`SELECT payout::text AS text FROM gifts WHERE gift_no = ${g.giftNo}`);
    expect(row.text).not.toContain("Old Row");
    const info = await callSigned(`${G}/info`, { giftNo: g.giftNo }, { token: student.token, language: "en" });
    expect(info.data.payout).toMatchObject({ holderName: "Old Row", account: "•••• 3000" });
  });

  test("list the gifts waiting for payment with what paying them needs", async () => {
    const waiting = await book("cashbackNow");
    await moveOrder(waiting.orderNo, "paid", "checked_in");
    const [g] = await giftsOf(waiting.orderNo);
    await claim(g.giftNo, { ...bank, swift: "COBADEFFXXX" });
    const refused = await callSigned("/rest/ops/gift/list", { operatorToken: "nope-nope" });
    expect(refused).toMatchObject({ code: 1, data: null });
    const r = await callSigned("/rest/ops/gift/list", { operatorToken: TOKEN, pageSize: 100 }, { language: "en" });
    expect(r.code, r.msg).toBe(0);
    const mine = (r.data.list as any[]).find((x) => x.giftNo === g.giftNo);
    expect(mine).toMatchObject({
      status: "claimed",
      amount: 250,
      currency: "GBP",
      orderNo: waiting.orderNo,
      payout: { method: "bank_transfer", holderName: "Zhang San", account: "DE89370400440532013000", bankCountry: "DE", bankName: "Commerzbank", swift: "COBADEFFXXX", sortCode: null },
    });
    expect((r.data.list as any[]).every((x) => x.status === "claimed")).toBe(true);
    await staff(g.giftNo, "paid", { reference: "REF-2" });
    const after = await callSigned("/rest/ops/gift/list", { operatorToken: TOKEN, pageSize: 100 });
    expect((after.data.list as any[]).some((x) => x.giftNo === g.giftNo)).toBe(false);
  });
});

describe("from the console", () => {
  test("finance lists and pays a claimed cashback with its own session, audited before and after; an adviser or a landlord is refused", async () => {
    const waiting = await book("cashbackNow");
    await moveOrder(waiting.orderNo, "paid", "checked_in");
    const [g] = await giftsOf(waiting.orderNo);
    expect((await claim(g.giftNo, bank)).code).toBe(0);
    const finance = await newStaff(admin, "finance");
    for (const role of ["adviser", "landlord"]) {
      const who = await newStaff(admin, role);
      expect((await refused("/rest/ops/gift/list", { staffToken: who.token })).msg).toBe("You are not allowed to do this");
      expect((await refused("/rest/ops/gift/status", { staffToken: who.token, giftNo: g.giftNo, status: "paid", reference: "NOPE" })).msg).toBe("You are not allowed to do this");
    }
    const list = await ok<{ list: { giftNo: string; status: string }[] }>("/rest/ops/gift/list", { staffToken: finance.token, pageSize: 100 });
    expect(list.list.find((x) => x.giftNo === g.giftNo)).toMatchObject({ status: "claimed" });
    expect(await ok("/rest/ops/gift/status", { staffToken: finance.token, giftNo: g.giftNo, status: "paid", reference: "FIN-REF-1" })).toMatchObject({ status: "paid" });
    const [paid] = await giftsOf(waiting.orderNo);
    expect(paid.status).toBe("paid");
    const entries = await auditOf(admin, { entity: "gift", record: g.giftNo });
    expect(entries.list.map((e) => [e.action, e.actor, e.role])).toEqual([["gift.status", finance.email, "finance"]]);
    expect(JSON.parse(entries.list[0]!.before!)).toEqual({ status: "claimed" });
    expect(JSON.parse(entries.list[0]!.after!)).toEqual({ status: "paid", note: "FIN-REF-1" });
  });
});

describe("unit rules", () => {
  test("IBAN check digits and lengths, SWIFT countries, masking", async () => {
    const { ibanValid, swiftValid, bankRule } = await import("#core/schemas/gift");
    const { maskAccount } = await import("../../../api/gifts/service");
    expect(ibanValid("GB82 WEST 1234 5698 7654 32", "GB")).toBe(true);
    expect(ibanValid("NL91ABNA0417164300", "NL")).toBe(true);
    expect(ibanValid("NL91ABNA0417164301", "NL")).toBe(false);
    expect(ibanValid("NL91ABNA0417164300", "DE")).toBe(false);
    expect(swiftValid("deutdeff", "DE")).toBe(true);
    expect(swiftValid("DEUTDEFF500", "DE")).toBe(true);
    expect(swiftValid("DEUTDEF", "DE")).toBe(false);
    expect([bankRule("GB"), bankRule("FR"), bankRule("US"), bankRule("CN")]).toEqual(["sort_code", "iban", "swift", "swift"]);
    expect(maskAccount("6216610200016587010")).toBe("•••• 7010");
    expect(maskAccount("someone@example.com")).toBe("s•••@example.com");
  });
});
