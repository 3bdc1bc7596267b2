import { beforeAll, describe, expect, test } from "vitest";
import { catalogueContract } from "#core/contract/catalogue";
import { favoritesContract } from "#core/contract/favourites";
import { reviewsContract } from "#core/contract/reviews";
import { callSigned, createTestUser, setupApi, type Fields } from "../../helpers/api";

/**
 * The catalogue, review and favourite answers keep their contract (core/contract/catalogue.ts,
 * reviews.ts, favorites.ts) in each language, for a visitor and for a logged-in caller: in
 * tests every answer is checked against its response schema, and one that breaks it is code 1.
 */
const B = "/rest/building/client";
let token: string;
let place: { countryId: number; cityId: number; schoolId: number };
let buildingCode: string;
let roomCode: string;
const called = new Set<string>();

async function ok(path: string, fields: Fields = {}, opts: { token?: string; language?: "cn" | "en" } = {}) {
  called.add(path);
  const r = await callSigned(path, fields, opts);
  expect(r.code, `${path} ${r.msg}`).toBe(0);
  return r.data;
}

beforeAll(async () => {
  await setupApi();
  token = (await createTestUser()).token;
  const route = await ok(`${B}/house/route/check`, { country: "united-kingdom", city: "london", school: "university-college-london" });
  place = { countryId: route.country.id, cityId: route.city.id, schoolId: route.school.id };
  const list = await ok(`${B}/house/list`, { schoolId: place.schoolId, sort: "distance", pageSize: 5 });
  buildingCode = list.list[0].code;
  expect(list.list[0].distance).not.toBeNull();
  const info = await ok(`${B}/house/info`, { buildingCode });
  roomCode = info.roomGroups[0].rooms[0].code;
  // Saved, so the logged-in answers carry their favourite fields.
  await ok(`${B}/favorites/house/change`, { buildingCode, action: "add" }, { token });
});

describe.each(["cn", "en"] as const)("answers keep the contract (%s)", (language) => {
  test.each([["visitor"], ["logged in"]] as const)("%s", async (who) => {
    const opts = { language, token: who === "logged in" ? token : undefined };
    const home = await ok(`${B}/house/index`, {}, opts);
    expect(home.recommendedHouses.length).toBeGreaterThan(0);
    await ok(`${B}/house/search`, { keyword: "london" }, opts);
    await ok(`${B}/house/search`, { keyword: "英国" }, opts);
    const v2 = await ok(`${B}/house/search/v2`, { keyword: "ucl" }, opts);
    expect(v2.schools.length).toBeGreaterThan(0);
    for (const scope of [{ countryId: place.countryId }, { cityId: place.cityId }, { schoolId: place.schoolId }]) {
      await ok(`${B}/house/filter`, scope, opts);
      await ok(`${B}/house/list`, { ...scope, priceMin: 100, roomTypes: "studio,ensuite", pageSize: 50 }, opts);
    }
    await ok(`${B}/house/route/check`, { buildingCode }, opts);
    await ok(`${B}/house/route/check`, { roomCode }, opts);
    await ok(`${B}/house/route/check`, { country: "united-kingdom" }, opts);
    const info = await ok(`${B}/house/info`, { buildingCode }, opts);
    expect(info.isFavorite).toBe(who === "logged in");
    const room = await ok(`${B}/room/info`, { roomCode }, opts);
    expect(room.costs.length).toBe(room.tenancies.length);
    await ok(`${B}/room/attrList`, { roomCode }, opts);
    await ok(`${B}/school/list`, { countryId: place.countryId }, opts);
    await ok(`${B}/school/list`, { cityId: place.cityId, keyword: "college" }, opts);
    await ok(`${B}/operationHandbook/page`, { pageSize: 50 }, opts);
    await ok(`${B}/house/review/list`, { buildingCode }, opts);
    if (opts.token) await ok(`${B}/house/review/mine`, { buildingCode }, opts);
  });

  test("favourites", async () => {
    const opts = { language, token };
    expect((await ok(`${B}/favorites/house/list`, {}, opts)).list[0].favoritedAt).toEqual(expect.any(String));
    expect((await ok(`${B}/favorites/house/list/v2`, {}, opts)).list[0].houses[0].code).toBe(buildingCode);
    expect((await ok(`${B}/favorites/house/city`, {}, opts)).list[0].count).toBe(1);
    expect((await ok(`${B}/favorites/house/codes`, {}, opts)).list).toEqual([buildingCode]);
  });
});

test("the sitemap and the writing calls keep it too", async () => {
  const sitemap = await ok(`${B}/house/sitemap`);
  expect(sitemap.buildings.length).toBeGreaterThan(0);
  const rates = await ok(`${B}/exchange/rates`);
  expect(rates.list[0]).toMatchObject({ currency: "CNY", cny: 1 });
  await ok(`${B}/house/corp/apply`, { countryId: place.countryId, cityId: place.cityId, houseInfo: "12 Example Street", name: "Li Lei", mobile: "13800000000" }, { token });
  expect(await ok(`${B}/favorites/house/change`, { buildingCode }, { token })).toEqual({ buildingCode, favorited: false });
});

test("every answering path of the three groups was called (the handbook file and review saving have their own tests)", () => {
  const paths = Object.keys({ ...catalogueContract, ...reviewsContract, ...favoritesContract });
  const own = [`${B}/operationHandbook/download`, `${B}/house/review/save`];
  expect(paths.filter((p) => !called.has(p) && !own.includes(p))).toEqual([]);
});
