import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { callSigned, createTestUser, setupApi } from "../../helpers/api";

/**
 * An application any student can finish (legal name in any script, Chinese name
 * optional, university/course/year, date of birth, nationality, a guarantor only where the
 * apartment requires one, a tenancy instead of free dates), and what happens next (timeline,
 * next step, reply promise, the student told of each change by SMS in the dev outbox).
 */
const U = "/rest/user/client";
let noGuarantorRoom: string;
let guarantorRoom: string;
let student: { userId: number; token: string };

beforeAll(async () => {
  await setupApi();
  const { query } = await import("../../../api/db/client");
  const { sql } = await import("drizzle-orm");
  const pick = async (noGuarantor: boolean) => {
    const [r] = await query<{ code: string }>(sql`SELECT r.code FROM rooms r JOIN buildings b ON b.id = r.building_id
      WHERE b.is_published AND r.stock > 0 AND ('no_guarantor' = ANY(b.tags)) = ${noGuarantor} ORDER BY r.id LIMIT 1`);
    return r.code;
  };
  noGuarantorRoom = await pick(true);
  guarantorRoom = await pick(false);
  student = await createTestUser({ userName: "aisyah" });
  process.env.OPERATOR_TOKEN = "operator-token-for-tests-0123";
  (await import("#core/env.server")).resetEnvCache();
});
afterAll(async () => {
  delete process.env.OPERATOR_TOKEN;
  (await import("#core/env.server")).resetEnvCache();
});

async function firstTenancy(roomCode: string) {
  const info = await callSigned("/rest/building/client/room/info", { roomCode }, { language: "en" });
  return info.data.tenancies.find((t: { available: boolean }) => t.available) as { code: string; moveIn: string; moveOut: string; leaseTerm: number };
}

const english = (roomCode: string, tenancyCode: string, extra: Record<string, string> = {}) => ({
  roomCode,
  tenancyCode,
  mobilePrefixId: 317,
  mobile: "13800138123",
  paymentPlan: "term",
  agree: "on",
  legalName: "Nur Aisyah binti Ahmad",
  dateOfBirth: "2005-03-14",
  nationality: "MY",
  university: "University of Manchester",
  course: "BSc Economics",
  yearOfStudy: "year1",
  address: "12 Jalan Ampang, Kuala Lumpur",
  ...extra,
});

describe("an application any student can finish", () => {
  test("in English, a non-Chinese name, no Chinese name and no guarantor on a no-guarantor apartment: accepted with the tenancy's dates", async () => {
    const t = await firstTenancy(noGuarantorRoom);
    const house = await callSigned(`${U}/intent/apply/house`, { roomCode: noGuarantorRoom }, { token: student.token, language: "en" });
    expect(house.data.guarantorRequired).toBe(false);
    expect(house.data.tenancies.length).toBeGreaterThan(0);
    expect(house.data.costs.length).toBe(house.data.tenancies.length);
    expect(house.data.yearsOfStudy).toContain("masters");

    const r = await callSigned(`${U}/intent/apply`, english(noGuarantorRoom, t.code), { token: student.token, language: "en" });
    expect(r.code, r.msg).toBe(0);
    const info = await callSigned(`${U}/intent/info`, { applyCode: r.data.applyCode }, { token: student.token, language: "en" });
    expect(info.data).toMatchObject({ rentalStart: t.moveIn, rentalEnd: t.moveOut, moveInDate: t.moveIn, leaseTerm: t.leaseTerm, guarantor: null });
    expect(info.data.applicant).toMatchObject({ legalName: "Nur Aisyah binti Ahmad", nationality: "MY", university: "University of Manchester", course: "BSc Economics", yearOfStudy: "year1" });
    expect(info.data.applicant.chineseName).toBeUndefined();
  });

  test.each([["Дмитрий Иванов"], ["محمد علي"], ["O'Brien-Núñez"], ["陈大文 Chan Tai Man"]])("a legal name in any script is accepted: %s", async (legalName) => {
    const t = await firstTenancy(noGuarantorRoom);
    const r = await callSigned(`${U}/intent/apply`, english(noGuarantorRoom, t.code, { legalName }), { token: student.token, language: "en" });
    expect(r.code, r.msg).toBe(0);
  });

  test.each([
    [{ legalName: "R2-D2" }, "Please give your full name as in your passport (2 to 60 letters, any script)"],
    [{ chineseName: "Chan" }, "Please give your Chinese name (2 to 20 Chinese characters)"],
    [{ university: "" }, "Please give your university (2 to 100 characters)"],
    [{ course: "" }, "Please give your course (2 to 100 characters)"],
    [{ yearOfStudy: "ninth" }, "Please choose your year of study"],
    [{ dateOfBirth: "2020-01-01" }, "Please give your date of birth (you must be at least 14)"],
    [{ nationality: "" }, "Please choose your nationality"],
    [{ tenancyCode: "20990101-51" }, "This room does not offer the chosen tenancy; please choose again"],
    [{ tenancyCode: "" }, "Please choose a tenancy"],
  ])("refuses %o with a translated message", async (extra, msg) => {
    const t = await firstTenancy(noGuarantorRoom);
    const r = await callSigned(`${U}/intent/apply`, english(noGuarantorRoom, t.code, extra), { token: student.token, language: "en" });
    expect(r.code).toBe(1);
    expect(r.msg).toBe(msg);
  });

  test("where the apartment requires a guarantor, one is needed", async () => {
    const t = await firstTenancy(guarantorRoom);
    const house = await callSigned(`${U}/intent/apply/house`, { roomCode: guarantorRoom }, { token: student.token });
    expect(house.data.guarantorRequired).toBe(true);
    const refused = await callSigned(`${U}/intent/apply`, english(guarantorRoom, t.code), { token: student.token, language: "en" });
    expect(refused.code).toBe(1);
    expect(refused.msg).toBe("This apartment requires a guarantor: please give the guarantor's details");
    const ok = await callSigned(
      `${U}/intent/apply`,
      english(guarantorRoom, t.code, { guarantorName: "Ahmad bin Ismail", guarantorRelation: "parent", guarantorMobile: "13900139123" }),
      { token: student.token, language: "en" },
    );
    expect(ok.code, ok.msg).toBe(0);
  });
});

describe("what happens next", () => {
  test("each status change is in the timeline with its time, the next step and who takes it, and reaches the student by SMS", async () => {
    const { listOutbox } = await import("../../../api/platform/outbox");
    const t = await firstTenancy(noGuarantorRoom);
    const r = await callSigned(`${U}/intent/apply`, english(noGuarantorRoom, t.code, { mobile: "13800138555" }), { token: student.token, language: "en" });
    const applyCode = r.data.applyCode as string;
    const sent = async () => (await listOutbox(500)).filter((m) => m.code === applyCode && m.kind === "sms");
    expect((await sent()).map((m) => m.to)).toEqual(["+86 13800138555"]);

    const moved = await callSigned("/rest/ops/intent/status", { operatorToken: process.env.OPERATOR_TOKEN, applyCode, status: "reviewing" });
    expect(moved.code, moved.msg).toBe(0);
    const messages = await sent();
    expect(messages).toHaveLength(2);
    expect(messages[0].text).toContain("in review");
    expect(messages[0].text).toContain("审核中");

    const info = await callSigned(`${U}/intent/info`, { applyCode }, { token: student.token, language: "en" });
    expect(info.data.history.map((h: { to: string }) => h.to)).toEqual(["submitted", "reviewing"]);
    for (const h of info.data.history) {
      expect(h.at).toBeTruthy();
      expect(h.notifiedAt).toBeTruthy();
      expect(h.channel).toBe("sms");
    }
    expect(info.data.next).toEqual({ step: "reviewing", who: "adviser" });
    expect(info.data.replyPromise).toMatchObject({ workingDays: 1, timeZone: "Asia/Shanghai" });
  });
});
