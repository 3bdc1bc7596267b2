import { beforeAll, describe, expect, test } from "vitest";
import { captchaToken, newIp } from "../../helpers/accounts";
import { callSigned, createTestUser, rowCounts, setupApi, type Fields } from "../../helpers/api";

/**
 * The forms anyone may send (find-a-house, academic-year booking, feedback, cooperation): a
 * burst from one address or one account is refused with a request for the picture check, and
 * a person who passes it gets through, at the default caps (10 per address, 5 per account, an
 * hour per form).
 */
const IP_CAP = 10;
const USER_CAP = 5;
// The defaults, whatever the suite's environment lifts.
process.env.RATE_IP_FORMS_PER_HOUR = String(IP_CAP);
process.env.RATE_USER_FORMS_PER_HOUR = String(USER_CAP);
const CHECK_MSG = { cn: "提交过于频繁，请输入图片中的字母后再提交（已填写的内容已保留）", en: "Many requests have come from here: type the letters in the picture and send again (what you typed is kept)" };

let buildingCode: string;
let cityId: number;
let countryId: number;
beforeAll(async () => {
  await setupApi();
  const list = await callSigned("/rest/building/client/house/index");
  const house = list.data.recommendedHouses[0];
  buildingCode = house.code;
  cityId = house.city.id;
  const info = await callSigned("/rest/building/client/house/info", { buildingCode });
  countryId = info.data.country.id;
});

const FORMS: Record<string, { path: string; table: string; fields: () => Fields; signedIn: boolean }> = {
  booking: {
    path: "/rest/building/client/booking/apply",
    table: "bookings",
    fields: () => ({ buildingCode, fullName: "Li Lei", mobilePrefixId: 317, mobile: "13800138000" }),
    signedIn: false,
  },
  "find-house": {
    path: "/rest/building/client/house/find/apply",
    table: "find_house_requests",
    fields: () => ({ cityId, moveInDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10), name: "Han Meimei", mobilePrefixId: 317, mobile: "13800138001" }),
    signedIn: false,
  },
  feedback: { path: "/feedback/client/add", table: "feedback", fields: () => ({ cate: 1, content: "The map is slow" }), signedIn: true },
  cooperation: {
    path: "/rest/building/client/house/corp/apply",
    table: "cooperation_requests",
    fields: () => ({ countryId, cityId, houseInfo: "12 Market Street", name: "Landlord", mobilePrefixId: 317, mobile: "2071234567" }),
    signedIn: true,
  },
};

describe.each(Object.entries(FORMS))("%s", (_name, form) => {
  test("100 parallel posts from one address: all but the address's allowance are refused with the picture check, nothing of them stored", async () => {
    const ip = newIp();
    const token = form.signedIn ? (await createTestUser()).token : undefined;
    const before = (await rowCounts([form.table]))[form.table];
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => callSigned(form.path, form.fields(), { token, language: i % 2 ? "en" : "cn", headers: { "x-forwarded-for": ip } })),
    );
    const passed = answers.filter((a) => a.code === 0).length;
    expect(passed).toBe(form.signedIn ? USER_CAP : IP_CAP);
    answers.forEach((a, i) => {
      if (a.code !== 0) expect(a).toMatchObject({ code: 1, msg: CHECK_MSG[i % 2 ? "en" : "cn"], data: null });
    });
    expect((await rowCounts([form.table]))[form.table]).toBe(before + passed);

    // Someone else, elsewhere, is not held up.
    const other = form.signedIn ? (await createTestUser()).token : undefined;
    expect((await callSigned(form.path, form.fields(), { token: other, headers: { "x-forwarded-for": newIp() } })).code).toBe(0);

    // A person behind the busy address passes the picture check and gets through, once per check.
    const check = await captchaToken({ headers: { "x-forwarded-for": ip } });
    const sent = await callSigned(form.path, { ...form.fields(), captchaToken: check }, { token, headers: { "x-forwarded-for": ip } });
    expect(sent.code, sent.msg).toBe(0);
    const again = await callSigned(form.path, { ...form.fields(), captchaToken: check }, { token, headers: { "x-forwarded-for": ip } });
    expect(again).toMatchObject({ code: 1, msg: CHECK_MSG.cn });
    expect((await callSigned(form.path, { ...form.fields(), captchaToken: "forged.token" }, { token, headers: { "x-forwarded-for": ip } })).code).toBe(1);
  });
});

test("an account's allowance holds across addresses", async () => {
  const { token } = await createTestUser();
  const answers = await Promise.all(Array.from({ length: 20 }, () => callSigned(FORMS.feedback.path, FORMS.feedback.fields(), { token, headers: { "x-forwarded-for": newIp() } })));
  expect(answers.filter((a) => a.code === 0)).toHaveLength(USER_CAP);
});

test("a refused form is not counted: invalid input never uses up the allowance", async () => {
  const ip = newIp();
  for (let i = 0; i < IP_CAP + 5; i++) {
    const bad = await callSigned(FORMS.booking.path, { ...FORMS.booking.fields(), buildingCode: "nosuchcode" }, { headers: { "x-forwarded-for": ip } });
    expect(bad.code).toBe(1);
    expect(bad.msg).not.toBe(CHECK_MSG.cn);
  }
  expect((await callSigned(FORMS.booking.path, FORMS.booking.fields(), { headers: { "x-forwarded-for": ip } })).code).toBe(0);
});
