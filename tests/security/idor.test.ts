import { APPLICANT } from "../helpers/applicant";
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { callSigned, createTestUser, setupApi, type Envelope, type Fields } from "../helpers/api";
import { payDue } from "../helpers/booking";

/**
 * IDOR: every endpoint that needs a session, called with Bob's token and Alice's
 * identifiers (her applyCode, orderNo, apartment, requestIds, user id and code as extra fields).
 * Bob gets code 1 or his own, empty data, never a byte of Alice's; and afterwards every one of
 * Alice's records reads exactly as before. The table must name every `auth: "required"`
 * endpoint, so a new one cannot be added without a row here.
 */
const U = "/rest/user/client";
const FAV = "/rest/building/client/favorites/house";
const OPERATOR_TOKEN = "operator-token-for-idor-tests-0123";

type User = { userId: number; token: string; userCode: string };
let alice: User;
let bob: User;

/** Alice's records, made in beforeAll. */
const a = {
  buildingCode: "",
  roomCode: "",
  moveIn: "",
  leaseTerm: 0,
  countryId: 0,
  cityId: 0,
  applyCode: "",
  approvedCode: "",
  orderNo: "",
  paymentNo: "",
  uploadKey: "",
  feedbackId: 0,
  coopId: 0,
  applyId: "",
  feedbackRequest: randomUUID(),
  coopRequest: randomUUID(),
  applyRequest: randomUUID(),
  pickupRequest: randomUUID(),
};

/** Strings only Alice's records hold: none may appear in any answer to Bob. */
const SECRETS = {
  intro: "AliceIntroSecret",
  realName: "AliceRealName",
  address: "AliceSecretStreet 42",
  guarantor: "AliceGuarantorName",
  remark: "AliceApplicationRemark",
  airport: "AliceAirportSecret",
  houseInfo: "AliceCoopHouseInfo",
  feedback: "AliceFeedbackSecret",
  mobile: "13912345678",
  email: "alice-idor@example.com",
  review: "AliceReviewSecretText of the apartment",
};

function isoPlus(days: number) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

const applicationFields = (extra: Fields = {}): Fields => ({
  roomCode: a.roomCode,
  mobilePrefixId: 317,
  mobile: SECRETS.mobile,
  moveInDate: a.moveIn,
  leaseTerm: a.leaseTerm,
  paymentPlan: "term",
  remark: SECRETS.remark,
  agree: "on",
  ...APPLICANT,
  address: SECRETS.address,
  guarantorName: SECRETS.guarantor,
  ...extra,
});

async function ok<T = any>(path: string, fields: Fields, token: string): Promise<T> {
  const r = await callSigned<T>(path, fields, { token });
  if (r.code !== 0) throw new Error(`${path}: ${r.code} ${r.msg}`);
  return r.data;
}

/** What Alice's records look like through her own token; compared before and after. */
async function aliceView() {
  const t = alice.token;
  const [info, favs, intents, appDetail, orders, orderInfo, applicant, guarantor, review] = await Promise.all([
    ok(`${U}/user/info`, {}, t),
    ok(`${FAV}/list`, {}, t),
    ok(`${U}/intent/list`, {}, t),
    ok(`${U}/intent/info`, { applyCode: a.applyCode }, t),
    ok(`${U}/order/list`, {}, t),
    ok(`${U}/order/info`, { orderNo: a.orderNo }, t),
    ok(`${U}/applicant/info`, {}, t),
    ok(`${U}/guarantee/info`, {}, t),
    ok("/rest/building/client/house/review/list", { buildingCode: a.buildingCode }, t),
  ]);
  const { db } = await import("../../api/db/client");
  const { feedback, cooperationRequests, thirdPartyIdentities } = await import("../../api/db/schema");
  const { eq } = await import("drizzle-orm");
  const fb = await db().select({ id: feedback.id, userId: feedback.userId, content: feedback.content }).from(feedback).where(eq(feedback.userId, alice.userId));
  const coop = await db().select({ id: cooperationRequests.id, houseInfo: cooperationRequests.houseInfo }).from(cooperationRequests).where(eq(cooperationRequests.userId, alice.userId));
  const third = await db().select({ id: thirdPartyIdentities.id, provider: thirdPartyIdentities.provider }).from(thirdPartyIdentities).where(eq(thirdPartyIdentities.userId, alice.userId));
  // The token is the same; user/info answers it back, which is fine for Alice herself.
  return { info, favs, intents, appDetail, orders, orderInfo, applicant, guarantor, review: review.mine, fb, coop, third };
}
let before: Awaited<ReturnType<typeof aliceView>>;

beforeAll(async () => {
  await setupApi();
  process.env.OPERATOR_TOKEN = OPERATOR_TOKEN;
  const { resetEnvCache } = await import("#core/env.server");
  resetEnvCache();
  const { db } = await import("../../api/db/client");
  const { rooms, buildings, cities, users, thirdPartyIdentities } = await import("../../api/db/schema");
  const { and, eq, gt } = await import("drizzle-orm");

  const mk = async (name: string): Promise<User> => {
    const u = await createTestUser({ userName: name });
    const [row] = await db().select({ userCode: users.userCode }).from(users).where(eq(users.id, u.userId));
    return { ...u, userCode: row.userCode };
  };
  alice = await mk("alice");
  bob = await mk("bob");
  await db().update(users).set({ email: SECRETS.email, emailVerifiedAt: new Date(), mobilePrefixId: 317, mobile: SECRETS.mobile }).where(eq(users.id, alice.userId));
  await db().insert(thirdPartyIdentities).values({ userId: alice.userId, provider: "github", providerUserId: `idor-${randomUUID()}`, profile: { nickname: "alice-gh" } });

  const [r] = await db()
    .select({ code: rooms.code, leaseTerms: rooms.leaseTerms, availableFrom: rooms.availableFrom, buildingCode: buildings.code })
    .from(rooms)
    .innerJoin(buildings, eq(buildings.id, rooms.buildingId))
    .where(and(gt(rooms.stock, 0), eq(buildings.isPublished, true)))
    .limit(1);
  const today = isoPlus(1);
  Object.assign(a, { roomCode: r.code, leaseTerm: r.leaseTerms[0], moveIn: r.availableFrom > today ? r.availableFrom : today, buildingCode: r.buildingCode });
  const [city] = await db().select({ id: cities.id, countryId: cities.countryId }).from(cities).limit(1);
  a.cityId = city.id;
  a.countryId = city.countryId;

  const t = alice.token;
  await ok(`${FAV}/change`, { buildingCode: a.buildingCode, action: "add" }, t);
  a.applyCode = (await ok(`${U}/intent/apply`, applicationFields({ requestId: a.applyRequest }), t)).applyCode;
  await ok(`${U}/apply/jieji`, { applyCode: a.applyCode, flightNo: "CA937", arrivalDate: isoPlus(30), arrivalTime: "14:30", airport: SECRETS.airport, passengers: 1, requestId: a.pickupRequest }, t);
  a.approvedCode = (await ok(`${U}/intent/apply`, applicationFields(), t)).applyCode;
  await ok("/rest/ops/intent/status", { operatorToken: OPERATOR_TOKEN, applyCode: a.approvedCode, status: "approved" }, t);
  a.orderNo = (await ok(`${U}/intent/info`, { applyCode: a.approvedCode }, t)).orderNo;
  // Paid through the development provider, so Alice has a payment with a receipt.
  a.paymentNo = (await payDue(t, a.orderNo)).paymentNo;
  await ok("/rest/ops/order/status", { operatorToken: OPERATOR_TOKEN, orderNo: a.orderNo, status: "checked_in" }, t);
  await ok("/rest/building/client/house/review/save", { buildingCode: a.buildingCode, rating: 5, location: 5, value: 5, management: 5, facilities: 5, content: SECRETS.review }, t);
  await ok(`${U}/user/update`, { userName: "alice", realName: SECRETS.realName, intro: SECRETS.intro }, t);
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#abcdef" } }).png().toBuffer();
  const up = await callSigned(`/jcommon/file/upload`, {}, { token: t, files: { file: new File([png], "a.png", { type: "image/png" }) } });
  a.uploadKey = up.data.key;
  await ok(`${U}/user/update`, { avatar: up.data.url }, t);
  const cate = (await ok("/feedback/client/type/list", {}, t)).list[0].id;
  a.feedbackId = (await ok("/feedback/client/add", { cate, content: SECRETS.feedback, requestId: a.feedbackRequest }, t)).id;
  a.coopId = (
    await ok(
      "/rest/building/client/house/corp/apply",
      { countryId: a.countryId, cityId: a.cityId, houseInfo: SECRETS.houseInfo, name: "Alice", mobile: SECRETS.mobile, requestId: a.coopRequest },
      t,
    )
  ).id;
  before = await aliceView();
  expect(before.favs.list).toHaveLength(1);
  expect(before.third).toHaveLength(1);
  expect(before.review).toMatchObject({ content: SECRETS.review, hidden: false });
});

afterAll(async () => {
  delete process.env.OPERATOR_TOKEN;
  const { resetEnvCache } = await import("#core/env.server");
  resetEnvCache();
});

/** Alice's ids, sent along with every call: a handler must never take them over the session. */
const aliceIds = (): Fields => ({ userId: alice.userId, userCode: alice.userCode, uid: alice.userId, id: alice.userId });

type Row = {
  /** Bob's fields (Alice's identifiers); aliceIds() are added. */
  fields: () => Fields;
  /** What Bob must get: "refused" (code 1), "own" (code 0, his own data or nothing), or either. */
  expect: "refused" | "own" | "refused-or-own";
  /** Extra checks on Bob's answer. */
  check?: (r: Envelope) => void | Promise<void>;
};

const emptyList = (r: Envelope) => expect(r.data.list ?? r.data).toHaveLength(0);

const TABLE: Record<string, Row> = {
  // Favourites: Bob's list is his own; removing Alice's apartment removes nothing of hers.
  [`${FAV}/city`]: { fields: () => ({}), expect: "own", check: emptyList },
  [`${FAV}/list`]: { fields: () => ({}), expect: "own", check: emptyList },
  [`${FAV}/codes`]: { fields: () => ({}), expect: "own", check: emptyList },
  [`${FAV}/list/v2`]: { fields: () => ({}), expect: "own", check: emptyList },
  [`${FAV}/change`]: { fields: () => ({ buildingCode: a.buildingCode, action: "remove" }), expect: "own", check: (r) => expect(r.data.favorited).toBe(false) },
  // Applications.
  [`${U}/intent/list`]: { fields: () => ({}), expect: "own", check: emptyList },
  [`${U}/intent/info`]: { fields: () => ({ applyCode: a.applyCode }), expect: "refused" },
  [`${U}/intent/cancel`]: { fields: () => ({ applyCode: a.applyCode }), expect: "refused" },
  [`${U}/intent/apply/house`]: {
    fields: () => ({ roomCode: a.roomCode }),
    expect: "own",
    check: (r) => expect([r.data.applicant, r.data.guarantor]).toEqual([null, null]),
  },
  [`${U}/apply/form`]: {
    fields: () => ({ roomCode: a.roomCode }),
    expect: "own",
    check: (r) => expect([r.data.defaults.applicant, r.data.defaults.guarantor]).toEqual([null, null]),
  },
  [`${U}/apply/jieji`]: {
    fields: () => ({ applyCode: a.applyCode, flightNo: "BA1", arrivalDate: isoPlus(31), arrivalTime: "09:00", airport: "Bob airport", passengers: 3, requestId: a.pickupRequest }),
    expect: "refused",
  },
  // Saved applicant and guarantor details.
  [`${U}/applicant/info`]: { fields: () => ({}), expect: "own", check: (r) => expect(r.data).toBeNull() },
  [`${U}/guarantee/info`]: { fields: () => ({}), expect: "own", check: (r) => expect(r.data).toBeNull() },
  // Orders.
  [`${U}/order/list`]: { fields: () => ({}), expect: "own", check: emptyList },
  [`${U}/order/info`]: { fields: () => ({ orderNo: a.orderNo }), expect: "refused" },
  [`${U}/order/cancel`]: { fields: () => ({ orderNo: a.orderNo }), expect: "refused" },
  [`${U}/order/report`]: { fields: () => ({ orderNo: a.orderNo, reason: "Not as described: the room is another one" }), expect: "refused" },
  [`${U}/order/receipt`]: { fields: () => ({ number: a.paymentNo }), expect: "refused" },
  // Account and profile.
  [`${U}/user/info`]: { fields: () => ({}), expect: "own", check: (r) => expect(r.data.userCode).toBe(bob.userCode) },
  [`${U}/user/update`]: { fields: () => ({ userName: "bobby", intro: "bob intro" }), expect: "own", check: (r) => expect(r.data.userCode).toBe(bob.userCode) },
  [`${U}/user/bindMobile`]: { fields: () => ({ mobilePrefixId: 317, mobile: SECRETS.mobile, verifyCode: "000000" }), expect: "refused" },
  [`${U}/user/bindEmail`]: {
    fields: () => ({ email: SECRETS.email, activationUrl: "http://localhost/cn/common/email-activation" }),
    expect: "refused",
  },
  [`${U}/user/updatePwd`]: { fields: () => ({ oldPassword: "whatever1", newPassword: "short" }), expect: "refused" },
  [`${U}/user/third/unbind`]: { fields: () => ({ type: "github" }), expect: "refused" },
  [`${U}/user/genBindThird`]: { fields: () => ({ type: "list", url: "http://localhost/cn/user/account-setting" }), expect: "refused-or-own" },
  // Leads and files: Alice's requestIds answer Bob a record of his own.
  ["/feedback/client/add"]: {
    fields: () => ({ cate: 1, content: "bob feedback", requestId: a.feedbackRequest }),
    expect: "refused-or-own",
    check: (r) => {
      if (r.code === 0) expect(r.data.id).not.toBe(a.feedbackId);
    },
  },
  ["/rest/building/client/house/corp/apply"]: {
    fields: () => ({ countryId: a.countryId, cityId: a.cityId, houseInfo: "bob house", name: "Bob", mobile: "13800000003", requestId: a.coopRequest }),
    expect: "own",
    check: (r) => expect(r.data.id).not.toBe(a.coopId),
  },
  ["/jcommon/file/upload"]: { fields: () => ({ key: a.uploadKey }), expect: "refused" /* no file: nothing to store */ },
  // Reviews: Bob is no resident of Alice's apartment, so he cannot write; and her review (she
  // checked in) is never his to change.
  ["/rest/building/client/house/review/save"]: {
    fields: () => ({ buildingCode: a.buildingCode, rating: 1, location: 1, value: 1, management: 1, facilities: 1, content: "Bob overwriting Alice's review text" }),
    expect: "refused",
  },
  // Alice's review state of her apartment answers Bob his own: no review, no stay.
  ["/rest/building/client/house/review/mine"]: {
    fields: () => ({ buildingCode: a.buildingCode }),
    expect: "own",
    check: (r) => expect(r.data).toEqual({ mine: null, eligibility: { canWrite: false, reason: "not_resident" } }),
  },
  // Bob's own writes last, so the reads above see him with nothing saved.
  [`${U}/intent/apply`]: {
    // Alice's requestId answers Bob a new application of his own, never hers.
    fields: () => applicationFields({ requestId: a.applyRequest, mobile: "13800000001", remark: "bob", address: "Bob street 1 号", guarantorName: "Bob Senior" }),
    expect: "own",
    check: (r) => expect(r.data.applyCode).not.toBe(a.applyCode),
  },
  [`${U}/applicant/update`]: { fields: () => ({ chineseName: "李四", surnamePinyin: "Li", address: "Bob street 2 号" }), expect: "own" },
  [`${U}/guarantee/update`]: {
    fields: () => ({ guarantorName: "Bob Senior", guarantorRelation: "parent", guarantorMobilePrefixId: 317, guarantorMobile: "13900000002" }),
    expect: "own",
  },
};

describe("IDOR: Bob's token on Alice's resources", () => {
  test("the table names every endpoint that needs a session", async () => {
    const { favouriteEndpoints } = await import("../../api/favourites/endpoints");
    const { applicationEndpoints } = await import("../../api/applications/endpoints");
    const { orderEndpoints } = await import("../../api/orders/endpoints");
    const { staffEndpoints } = await import("../../api/staff/endpoints");
    const { accountEndpoints } = await import("../../api/accounts/endpoints");
    const { feedbackEndpoints } = await import("../../api/feedback/endpoints");
    const { feedbackRepliesContract } = await import("#core/contract/feedback");
    const { uploadEndpoints } = await import("../../api/uploads/endpoints");
    const { catalogueEndpoints } = await import("../../api/catalogue/endpoints");
    const { commonEndpoints } = await import("../../api/common/endpoints");
    const { reviewEndpoints } = await import("../../api/reviews/endpoints");
    const all = [
      ...favouriteEndpoints,
      ...applicationEndpoints,
      ...orderEndpoints,
      ...staffEndpoints,
      ...accountEndpoints,
      // The feedback replies have their own table (history-feedback-idor.test.ts).
      ...feedbackEndpoints.filter((e) => !(e.path in feedbackRepliesContract)),
      ...uploadEndpoints,
      ...catalogueEndpoints,
      ...commonEndpoints,
      ...reviewEndpoints,
    ];
    const required = all.filter((e) => e.auth === "required").map((e) => e.path).sort();
    expect(Object.keys(TABLE).sort()).toEqual(required);
  });

  for (const [path, row] of Object.entries(TABLE)) {
    test(path, async () => {
      const r = await callSigned(path, { ...row.fields(), ...aliceIds() }, { token: bob.token });
      if (row.expect === "refused") expect(r.code, r.msg).toBe(1);
      else if (row.expect === "own") expect(r.code, r.msg).toBe(0);
      else expect([0, 1]).toContain(r.code);
      if (r.code !== 0) expect(r.data).toBeNull();
      const text = JSON.stringify(r);
      for (const [name, secret] of Object.entries(SECRETS)) expect(text, `${name} leaked`).not.toContain(secret);
      for (const id of [a.applyCode, a.approvedCode, a.orderNo, a.uploadKey, alice.userCode]) expect(text).not.toContain(id);
      await row.check?.(r);
      // Without any token the same call is "log in first" (code 3).
      expect((await callSigned(path, row.fields())).code).toBe(3);
    });
  }

  test("Alice's records read exactly as before", async () => {
    expect(await aliceView()).toEqual(before);
  });

  test("a user token is no operator token: Bob cannot move Alice's application", async () => {
    const r = await callSigned("/rest/ops/intent/status", { applyCode: a.applyCode, status: "approved", operatorToken: bob.token }, { token: bob.token });
    expect(r.code).toBe(1);
    expect((await ok(`${U}/intent/info`, { applyCode: a.applyCode }, alice.token)).status).toBe("submitted");
  });

  test("Bob's logout does not end Alice's session; only her token can", async () => {
    await callSigned(`${U}/logout`, { ...aliceIds() }, { token: bob.token });
    expect((await callSigned(`${U}/user/info`, {}, { token: alice.token })).code).toBe(0);
    expect((await callSigned(`${U}/user/info`, {}, { token: bob.token })).code).toBe(3);
  });
});
