import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { callSigned, createTestUser, setupApi } from "../helpers/api";
import { moveOrder, placeOrder, setOffers, ukRooms, useOperatorToken } from "../helpers/gifts";

/**
 * My gift's ownership: with Bob's token and Alice's giftNo or orderNo, every gift endpoint that
 * needs a session answers "does not exist" or Bob's own (empty) list, never a byte of Alice's
 * gift; claiming or correcting hers changes nothing; a user token is no operator token.
 */
const G = "/rest/user/client/gift";
const TOKEN = "operator-token-for-gift-idor-31";
const ALICE_ACCOUNT = "DE89370400440532013000";
let alice: { token: string };
let bob: { token: string };
const a = { giftNo: "", orderNo: "", cashbackGiftNo: "" };

const payout = { method: "bank_transfer", holderName: "Bob Mallory", bankCountry: "DE", bankName: "Bob Bank", account: "DE89 3704 0044 0532 0130 00" };

async function aliceView() {
  const list = await callSigned(`${G}/list`, {}, { token: alice.token });
  expect(list.code).toBe(0);
  return list.data;
}

let before: unknown;

beforeAll(async () => {
  await setupApi();
  await useOperatorToken(TOKEN);
  const [cashback, gift] = await ukRooms(2);
  await setOffers(cashback.building, [{ key: "cashback", amount: 300, claimWithinDays: 90 }]);
  await setOffers(gift.building, [{ key: "gift", item: { zh: "礼包", en: "Pack" }, amount: 40 }]);
  alice = await createTestUser({ userName: "gift-alice" });
  bob = await createTestUser({ userName: "gift-bob" });
  // Alice: a claimed cashback (her payout details stored) and a claimable gift.
  a.orderNo = await placeOrder({ room: cashback.room, token: alice.token, mobile: "13911112222", operatorToken: TOKEN });
  await moveOrder(a.orderNo, TOKEN, "paid", "checked_in");
  a.cashbackGiftNo = (await aliceView()).list[0].giftNo;
  const claimed = await callSigned(`${G}/claim`, { giftNo: a.cashbackGiftNo, ...payout, holderName: "Alice Liddell", account: ALICE_ACCOUNT }, { token: alice.token });
  expect(claimed.code, claimed.msg).toBe(0);
  const giftOrder = await placeOrder({ room: gift.room, token: alice.token, mobile: "13911112222", operatorToken: TOKEN });
  await moveOrder(giftOrder, TOKEN, "paid", "checked_in");
  a.giftNo = (await aliceView()).list.find((g: { kind: string }) => g.kind === "gift").giftNo;
  before = await aliceView();
});

afterAll(async () => {
  await useOperatorToken(undefined);
});

const secretsIn = (r: unknown) => {
  const text = JSON.stringify(r);
  for (const s of [a.giftNo, a.cashbackGiftNo, a.orderNo, "Alice Liddell", ALICE_ACCOUNT, "3000"]) expect(text).not.toContain(s);
};

const TABLE: Record<string, { fields: () => Record<string, string>; expect: "refused" | "empty" }> = {
  [`${G}/list`]: { fields: () => ({ orderNo: a.orderNo }), expect: "empty" },
  [`${G}/info`]: { fields: () => ({ giftNo: a.cashbackGiftNo }), expect: "refused" },
  [`${G}/claim`]: { fields: () => ({ giftNo: a.giftNo, ...payout }), expect: "refused" },
  [`${G}/claim/update`]: { fields: () => ({ giftNo: a.cashbackGiftNo, ...payout }), expect: "refused" },
};

describe("IDOR: Bob's token on Alice's gifts", () => {
  test("the table names every gift endpoint that needs a session", async () => {
    const { giftEndpoints } = await import("../../api/gifts/endpoints");
    expect(Object.keys(TABLE).sort()).toEqual(giftEndpoints.filter((e) => e.auth === "required").map((e) => e.path).sort());
  });

  for (const [path, row] of Object.entries(TABLE)) {
    test(path, async () => {
      const r = await callSigned(path, row.fields(), { token: bob.token, language: "en" });
      if (row.expect === "refused") expect(r).toMatchObject({ code: 1, msg: "This gift does not exist", data: null });
      else expect(r).toMatchObject({ code: 0, data: { list: [], totalCount: 0 } });
      secretsIn(r);
      // Without a token: log in first.
      expect((await callSigned(path, row.fields())).code).toBe(3);
    });
  }

  test("Bob's own list is empty, and Alice's gifts read exactly as before", async () => {
    const mine = await callSigned(`${G}/list`, {}, { token: bob.token });
    expect(mine.data).toMatchObject({ list: [], totalCount: 0 });
    expect(await aliceView()).toEqual(before);
  });

  test("a user token is no operator token: Bob cannot pay or expire Alice's gift, nor list gifts", async () => {
    for (const status of ["paid", "expired"]) {
      const r = await callSigned("/rest/ops/gift/status", { operatorToken: bob.token, giftNo: a.cashbackGiftNo, status, reference: "x", reason: "x" }, { token: bob.token, language: "en" });
      expect(r).toMatchObject({ code: 1, msg: "Operator access is not allowed" });
    }
    const list = await callSigned("/rest/ops/gift/list", { operatorToken: bob.token }, { token: bob.token });
    expect(list).toMatchObject({ code: 1, data: null });
    expect(await aliceView()).toEqual(before);
  });
});
