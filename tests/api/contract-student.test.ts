import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { ZodTypeAny } from "zod";
import { contract } from "#core/contract";
import { callSigned, createTestUser, setupApi, type Fields } from "../helpers/api";

/**
 * The student groups keep their contract (core/contract/applications, orders, leads, operator,
 * feedback) in every state their answers can take, in both languages: nothing saved yet, an
 * application without a guarantor or Chinese name, with a pickup, approved with its order, the
 * order paid, details saved by the detail endpoints (fewer fields than an application keeps),
 * a cancelled application. Each answer must be code 0 and fit its response schema exactly.
 */
const U = "/rest/user/client";
const OPERATOR_TOKEN = "operator-token-for-contract-tests";
const LANGS = ["cn", "en"] as const;
type Path = keyof typeof contract;

let roomCode: string;
let buildingCode: string;
let student: { userId: number; token: string };

beforeAll(async () => {
  await setupApi();
  const { query } = await import("../../api/db/client");
  const { sql } = await import("drizzle-orm");
  // An apartment without a guarantor rule: the application keeps no guarantor.
  const [r] = await query<{ code: string; building: string }>(sql`SELECT r.code, b.code AS building FROM rooms r JOIN buildings b ON b.id = r.building_id
    WHERE b.is_published AND r.stock > 0 AND 'no_guarantor' = ANY(b.tags) ORDER BY r.id LIMIT 1`);
  roomCode = r.code;
  buildingCode = r.building;
  student = await createTestUser({ userName: "contract" });
  process.env.OPERATOR_TOKEN = OPERATOR_TOKEN;
  (await import("#core/env.server")).resetEnvCache();
});
afterAll(async () => {
  delete process.env.OPERATOR_TOKEN;
  (await import("#core/env.server")).resetEnvCache();
});

/** Calls `path` and checks the answer against its contract, whatever API_CHECK_RESPONSES says. */
async function kept(path: Path, fields: Fields, opts: { token?: string; language?: "cn" | "en" } = {}) {
  const { contractBreach } = await import("../../api/http/endpoint");
  const r = await callSigned(path, fields, opts);
  expect(r.code, `${path} ${r.msg}`).toBe(0);
  expect(contractBreach(contract[path].response as ZodTypeAny, r.data), path).toBeNull();
  return r.data;
}

const application = (tenancyCode: string) => ({
  roomCode,
  tenancyCode,
  mobilePrefixId: 317,
  mobile: "13800138777",
  paymentPlan: "monthly",
  agree: "on",
  legalName: "Ana María López",
  dateOfBirth: "2004-02-29",
  nationality: "ES",
  university: "King's College London",
  course: "MSc Data Science",
  yearOfStudy: "masters",
  address: "Calle Mayor 1, Madrid",
});

describe("the student groups keep their contract", () => {
  let applyCode: string;

  test("before anything is saved: empty lists, no details, the form without defaults", async () => {
    for (const language of LANGS) {
      const opts = { token: student.token, language };
      expect(await kept(`${U}/applicant/info`, {}, opts)).toBeNull();
      expect(await kept(`${U}/guarantee/info`, {}, opts)).toBeNull();
      expect((await kept(`${U}/intent/list`, {}, opts)).list).toEqual([]);
      expect((await kept(`${U}/order/list`, {}, opts)).list).toEqual([]);
      const form = await kept(`${U}/apply/form`, { roomCode }, opts);
      expect(form.defaults.applicant).toBeNull();
      expect(form.guarantorRequired).toBe(false);
      await kept(`${U}/intent/apply/house`, { roomCode }, opts);
    }
  });

  test("an application without a guarantor or Chinese name, then its pickup", async () => {
    const form = await kept(`${U}/apply/form`, { roomCode }, { token: student.token });
    const tenancy = form.tenancies.find((t: { available: boolean }) => t.available);
    const applied = await kept(`${U}/intent/apply`, { ...application(tenancy.code), requestId: randomUUID() }, { token: student.token });
    applyCode = applied.applyCode;
    for (const language of LANGS) {
      const info = await kept(`${U}/intent/info`, { applyCode }, { token: student.token, language });
      expect(info).toMatchObject({ guarantor: null, pickup: null, order: null });
      expect(info.applicant).not.toHaveProperty("chineseName");
    }
    await kept(`${U}/apply/jieji`, { applyCode, flightNo: "IB3166", arrivalDate: form.room.availableFrom, arrivalTime: "07:45", airport: "London Heathrow", passengers: 1 }, { token: student.token });
    const info = await kept(`${U}/intent/info`, { applyCode }, { token: student.token });
    expect(info.pickup).toMatchObject({ flightNo: "IB3166", remark: null });
    expect((await kept(`${U}/intent/list`, { status: "submitted" }, { token: student.token })).list).toHaveLength(1);
    // The application's details became the saved ones.
    expect(await kept(`${U}/applicant/info`, {}, { token: student.token })).toMatchObject({ legalName: "Ana María López" });
    expect((await kept(`${U}/apply/form`, { roomCode }, { token: student.token })).defaults.applicant).toMatchObject({ yearOfStudy: "masters" });
  });

  test("approved with its order, the order paid", async () => {
    const approved = await kept("/rest/ops/intent/status", { operatorToken: OPERATOR_TOKEN, applyCode, status: "approved", note: "Documents checked" });
    expect(approved.orderNo).toMatch(/^O/);
    expect(await kept("/rest/ops/intent/status", { operatorToken: OPERATOR_TOKEN, applyCode, status: "approved" })).toEqual({ status: "approved" });
    const paid = await kept("/rest/ops/order/status", { operatorToken: OPERATOR_TOKEN, orderNo: approved.orderNo, status: "paid" });
    expect(paid).toEqual({ orderNo: approved.orderNo, status: "paid" });
    for (const language of LANGS) {
      const opts = { token: student.token, language };
      const info = await kept(`${U}/intent/info`, { applyCode }, opts);
      expect(info.order).toMatchObject({ orderNo: approved.orderNo, status: "paid" });
      const list = await kept(`${U}/intent/list`, {}, opts);
      expect(list.list[0]).toMatchObject({ orderNo: approved.orderNo, orderStatus: "paid", canCancel: false });
      const order = await kept(`${U}/order/info`, { orderNo: approved.orderNo }, opts);
      expect(order.paidAt).not.toBeNull();
      expect(order.history.map((h: { to: string }) => h.to)).toEqual(["pending_payment", "paid"]);
      expect((await kept(`${U}/order/list`, { pageSize: 5 }, opts)).totalCount).toBe(1);
    }
  });

  test("details saved by the detail endpoints, and the form that offers them", async () => {
    const opts = { token: student.token };
    expect(await kept(`${U}/applicant/update`, { chineseName: "洛佩斯", surnamePinyin: "Lopez", address: "伦敦 Strand 大街 1 号" }, opts)).toEqual({
      chineseName: "洛佩斯",
      surnamePinyin: "Lopez",
      address: "伦敦 Strand 大街 1 号",
    });
    await kept(`${U}/applicant/info`, {}, opts);
    const guarantor = { guarantorName: "María López", guarantorRelation: "parent", guarantorMobilePrefixId: 317, guarantorMobile: "13700137777" };
    expect(await kept(`${U}/guarantee/update`, guarantor, opts)).not.toHaveProperty("email");
    await kept(`${U}/guarantee/update`, { ...guarantor, guarantorEmail: "Maria@Example.com", guarantorAddress: "Calle Mayor 1" }, opts);
    expect(await kept(`${U}/guarantee/info`, {}, opts)).toMatchObject({ email: "maria@example.com", relation: "parent" });
    for (const language of LANGS) {
      const house = await kept(`${U}/intent/apply/house`, { roomCode }, { ...opts, language });
      expect(house.guarantor).toMatchObject({ name: "María López" });
      await kept(`${U}/apply/form`, { roomCode }, { ...opts, language });
    }
  });

  test("a cancelled application", async () => {
    const form = await kept(`${U}/apply/form`, { roomCode }, { token: student.token });
    const tenancy = form.tenancies.find((t: { available: boolean }) => t.available);
    const { applyCode: code } = await kept(`${U}/intent/apply`, application(tenancy.code), { token: student.token });
    expect(await kept(`${U}/intent/cancel`, { applyCode: code }, { token: student.token })).toEqual({ applyCode: code, status: "cancelled" });
    const info = await kept(`${U}/intent/info`, { applyCode: code }, { token: student.token, language: "en" });
    expect(info.history.map((h: { from: string | null }) => h.from)).toEqual([null, "submitted"]);
    expect((await kept(`${U}/intent/list`, { status: "cancelled" }, { token: student.token })).list).toHaveLength(1);
  });

  test("leads and feedback, for visitors and users", async () => {
    const { query } = await import("../../api/db/client");
    const { sql } = await import("drizzle-orm");
    const [city] = await query<{ id: number }>(sql`SELECT city_id AS id FROM buildings WHERE code = ${buildingCode}`);
    const find = { cityId: city.id, moveInDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10), name: "Ana", mobilePrefixId: 317, mobile: "13600136777" };
    const booking = { buildingCode, fullName: "Ana López", mobilePrefixId: 317, mobile: "13600136777" };
    for (const token of [undefined, student.token]) {
      expect((await kept("/rest/building/client/house/find/apply", find, { token })).reference).toMatch(/^FH-/);
      expect((await kept("/rest/building/client/booking/apply", booking, { token })).reference).toMatch(/^BK-/);
    }
    for (const language of LANGS) {
      const types = await kept("/feedback/client/type/list", {}, { language });
      await kept("/feedback/client/add", { cate: types.list[0].id, content: "The apply form is clear" }, { token: student.token, language });
    }
  });
});
