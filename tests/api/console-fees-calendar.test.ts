import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { sql } from "drizzle-orm";
import { callSigned, setupApi } from "../helpers/api";
import { APPLICANT } from "../helpers/applicant";
import { approvedOrder, orderInfo, setEnv, staffSession, studentWithCookie, U, unownedRoom, type Student } from "../helpers/booking";

/**
 * Fees, offers and blocked periods from the console: the landlord edits their own apartment's,
 * another landlord is told it does not exist, each change is audited and moves the catalogue
 * stamp; quotes made afterwards price the new fees while a locked one keeps its own, and a
 * tenancy that meets a blocked period is shown unavailable and refused when applying.
 */
const TOKEN = "operator-token-for-fees-calendar-1";
let student: Student;
let mine: { roomCode: string; buildingCode: string; landlord: string };
let stranger: string;

beforeAll(async () => {
  await setupApi();
  await setEnv({ OPERATOR_TOKEN: TOKEN });
  student = await studentWithCookie("fees-calendar");
  const room = await unownedRoom(4);
  mine = { ...room, landlord: await staffSession("landlord", [room.buildingCode]) };
  let other = await unownedRoom();
  while (other.buildingCode === room.buildingCode) other = await unownedRoom();
  stranger = await staffSession("landlord", [other.buildingCode]);
});
afterAll(async () => {
  if (mine) await callSigned("/rest/ops/building/fees/reset", { operatorToken: TOKEN, buildingCode: mine.buildingCode });
  await setEnv({ OPERATOR_TOKEN: undefined });
});

const call = (path: string, fields: Record<string, unknown>, language: "en" | "cn" = "en") => callSigned(path as never, fields as never, { language });

async function version(): Promise<number> {
  const { query } = await import("../../api/db/client");
  const [row] = await query<{ version: number }>(sql`SELECT version::float8 AS version FROM catalogue_version WHERE id = 1`);
  return Number(row.version);
}

async function lastAudit(action: string, record: string) {
  const { query } = await import("../../api/db/client");
  const [row] = await query<{ role: string; before: any; after: any }>(sql`SELECT role, before, after FROM audit_log WHERE action = ${action} AND record = ${record} ORDER BY id DESC LIMIT 1`);
  return row;
}

/** Reads until `pass` holds (the stamped caches follow the catalogue within seconds). */
async function until<T>(read: () => Promise<T>, pass: (v: T) => boolean): Promise<T> {
  const end = Date.now() + 40_000;
  let v = await read();
  while (!pass(v) && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 500));
    v = await read();
  }
  return v;
}

const roomPage = async (language: "en" | "cn" = "en") => (await callSigned(`/rest/building/client/room/info`, { roomCode: mine.roomCode }, { language })).data;

describe("fees and offers from the console", () => {
  test("the landlord sets the admin fee: audited, the stamp moves, new quotes use it and a locked quote keeps its own", async () => {
    const before = await approvedOrder(student.token, TOKEN, { roomCode: mine.roomCode });
    const locked = (await orderInfo(student.token, before)).quote;
    const oldAdmin = locked.fees.find((f: { key: string }) => f.key === "admin")?.amount ?? 0;
    const stamp = await version();

    const saved = await call("/rest/ops/building/fee/update", { staffToken: mine.landlord, buildingCode: mine.buildingCode, fee: "admin", amount: 345 });
    expect(saved.code, saved.msg).toBe(0);
    expect(saved.msg).toBe("Fee saved; quotes from now on use it");
    expect(saved.data).toMatchObject({ standard: false, admin: 345 });
    expect(await version()).toBeGreaterThan(stamp);
    expect(await lastAudit("fee.update", mine.buildingCode)).toMatchObject({ role: "landlord", before: { admin: oldAdmin }, after: { admin: 345 } });

    // The room page prices it once the catalogue follows; a new application's quote locks it.
    const page = await until(roomPage, (p) => p.costs.every((c: { fees: { key: string; amount: number }[] }) => c.fees.some((f) => f.key === "admin" && f.amount === 345)));
    expect(page.costs[0].fees).toContainEqual(expect.objectContaining({ key: "admin", amount: 345 }));
    const after = await approvedOrder(student.token, TOKEN, { roomCode: mine.roomCode });
    expect((await orderInfo(student.token, after)).quote.fees).toContainEqual(expect.objectContaining({ key: "admin", amount: 345 }));
    expect((await orderInfo(student.token, before)).quote.fees).toEqual(locked.fees);

    // The booking fee as rent periods, then reset to the country's standard fees.
    const periods = await call("/rest/ops/building/fee/update", { staffToken: mine.landlord, buildingCode: mine.buildingCode, fee: "booking", basis: "periods", amount: 2 });
    expect(periods.data.booking).toEqual({ basis: "periods", value: 2 });
    const reset = await call("/rest/ops/building/fees/reset", { staffToken: mine.landlord, buildingCode: mine.buildingCode });
    expect(reset.data).toMatchObject({ standard: true, admin: oldAdmin });
  }, 60_000);

  test("another landlord is told the apartment does not exist; a moderator is refused; bad input is refused in both languages and changes nothing", async () => {
    for (const path of ["/rest/ops/building/fees", "/rest/ops/building/fee/update", "/rest/ops/building/offer/save", "/rest/ops/room/calendar"]) {
      const r = await call(path, { staffToken: stranger, buildingCode: mine.buildingCode, roomCode: mine.roomCode, fee: "admin", amount: 1, key: "cashback" });
      expect(r.msg, path).toBe("No such apartment");
    }
    const moderator = await staffSession("moderator");
    expect((await call("/rest/ops/building/fee/update", { staffToken: moderator, buildingCode: mine.buildingCode, fee: "admin", amount: 1 })).msg).toBe("You are not allowed to do this");

    const base = { staffToken: mine.landlord, buildingCode: mine.buildingCode };
    const stamp = await version();
    expect((await call("/rest/ops/building/fee/update", { ...base, fee: "admin", amount: -1 })).msg).toBe("An amount must be a whole number from 0 to 10,000,000 of the apartment's currency");
    expect((await call("/rest/ops/building/fee/update", { ...base, fee: "admin", amount: "12.5" }, "cn")).msg).toBe("金额须为 0 到 10,000,000 之间的整数（公寓币种的整数单位）");
    expect((await call("/rest/ops/building/fee/update", { ...base, fee: "deposit", basis: "periods", amount: 60 })).msg).toBe("A fee in rent periods must be a whole number from 0 to 52");
    expect((await call("/rest/ops/building/offer/save", { ...base, key: "gift", amount: 50, itemZh: "欢迎礼包", itemEn: "" })).msg).toBe("Name the gift in both Chinese and English (at most 100 characters each)");
    expect((await call("/rest/ops/building/offer/save", { ...base, key: "gift", amount: 50, itemEn: "Welcome pack" }, "cn")).msg).toBe("请用中文和英文填写礼品名称（各不超过 100 字）");
    expect((await call("/rest/ops/building/offer/save", { ...base, key: "cashback", amount: 100, claimAfterDays: 30, claimWithinDays: 10 })).msg).toBe("The claim window must close after it opens (0 to 3650 days after check-in)");
    expect((await call("/rest/ops/building/offer/save", { ...base, key: "discount", percentOff: 0 })).msg).toBe("A discount must be a whole percentage from 1 to 100");
    expect((await call("/rest/ops/building/offer/remove", { ...base, index: 99 })).msg).toBe("No such offer; reload the page");
    expect(await version()).toBe(stamp);
    expect((await call("/rest/ops/building/fees", base)).data.standard).toBe(true);
  });

  test("offers: added, changed and removed; the room page lists them", async () => {
    const base = { staffToken: mine.landlord, buildingCode: mine.buildingCode };
    const start = (await call("/rest/ops/building/fees", base)).data.offers.length;
    const added = await call("/rest/ops/building/offer/save", { ...base, key: "gift", amount: 80, itemZh: "床上用品套装", itemEn: "Bedding set", intakes: "main", claimWithinDays: 60 });
    expect(added.code, added.msg).toBe(0);
    const index = added.data.offers.length - 1;
    expect(index).toBe(start);
    expect(added.data.offers[index]).toMatchObject({ key: "gift", amount: 80, item: { zh: "床上用品套装", en: "Bedding set" }, intakes: ["main"], claimWithinDays: 60 });
    expect((await until(roomPage, (p) => p.offers.some((o: { summary: string }) => o.summary.includes("Bedding set")))).offers.map((o: { summary: string }) => o.summary)).toContain("Bedding set worth GBP 80");
    const changed = await call("/rest/ops/building/offer/save", { ...base, index, key: "gift", amount: 95, itemZh: "床上用品套装", itemEn: "Bedding set" });
    expect(changed.data.offers[index]).toMatchObject({ amount: 95, intakes: [] });
    expect(await lastAudit("offer.update", mine.buildingCode)).toMatchObject({ role: "landlord", after: { offers: expect.arrayContaining([expect.objectContaining({ amount: 95 })]) } });
    const removed = await call("/rest/ops/building/offer/remove", { ...base, index });
    expect(removed.data.offers.length).toBe(start);
    expect((await until(roomPage, (p) => !p.offers.some((o: { summary: string }) => o.summary.includes("Bedding set")))).offers.map((o: { summary: string }) => o.summary)).not.toContain("Bedding set worth GBP 95");
  }, 90_000);
});

describe("blocked periods", () => {
  test("a blocked tenancy is shown unavailable and refused when applying; removed, it is offered again; audited and stamped", async () => {
    const form = await callSigned(`${U}/apply/form`, { roomCode: mine.roomCode }, { token: student.token, language: "en" });
    // One of the room's own lease terms, so an older client's free dates can ask for it too.
    const t = form.data.tenancies.find((x: { available: boolean; leaseTerm: number }) => x.available && form.data.room.leaseTerms.includes(x.leaseTerm));
    const base = { staffToken: mine.landlord, buildingCode: mine.buildingCode, roomCode: mine.roomCode };
    expect((await call("/rest/ops/room/blocked/add", { ...base, staffToken: stranger, startsOn: t.moveIn, endsOn: t.moveIn, reason: "x" })).msg).toBe("No such apartment");
    expect((await call("/rest/ops/room/blocked/add", { ...base, startsOn: t.moveIn, endsOn: "2020-01-01", reason: "Works" })).msg).toBe("The last day cannot be before the first");
    expect((await call("/rest/ops/room/blocked/add", { ...base, startsOn: "2027-02-31", endsOn: "2027-03-01", reason: "Works" }, "cn")).msg).toBe("日期格式须为 YYYY-MM-DD");
    expect((await call("/rest/ops/room/blocked/add", { ...base, startsOn: t.moveIn, endsOn: t.moveIn, reason: " " })).msg).toBe("Give a reason (at most 200 characters)");

    const stamp = await version();
    const added = await call("/rest/ops/room/blocked/add", { ...base, startsOn: t.moveIn, endsOn: t.moveIn, reason: "Refurbishment" });
    expect(added.code, added.msg).toBe(0);
    const period = added.data.find((p: { reason: string }) => p.reason === "Refurbishment");
    expect(period).toMatchObject({ startsOn: t.moveIn, endsOn: t.moveIn });
    expect(await version()).toBeGreaterThan(stamp);
    expect(await lastAudit("blocked.add", mine.roomCode)).toMatchObject({ role: "landlord", after: { startsOn: t.moveIn, reason: "Refurbishment" } });

    const page = await until(roomPage, (p) => p.tenancies.some((x: { code: string; available: boolean }) => x.code === t.code && !x.available));
    expect(page.tenancies.find((x: { code: string }) => x.code === t.code).available).toBe(false);
    const refused = await callSigned(
      `${U}/intent/apply`,
      { roomCode: mine.roomCode, tenancyCode: t.code, mobilePrefixId: 317, mobile: "13800138000", paymentPlan: "full", agree: "on", ...APPLICANT },
      { token: student.token, language: "en" },
    );
    expect(refused.msg).toBe("This room type is not available for part of the chosen tenancy; choose another tenancy or room");
    const freeDates = await callSigned(
      `${U}/intent/apply`,
      { roomCode: mine.roomCode, moveInDate: t.moveIn, leaseTerm: t.leaseTerm, mobilePrefixId: 317, mobile: "13800138000", paymentPlan: "full", agree: "on", ...APPLICANT },
      { token: student.token, language: "cn" },
    );
    expect(freeDates.msg).toBe("该房型在所选租期内有不可入住的时段，请选择其他租期或房型");

    const calendar = await call("/rest/ops/room/calendar", { ...base, from: t.moveIn.slice(0, 7), months: 1 });
    const days = calendar.data.months[0].days;
    expect(days.find((d: { date: string }) => d.date === t.moveIn).blocked).toBe(true);
    expect(days.filter((d: { blocked: boolean }) => d.blocked).length).toBe(1);

    expect((await call("/rest/ops/room/blocked/remove", { ...base, staffToken: stranger, id: period.id })).msg).toBe("No such apartment");
    const removed = await call("/rest/ops/room/blocked/remove", { ...base, id: period.id });
    expect(removed.code, removed.msg).toBe(0);
    expect(await lastAudit("blocked.remove", mine.roomCode)).toMatchObject({ role: "landlord", before: { reason: "Refurbishment" } });
    const again = await until(roomPage, (p) => p.tenancies.some((x: { code: string; available: boolean }) => x.code === t.code && x.available));
    expect(again.tenancies.find((x: { code: string }) => x.code === t.code).available).toBe(true);
  }, 90_000);

  test("the calendar counts the units orders hold", async () => {
    const orderNo = await approvedOrder(student.token, TOKEN, { roomCode: mine.roomCode });
    const order = await orderInfo(student.token, orderNo);
    const moveIn: string = order.quote.tenancy.moveIn;
    const calendar = await call("/rest/ops/room/calendar", { staffToken: mine.landlord, buildingCode: mine.buildingCode, roomCode: mine.roomCode, from: moveIn.slice(0, 7), months: 1 });
    expect(calendar.data.months[0].days.find((d: { date: string }) => d.date === moveIn).taken).toBeGreaterThanOrEqual(1);
  });
});

describe("the console's apartment page", () => {
  test("plain forms save a fee and a blocked period, and keep what was typed when refused", async () => {
    const { writeStaffToken } = await import("~/lib/ops.server");
    const cookie = (await writeStaffToken(mine.landlord)).split(";")[0];
    const route = await import("~/routes/ops.apartments_.$code");
    const post = (fields: Record<string, string>) =>
      route.action({
        request: new Request(`http://localhost:3000/ops/apartments/${mine.buildingCode}`, {
          method: "POST",
          headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(fields).toString(),
        }),
        params: { code: mine.buildingCode },
        context: {},
      }) as unknown as Promise<{ data: { ok: boolean; msg: string; form: string; values: Record<string, string> | null }; init: { status: number } }>;
    const bad = await post({ intent: "fee", fee: "utilities", basis: "amount", amount: "-5" });
    expect(bad.init.status).toBe(400);
    expect(bad.data).toMatchObject({ ok: false, form: "fee:utilities", values: { amount: "-5" } });
    const good = await post({ intent: "fee", fee: "utilities", basis: "amount", amount: "0" });
    expect(good.data.ok, good.data.msg).toBe(true);
    const badBlock = await post({ intent: "block", roomCode: mine.roomCode, startsOn: "2031-05-10", endsOn: "2031-05-01", reason: "Painting" });
    expect(badBlock.init.status).toBe(400);
    // The console speaks the staff member's language (Chinese until they choose).
    expect(badBlock.data).toMatchObject({ msg: "结束日期不能早于开始日期", values: { startsOn: "2031-05-10", endsOn: "2031-05-01", reason: "Painting" } });
    const block = await post({ intent: "block", roomCode: mine.roomCode, startsOn: "2031-05-01", endsOn: "2031-05-10", reason: "Painting" });
    expect(block.data.ok, block.data.msg).toBe(true);
    const { query } = await import("../../api/db/client");
    const rows = await query<{ id: number }>(sql`SELECT p.id FROM room_blocked_periods p JOIN rooms r ON r.id = p.room_id WHERE r.code = ${mine.roomCode} AND p.reason = 'Painting'`);
    expect(rows.length).toBe(1);
    const unblock = await post({ intent: "unblock", roomCode: mine.roomCode, id: String(rows[0].id) });
    expect(unblock.data.ok, unblock.data.msg).toBe(true);
  });
});
