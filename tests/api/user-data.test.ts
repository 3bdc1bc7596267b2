import sharp from "sharp";
import { beforeAll, describe, expect, test } from "vitest";
import { callSigned, createTestUser, rowCounts, setupApi } from "../helpers/api";

const B = "/rest/building/client";
let token: string;
let card: { code: string; id: number; city: { id: number }; currency: string };
let geo: { countryId: number; cityId: number };

beforeAll(async () => {
  await setupApi();
  token = (await createTestUser()).token;
  const route = await callSigned(`${B}/house/route/check`, { country: "united-kingdom", city: "london" });
  geo = { countryId: route.data.country.id, cityId: route.data.city.id };
  card = (await callSigned(`${B}/house/list`, { cityId: geo.cityId, pageSize: 1 })).data.list[0];
});

describe("favourites", () => {
  test("codes: the saved apartments' codes, read once and kept, following every change at once", async () => {
    const other = (await createTestUser()).token;
    const codes = async (t: string) => (await callSigned(`${B}/favorites/house/codes`, {}, { token: t })).data.list as string[];
    expect(await codes(other)).toEqual([]);
    await callSigned(`${B}/favorites/house/change`, { buildingCode: card.code, action: "add" }, { token: other });
    expect(await codes(other)).toEqual([card.code]);
    await callSigned(`${B}/favorites/house/change`, { buildingCode: card.code, action: "remove" }, { token: other });
    expect(await codes(other)).toEqual([]);
    expect((await callSigned(`${B}/favorites/house/codes`, {})).code).not.toBe(0);
  });

  test("add, list, group, toggle off", async () => {
    const add = await callSigned(`${B}/favorites/house/change`, { buildingCode: card.code, action: "add" }, { token, language: "en" });
    expect(add).toMatchObject({ code: 0, data: { favorited: true }, msg: "Saved to your collection" });
    // Adding twice keeps one row.
    await callSigned(`${B}/favorites/house/change`, { buildingCode: card.code, action: "add" }, { token });
    const list = await callSigned(`${B}/favorites/house/list`, {}, { token });
    expect(list.data.totalCount).toBe(1);
    expect(list.data.list[0]).toMatchObject({ code: card.code, favoritedAt: expect.any(String) });
    const cities = await callSigned(`${B}/favorites/house/city`, {}, { token });
    expect(cities.data.list[0]).toMatchObject({ id: geo.cityId, count: 1 });
    const v2 = await callSigned(`${B}/favorites/house/list/v2`, {}, { token });
    expect(v2.data.list[0].houses[0].code).toBe(card.code);
    // Saved cards state the price in CNY like every other card.
    expect(v2.data.list[0].houses[0]).toMatchObject({ fromPriceCny: list.data.list[0].fromPriceCny, cnyAsOf: list.data.list[0].cnyAsOf });
    if (card.currency !== "CNY") expect(v2.data.list[0].houses[0].fromPriceCny).toEqual(expect.any(Number));
    const info = await callSigned(`${B}/house/info`, { buildingCode: card.code }, { token });
    expect(info.data.isFavorite).toBe(true);
    const toggle = await callSigned(`${B}/favorites/house/change`, { houseId: card.id }, { token });
    expect(toggle.data.favorited).toBe(false);
    expect((await callSigned(`${B}/favorites/house/list`, {}, { token })).data.totalCount).toBe(0);
    expect((await callSigned(`${B}/favorites/house/change`, { buildingCode: "zzzzzzzz" }, { token })).code).toBe(1);
  });

  test("a room page says whether the caller saved its apartment", async () => {
    const info = await callSigned(`${B}/house/info`, { buildingCode: card.code });
    const roomCode = info.data.roomGroups[0].rooms[0].code;
    expect(roomCode).toBeTruthy();
    expect((await callSigned(`${B}/room/info`, { roomCode })).data.building.isFavorite).toBe(false);
    await callSigned(`${B}/favorites/house/change`, { buildingCode: card.code, action: "add" }, { token });
    expect((await callSigned(`${B}/room/info`, { roomCode }, { token })).data.building.isFavorite).toBe(true);
    expect((await callSigned(`${B}/room/info`, { roomCode })).data.building.isFavorite).toBe(false);
    await callSigned(`${B}/favorites/house/change`, { buildingCode: card.code, action: "remove" }, { token });
  });

  test("the home page's recommended apartments show the caller's saved ones", async () => {
    const home = await callSigned(`${B}/house/index`, {});
    const first = home.data.recommendedHouses[0];
    expect(first).not.toHaveProperty("favoritedAt");
    await callSigned(`${B}/favorites/house/change`, { buildingCode: first.code, action: "add" }, { token });
    const mine = await callSigned(`${B}/house/index`, {}, { token });
    expect(mine.data.recommendedHouses[0]).toMatchObject({ code: first.code, favoritedAt: expect.any(String) });
    expect(mine.data.recommendedHouses.slice(1).every((c: { favoritedAt: unknown }) => c.favoritedAt === null)).toBe(true);
    // Another visitor's home is unaffected (nothing user-specific is cached).
    expect((await callSigned(`${B}/house/index`, {})).data.recommendedHouses[0]).not.toHaveProperty("favoritedAt");
    await callSigned(`${B}/favorites/house/change`, { buildingCode: first.code, action: "remove" }, { token });
  });
});

describe("leads keep attribution", () => {
  test("cooperation request", async () => {
    const ok = await callSigned(
      `${B}/house/corp/apply`,
      { ...geo, houseInfo: "12 Example Street", name: "Li Lei", mobile: "13800000000", email: "li@example.com", utm_source: "google", deviceType: "pc" },
      { token },
    );
    expect(ok).toMatchObject({ code: 0, msg: "提交成功，我们会尽快与您联系" });
    const { db } = await import("../../api/db/client");
    const { cooperationRequests } = await import("../../api/db/schema");
    const { eq } = await import("drizzle-orm");
    const [row] = await db().select().from(cooperationRequests).where(eq(cooperationRequests.id, ok.data.id));
    expect(row.attribution).toMatchObject({ utm_source: "google", deviceType: "pc", entranceCode: "pc", sourceCode: "nature" });
    expect(row.mobilePrefix).toBe("86");

    const bad = await callSigned(`${B}/house/corp/apply`, { ...geo, houseInfo: "x", name: "a".repeat(21), mobile: "138" }, { token });
    expect(bad).toMatchObject({ code: 1, msg: "请填写 1-20 个字符的姓名" });
    expect((await callSigned(`${B}/house/corp/apply`, { ...geo, houseInfo: "x", name: "Li", mobile: "1" }, { token })).msg).toBe("请填写 2-15 位数字的电话号码");
    expect((await callSigned(`${B}/house/corp/apply`, { countryId: geo.countryId, cityId: 99999, houseInfo: "x", name: "Li", mobile: "138" }, { token })).code).toBe(1);
    expect((await callSigned(`${B}/house/corp/apply`, { ...geo, houseInfo: "x", name: "Li", mobile: "138" })).code).toBe(3);
  });

  test("feedback", async () => {
    const types = await callSigned("/feedback/client/type/list", {});
    const cate = types.data.list[0].id;
    const ok = await callSigned("/feedback/client/add", { cate, content: "搜索很好用" }, { token });
    expect(ok).toMatchObject({ code: 0, msg: "您的留言反馈提交成功" });
    expect((await callSigned("/feedback/client/add", { content: "x" }, { token })).msg).toBe("请选择反馈类型");
    expect((await callSigned("/feedback/client/add", { cate }, { token })).msg).toBe("请填写反馈内容");
    expect((await callSigned("/feedback/client/add", { cate, content: "长".repeat(501) }, { token })).code).toBe(1);
    expect((await callSigned("/feedback/client/add", { cate: 9999, content: "x" }, { token })).code).toBe(1);
    expect((await callSigned("/feedback/client/add", { cate, content: "x" })).code).toBe(3);
  });
});

describe("upload", () => {
  const UPLOAD = "/jcommon/file/upload";
  const png = () => sharp({ create: { width: 64, height: 48, channels: 3, background: "#3366cc" } }).png().toBuffer();

  test("a real PNG is accepted, re-encoded and stored", async () => {
    const before = await rowCounts(["uploads"]);
    const r = await callSigned(UPLOAD, {}, { token, files: { file: new File([await png()], "avatar.png", { type: "image/png" }) } });
    expect(r.code).toBe(0);
    expect(r.data).toMatchObject({ mime: "image/png", width: 64, height: 48 });
    expect(r.data.url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[a-f0-9]{32}\.png$/);
    const { uploadedFile } = await import("../../api/index");
    expect(uploadedFile(r.data.key)).toBeTruthy();
    expect((await rowCounts(["uploads"])).uploads).toBe(before.uploads + 1);
  });

  test("a JPEG is accepted", async () => {
    const jpg = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#fff" } }).jpeg().toBuffer();
    const r = await callSigned(UPLOAD, {}, { token, files: { file: new File([jpg], "a.jpg") } });
    expect(r.data.mime).toBe("image/jpeg");
  });

  test("a text file named .png is refused", async () => {
    const r = await callSigned(UPLOAD, {}, { token, language: "en", files: { file: new File(["hello, not an image"], "evil.png", { type: "image/png" }) } });
    expect(r).toMatchObject({ code: 1, msg: "Only JPG or PNG images are accepted" });
  });

  test("a file over 3 MB is refused", async () => {
    const big = Buffer.alloc(3 * 1024 * 1024 + 10, 0);
    (await png()).copy(big);
    const r = await callSigned(UPLOAD, {}, { token, files: { file: new File([big], "big.png") } });
    expect(r.code).toBe(1);
    expect(r.msg).toBe("图片大小不能超过 3 MB");
  });

  test("a truncated PNG is refused; no file, no login are refused", async () => {
    const broken = (await png()).subarray(0, 40);
    expect((await callSigned(UPLOAD, {}, { token, files: { file: new File([broken], "b.png") } })).code).toBe(1);
    expect((await callSigned(UPLOAD, {}, { token })).code).toBe(1);
    expect((await callSigned(UPLOAD, {}, { files: { file: new File([await png()], "a.png") } })).code).toBe(3);
  });
});
