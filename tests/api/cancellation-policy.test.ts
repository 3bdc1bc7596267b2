import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { sql } from "drizzle-orm";
import { callSigned, setupApi } from "../helpers/api";
import { approvedOrder, orderInfo, payDue, setEnv, staffSession, studentWithCookie, U, unownedRoom, type Student } from "../helpers/booking";

/**
 * The cancellation policy is each apartment's data, edited in the console by its landlord (or
 * staff), refused to another landlord as an unknown apartment, audited. The application form
 * shows it; applying locks it into the quote, so a later edit does not change what an order
 * refunds.
 */
const TOKEN = "operator-token-for-policy-tests-1";
let student: Student;
/** An apartment with a landlord account for this suite (an apartment has one landlord). */
let mine: { roomCode: string; buildingCode: string; landlord: string };

beforeAll(async () => {
  await setupApi();
  await setEnv({ OPERATOR_TOKEN: TOKEN });
  student = await studentWithCookie("policy-holder");
  // Three tests approve an order on this room: a room with fewer units runs out (a random pick did).
  const room = await unownedRoom(4);
  mine = { ...room, landlord: await staffSession("landlord", [room.buildingCode]) };
});
afterAll(async () => {
  await setEnv({ OPERATOR_TOKEN: undefined });
});

async function buildingOf(orderNo: string) {
  const { query } = await import("../../api/db/client");
  const [b] = await query<{ id: number; code: string }>(sql`SELECT b.id, b.code FROM buildings b JOIN orders o ON o.building_id = b.id WHERE o.order_no = ${orderNo}`);
  return b;
}

const setPolicy = (fields: Record<string, string | number>, language: "en" | "cn" = "en") => callSigned("/rest/ops/building/policy", fields, { language });

describe("cancellation policy per apartment", () => {
  test("the quote locks the policy shown when applying; a later edit by the landlord applies to new applications only", async () => {
    const orderNo = await approvedOrder(student.token, TOKEN, { roomCode: mine.roomCode });
    const b = await buildingOf(orderNo);
    const first = await orderInfo(student.token, orderNo);
    expect(first.quote.policy).toMatchObject({ coolingOffDays: 14, visaAdminFee: 200, refundWithinDays: 10 });
    expect(first.quote.policy.text).toContain("Cancel within 14 days of your first payment for a full refund");
    expect((await orderInfo(student.token, orderNo, "cn")).quote.policy.text).toContain("首次付款后 14 天内取消可全额退款");

    const landlord = mine.landlord;
    const info = await callSigned("/rest/ops/building/info", { staffToken: landlord, buildingCode: b.code }, { language: "en" });
    expect(info.data.cancellationPolicy).toEqual({ coolingOffDays: 14, visaAdminFee: 200, refundWithinDays: 10 });
    const saved = await setPolicy({ staffToken: landlord, buildingCode: b.code, coolingOffDays: 0, visaAdminFee: 350, refundWithinDays: 5 });
    expect(saved.code, saved.msg).toBe(0);
    expect(saved.msg).toBe("Cancellation policy saved; it applies to applications from now on");

    // The order applied for before keeps its policy: still within its cooling-off days, refunded in 10.
    const { amount } = await payDue(student.token, orderNo);
    const paid = await orderInfo(student.token, orderNo);
    expect(paid.refundToday).toMatchObject({ rule: "cooling_off", amount, visaRefusalAmount: amount - 200, refundWithinDays: 10 });

    // A new application shows and locks the new one.
    const { query } = await import("../../api/db/client");
    const [room] = await query<{ code: string }>(sql`SELECT code FROM rooms WHERE building_id = ${b.id} AND stock > 0 ORDER BY id LIMIT 1`);
    const form = await callSigned(`${U}/apply/form`, { roomCode: room.code }, { token: student.token, language: "en" });
    expect(form.data.cancellationPolicy).toMatchObject({ coolingOffDays: 0, visaAdminFee: 350, refundWithinDays: 5 });
    expect(form.data.cancellationPolicy.text).toContain("admin fee of GBP 350");

    const [audit] = await query<{ role: string; before: { coolingOffDays: number }; after: { coolingOffDays: number } }>(
      sql`SELECT role, before, after FROM audit_log WHERE action = 'policy.update' AND record = ${b.code} ORDER BY id DESC LIMIT 1`,
    );
    expect(audit).toMatchObject({ role: "landlord", before: { coolingOffDays: 14 }, after: { coolingOffDays: 0 } });
    await setPolicy({ operatorToken: TOKEN, buildingCode: b.code, coolingOffDays: 14, visaAdminFee: 200, refundWithinDays: 10 });
  });

  test("another landlord is told the apartment does not exist; bad numbers are refused with a translated reason and change nothing", async () => {
    const orderNo = await approvedOrder(student.token, TOKEN, { roomCode: mine.roomCode });
    const b = await buildingOf(orderNo);
    const { query } = await import("../../api/db/client");
    let other = await unownedRoom();
    while (other.buildingCode === b.code) other = await unownedRoom();
    const stranger = await staffSession("landlord", [other.buildingCode]);
    const refused = await setPolicy({ staffToken: stranger, buildingCode: b.code, coolingOffDays: 0, visaAdminFee: 0, refundWithinDays: 1 });
    expect(refused.msg).toBe("No such apartment");
    const moderator = await staffSession("moderator");
    expect((await setPolicy({ staffToken: moderator, buildingCode: b.code, coolingOffDays: 0, visaAdminFee: 0, refundWithinDays: 1 })).code).not.toBe(0);

    const owner = mine.landlord;
    const bad = await setPolicy({ staffToken: owner, buildingCode: b.code, coolingOffDays: 61, visaAdminFee: 0, refundWithinDays: 10 });
    expect(bad.code).not.toBe(0);
    expect(bad.msg).toBe("Cooling-off days must be a whole number from 0 to 60");
    const badCn = await setPolicy({ staffToken: owner, buildingCode: b.code, coolingOffDays: 7, visaAdminFee: 0, refundWithinDays: 0 }, "cn");
    expect(badCn.msg).toBe("退款期限须为 1 到 60 天的整数");
    const [p] = await query<{ cooling_off_days: number }>(sql`SELECT cooling_off_days FROM cancellation_policies WHERE building_id = ${b.id}`);
    expect(p.cooling_off_days).toBe(14);
  });

  test("the console's apartment page saves the policy from a plain form and keeps a refused value", async () => {
    const orderNo = await approvedOrder(student.token, TOKEN, { roomCode: mine.roomCode });
    const b = await buildingOf(orderNo);
    const { writeStaffToken } = await import("~/lib/ops.server");
    const cookie = (await writeStaffToken(mine.landlord)).split(";")[0];
    const route = await import("~/routes/ops.apartments_.$code");
    const post = (fields: Record<string, string>) =>
      route.action({
        request: new Request(`http://localhost:3000/ops/apartments/${b.code}`, {
          method: "POST",
          headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(fields).toString(),
        }),
        params: { code: b.code },
        context: {},
      }) as unknown as Promise<{ data: { ok: boolean; msg: string; policy: Record<string, string> | null }; init: { status: number } }>;
    const bad = await post({ intent: "policy", coolingOffDays: "7", visaAdminFee: "-1", refundWithinDays: "10" });
    expect(bad.init.status).toBe(400);
    expect(bad.data.policy).toEqual({ coolingOffDays: "7", visaAdminFee: "-1", refundWithinDays: "10" });
    const ok = await post({ intent: "policy", coolingOffDays: "7", visaAdminFee: "150", refundWithinDays: "10" });
    expect(ok.data.ok, ok.data.msg).toBe(true);
    const { query } = await import("../../api/db/client");
    const [p] = await query<{ cooling_off_days: number; visa_admin_fee: number }>(sql`SELECT cooling_off_days, visa_admin_fee FROM cancellation_policies WHERE building_id = ${b.id}`);
    expect(p).toEqual({ cooling_off_days: 7, visa_admin_fee: 150 });
    await setPolicy({ operatorToken: TOKEN, buildingCode: b.code, coolingOffDays: 14, visaAdminFee: 200, refundWithinDays: 10 });
  });

  test("the apartment and room pages say the apartment's own policy, and follow an edit once the catalogue does", async () => {
    const page = async (language: "en" | "cn") => (await callSigned("/rest/building/client/house/info", { buildingCode: mine.buildingCode }, { language })).data.policies.cancellation as string;
    const room = async () => (await callSigned("/rest/building/client/room/info", { roomCode: mine.roomCode }, { language: "en" })).data.building.policies.cancellation as string;
    expect(await page("en")).toContain("Cancel within 14 days of your first payment for a full refund");
    expect(await page("cn")).toContain("首次付款后 14 天内取消可全额退款");
    expect(await room()).toContain("Cancel within 14 days of your first payment");
    expect((await setPolicy({ staffToken: mine.landlord, buildingCode: mine.buildingCode, coolingOffDays: 5, visaAdminFee: 120, refundWithinDays: 7 })).code).toBe(0);
    // The policy's edit moves the catalogue version: the snapshot and the stamped caches follow.
    const until = async (read: () => Promise<string>, text: string) => {
      const end = Date.now() + 40_000;
      let v = await read();
      while (!v.includes(text) && Date.now() < end) {
        await new Promise((r) => setTimeout(r, 500));
        v = await read();
      }
      return v;
    };
    expect(await until(() => page("en"), "within 5 days")).toContain("Cancel within 5 days of your first payment for a full refund");
    expect(await until(room, "within 5 days")).toContain("an admin fee of GBP 120");
    await setPolicy({ operatorToken: TOKEN, buildingCode: mine.buildingCode, coolingOffDays: 14, visaAdminFee: 200, refundWithinDays: 10 });
  }, 60_000);
});
