import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, test } from "vitest";
import { callSigned, createTestUser, setupApi } from "../../helpers/api";
import { useOperatorToken } from "../../helpers/gifts";

/**
 * A find-a-house request is the sender's afterwards: find-house/list answers the logged-in
 * user's requests, newest first, with their status; staff move a request through its statuses.
 */
const OPERATOR = "operator-token-for-find-house-tests";
let alice: { userId: number; token: string };
let bob: { userId: number; token: string };
let place: { cityId: number; schoolId: number };

const isoPlus = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const request = (extra: Record<string, string | number> = {}) => ({
  cityId: place.cityId,
  schoolId: place.schoolId,
  moveInDate: isoPlus(60),
  name: "Alice",
  mobilePrefixId: 317,
  mobile: "13700137000",
  budget: "£250/week",
  remark: "Near the library",
  requestId: randomUUID(),
  ...extra,
});

beforeAll(async () => {
  await setupApi();
  await useOperatorToken(OPERATOR);
  const { db } = await import("../../../api/db/client");
  const { schools } = await import("../../../api/db/schema");
  const [s] = await db().select({ id: schools.id, cityId: schools.cityId }).from(schools).limit(1);
  place = { cityId: s.cityId, schoolId: s.id };
  alice = await createTestUser({ userName: "fh-alice" });
  bob = await createTestUser({ userName: "fh-bob" });
});

describe("find-a-house requests in the student's account", () => {
  test("the sender's requests are listed with their status; no one else's", async () => {
    const first = await callSigned("/rest/building/client/house/find/apply", request(), { token: alice.token });
    const second = await callSigned("/rest/building/client/house/find/apply", request({ schoolId: "", remark: "" }), { token: alice.token });
    expect(first.code).toBe(0);
    expect(second.code).toBe(0);
    // A visitor's request and another user's are not Alice's.
    await callSigned("/rest/building/client/house/find/apply", request());
    await callSigned("/rest/building/client/house/find/apply", request(), { token: bob.token });

    const mine = await callSigned("/rest/user/client/find-house/list", {}, { token: alice.token, language: "en" });
    expect(mine.code).toBe(0);
    expect(mine.data).toMatchObject({ pageNum: 1, totalCount: 2, pages: 1 });
    expect(mine.data.list.map((r: { reference: string }) => r.reference)).toEqual([second.data.reference, first.data.reference]);
    expect(mine.data.list[1]).toMatchObject({
      reference: first.data.reference,
      status: "new",
      city: { id: place.cityId },
      school: { id: place.schoolId },
      moveInDate: isoPlus(60),
      budget: "£250/week",
      remark: "Near the library",
    });
    expect(mine.data.list[0].school).toBeNull();
    // Names in the request's language.
    const cn = await callSigned("/rest/user/client/find-house/list", {}, { token: alice.token, language: "cn" });
    expect(cn.data.list[1].city.name).not.toBe(mine.data.list[1].city.name);

    const bobs = await callSigned("/rest/user/client/find-house/list", {}, { token: bob.token });
    expect(bobs.data.list).toHaveLength(1);
    expect(bobs.data.list[0].reference).not.toBe(first.data.reference);
  });

  test("a visitor is asked to log in", async () => {
    const r = await callSigned("/rest/user/client/find-house/list", {});
    expect(r.code).toBe(3);
  });

  test("staff move a request's status, which the student then sees; a step back is refused", async () => {
    const sent = await callSigned("/rest/building/client/house/find/apply", request(), { token: alice.token });
    const reference = sent.data.reference as string;
    const move = (status: string, token = OPERATOR) => callSigned("/rest/ops/find-house/status", { operatorToken: token, reference, status }, { language: "en" });
    expect((await move("contacted", "wrong-token")).code).toBe(1);
    expect(await move("contacted")).toMatchObject({ code: 0, data: { reference, status: "contacted" } });
    expect(await move("contacted")).toMatchObject({ code: 0, data: { status: "contacted" } });
    const back = await move("new");
    expect(back).toMatchObject({ code: 1, msg: "This find-a-house request cannot move from its status to that one" });
    expect((await move("matched")).data.status).toBe("matched");
    const list = await callSigned("/rest/user/client/find-house/list", {}, { token: alice.token });
    expect(list.data.list.find((r: { reference: string }) => r.reference === reference).status).toBe("matched");
    const missing = await callSigned("/rest/ops/find-house/status", { operatorToken: OPERATOR, reference: "FH-00000-00000", status: "closed" });
    expect(missing).toMatchObject({ code: 1, msg: "找房需求不存在" });
  });
});
