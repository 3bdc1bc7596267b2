import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, test, vi } from "vitest";
import { callSigned, send, setupApi } from "../../helpers/api";

const B = "/rest/building/client";
let london: { id: number; countryId: number };
let ucl: { id: number };

beforeAll(async () => {
  await setupApi();
  const r = await callSigned(`${B}/house/route/check`, {
    country: "united-kingdom",
    city: "london",
    school: "university-college-london",
  });
  london = { id: r.data.city.id, countryId: r.data.country.id };
  ucl = { id: r.data.school.id };
});

describe("search", () => {
  const search = (keyword: string, extra: Record<string, unknown> = {}, language: "cn" | "en" = "cn") =>
    callSigned(`${B}/house/search`, { keyword, ...extra } as never, { language });

  test.each(["london", "London", "LONDON", "伦敦", "lundun", "ld", "lun dun"])("%s finds the city London first", async (k) => {
    const r = await search(k);
    expect(r.code).toBe(0);
    const first = r.data.list[0];
    expect(first).toMatchObject({ type: 1, enName: "London", cnName: "伦敦", countryEnName: "United Kingdom", citySlug: "london", countrySlug: "united-kingdom" });
    expect(first.houseNum).toBeGreaterThan(0);
  });

  test("items carry the fields the web builds URLs from", async () => {
    const r = await search("university college london", {}, "en");
    const school = r.data.list.find((i: { type: number }) => i.type === 2);
    expect(school).toMatchObject({
      name: "University College London",
      enName: "University College London",
      cityEnName: "London",
      countryEnName: "United Kingdom",
      schoolSlug: "university-college-london",
      citySlug: "london",
      countrySlug: "united-kingdom",
    });
    for (const item of r.data.list) {
      for (const key of ["type", "id", "name", "enName", "countryEnName", "cityEnName", "houseNum"]) expect(item).toHaveProperty(key);
    }
  });

  test("exact and prefix matches rank before infix matches", async () => {
    const r = await search("london", {}, "en");
    const ranks = r.data.list.map((i: { rank: number }) => i.rank);
    expect([...ranks].sort()).toEqual(ranks);
    // Infix: "University College London" contains london but does not start with it.
    expect(r.data.list.some((i: { enName: string }) => i.enName === "University College London")).toBe(true);
    const city = r.data.list.findIndex((i: { type: number }) => i.type === 1);
    expect(city).toBe(0);
  });

  test("Chinese infix: 伦敦 finds 伦敦大学学院 and 伦敦国王学院", async () => {
    const r = await search("伦敦");
    const names = r.data.list.map((i: { cnName: string }) => i.cnName);
    expect(names).toContain("伦敦大学学院");
    expect(names).toContain("伦敦国王学院");
  });

  test("pinyin initials and full pinyin of schools", async () => {
    expect((await search("lddxxy")).data.list[0].cnName).toBe("伦敦大学学院");
    expect((await search("manchesite")).data.list[0].cnName).toBe("曼彻斯特");
  });

  test("houses are found by name and carry a buildingCode", async () => {
    const list = await callSigned(`${B}/house/list`, { cityId: london.id, pageSize: 1 });
    const house = list.data.list[0];
    const r = await search(house.enName, { cityId: london.id }, "en");
    const hit = r.data.list.find((i: { type: number; buildingCode: string }) => i.type === 3 && i.buildingCode === house.code);
    expect(hit).toBeTruthy();
  });

  test("scope by country limits results", async () => {
    const r = await search("university", { countryId: london.countryId }, "en");
    expect(r.data.list.length).toBeGreaterThan(0);
    expect(r.data.list.every((i: { countryId: number }) => i.countryId === london.countryId)).toBe(true);
  });

  test("a blank keyword answers an empty list; metacharacters are literal", async () => {
    for (const k of ["", "   ", "%", "_", "\\", "' OR 1=1 --", "<script>"]) {
      const r = await search(k);
      expect(r.code).toBe(0);
      expect(r.data.list).toEqual([]);
    }
  });

  test("search/v2 groups the same items", async () => {
    const r = await callSigned(`${B}/house/search/v2`, { keyword: "london" });
    expect(r.code).toBe(0);
    expect(r.data.cities[0].enName).toBe("London");
    expect(r.data.list.length).toBe(r.data.cities.length + r.data.schools.length + r.data.houses.length);
  });
});

describe("listing", () => {
  const list = (fields: Record<string, unknown>) => callSigned(`${B}/house/list`, fields as never, { language: "en" });

  test("cards, pages and totals for a city", async () => {
    const r = await list({ cityId: london.id, pageSize: 5 });
    expect(r.code).toBe(0);
    expect(r.data.totalCount).toBeGreaterThan(5);
    expect(r.data.pages).toBe(Math.ceil(r.data.totalCount / 5));
    expect(r.data.list).toHaveLength(5);
    const card = r.data.list[0];
    expect(card).toMatchObject({ currency: "GBP", priceUnit: "week", city: { slug: "london" }, country: { slug: "united-kingdom" } });
    expect(card.photo).toMatch(/^seed\/\d{2}\.jpg$/);
    for (const key of ["code", "name", "enName", "fromPrice", "tags", "facilities", "availability", "roomCount"]) expect(card).toHaveProperty(key);
    expect(card.distance).toBeNull();
  });

  test("pagination walks every apartment exactly once", async () => {
    const first = await list({ cityId: london.id, pageSize: 7 });
    const seen = new Set<string>();
    for (let p = 1; p <= first.data.pages; p++) {
      const r = await list({ cityId: london.id, pageSize: 7, pageNum: p });
      r.data.list.forEach((c: { code: string }) => seen.add(c.code));
    }
    expect(seen.size).toBe(first.data.totalCount);
    const past = await list({ cityId: london.id, pageSize: 7, pageNum: first.data.pages + 3 });
    expect(past.data.list).toEqual([]);
    expect(past.data.totalCount).toBe(first.data.totalCount);
  });

  test("page size is capped", async () => {
    expect((await list({ cityId: london.id, pageSize: 500 })).code).toBe(1);
  });

  test("price filter and price sorts", async () => {
    const asc = await list({ cityId: london.id, priceMin: 200, priceMax: 400, sort: "price_asc", pageSize: 50 });
    expect(asc.code).toBe(0);
    const prices = asc.data.list.map((c: { fromPrice: number }) => c.fromPrice);
    expect(prices.every((p: number) => p >= 200 && p <= 400)).toBe(true);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    const desc = await list({ cityId: london.id, sort: "price_desc", pageSize: 50 });
    const d = desc.data.list.map((c: { fromPrice: number }) => c.fromPrice);
    expect([...d].sort((a, b) => b - a)).toEqual(d);
    expect((await list({ cityId: london.id, priceMin: 500, priceMax: 100 })).code).toBe(1);
  });

  test("room type, lease, facility and move-in filters narrow the list", async () => {
    const all = await list({ cityId: london.id, pageSize: 50 });
    const studios = await list({ cityId: london.id, roomTypes: "studio", pageSize: 50 });
    expect(studios.data.totalCount).toBeLessThanOrEqual(all.data.totalCount);
    expect(studios.data.list.every((c: { roomTypes: { key: string }[] }) => c.roomTypes.some((t) => t.key === "studio"))).toBe(true);
    const gym = await list({ cityId: london.id, facilities: "gym,wifi", pageSize: 50 });
    expect(gym.data.list.every((c: { facilities: { key: string }[] }) => c.facilities.some((f) => f.key === "gym"))).toBe(true);
    const lease = await list({ cityId: london.id, leaseTypes: "short", pageSize: 50 });
    expect(lease.code).toBe(0);
    const filter = await callSigned(`${B}/house/filter`, { cityId: london.id });
    const month = filter.data.moveInMonths.find((m: { count: number }) => m.count > 0)?.month;
    if (month) expect((await list({ cityId: london.id, moveIn: month })).data.totalCount).toBeGreaterThan(0);
    expect((await list({ cityId: london.id, roomTypes: "castle" })).code).toBe(1);
  });

  test("school listings carry distances and sort by them", async () => {
    const r = await list({ schoolId: ucl.id, sort: "distance", pageSize: 50 });
    expect(r.code).toBe(0);
    const d = r.data.list.map((c: { distance: { metres: number } }) => c.distance.metres);
    expect(d.length).toBeGreaterThan(0);
    expect([...d].sort((a, b) => a - b)).toEqual(d);
    const near = await list({ schoolId: ucl.id, maxDistance: 2000, pageSize: 50 });
    expect(near.data.list.every((c: { distance: { metres: number } }) => c.distance.metres <= 2000)).toBe(true);
    expect((await list({ cityId: london.id, sort: "distance" })).code).toBe(1);
  });

  test("a school's recommended order weighs distance: no apartment outranks one 2.6 km nearer the campus", async () => {
    const { RECOMMEND_POINTS_PER_KM } = await import("../../../api/catalogue/labels");
    const span = (1300 * 1000) / RECOMMEND_POINTS_PER_KM; // the whole score range, in metres
    const r = await list({ schoolId: ucl.id, sort: "recommended", pageSize: 50 });
    const d: number[] = r.data.list.map((c: { distance: { metres: number } }) => c.distance.metres);
    expect(d.length).toBeGreaterThan(5);
    expect(Math.max(...d) - Math.min(...d)).toBeGreaterThan(span); // the seed spreads enough to tell
    for (let i = 0; i < d.length; i++) for (let j = i + 1; j < d.length; j++) expect(d[i] - d[j]).toBeLessThanOrEqual(span);
  });

  test("school listings hold only apartments near the campus, at great-circle distances from it", async () => {
    const { query } = await import("../../../api/db/client");
    const rows = await query<{ b_lat: number; b_lng: number; s_lat: number; s_lng: number; distance_m: number }>(sql`
      SELECT b.lat AS b_lat, b.lng AS b_lng, s.lat AS s_lat, s.lng AS s_lng, d.distance_m
      FROM building_school_distances d JOIN buildings b ON b.id = d.building_id JOIN schools s ON s.id = d.school_id`);
    expect(rows.length).toBeGreaterThan(0);
    const rad = Math.PI / 180;
    for (const x of rows) {
      const a = Math.sin(((x.s_lat - x.b_lat) * rad) / 2) ** 2 + Math.cos(x.b_lat * rad) * Math.cos(x.s_lat * rad) * Math.sin(((x.s_lng - x.b_lng) * rad) / 2) ** 2;
      expect(Math.abs(6_371_000 * 2 * Math.asin(Math.sqrt(a)) - x.distance_m)).toBeLessThanOrEqual(1);
      expect(x.distance_m).toBeLessThanOrEqual(5000);
    }
    // UCL is on Gower Street, Imperial in South Kensington: the seed uses the real campuses.
    const [campus] = await query<{ lat: number; lng: number }>(sql`SELECT lat, lng FROM schools WHERE id = ${ucl.id}`);
    expect(campus.lat).toBeCloseTo(51.5246, 3);
    expect(campus.lng).toBeCloseTo(-0.134, 3);
  });

  test("London apartments have London postcodes", async () => {
    const { query } = await import("../../../api/db/client");
    const { areaOf } = await import("../../../api/db/seed/data/postcodes");
    const districts = new Set(areaOf("GB", "London"));
    const rows = await query<{ postcode: string }>(sql`SELECT postcode FROM buildings WHERE city_id = ${london.id}`);
    expect(rows.length).toBeGreaterThan(0);
    for (const { postcode } of rows) {
      expect(postcode).toMatch(/^[A-Z]{1,2}\d{1,2} \d[ABD-HJLNP-UW-Z]{2}$/);
      expect(districts.has(postcode.split(" ")[0])).toBe(true);
    }
  });

  test("generated towns and schools stay out of pickers and promotions", async () => {
    const { query } = await import("../../../api/db/client");
    // The small seed has only real places: mark one city (and its schools) generated, as the full seed does.
    const [city] = await query<{ id: number; slug: string }>(sql`SELECT id, slug FROM cities WHERE slug = 'manchester'`);
    await query(sql`UPDATE cities SET synthetic = true WHERE id = ${city.id}`);
    await query(sql`UPDATE schools SET synthetic = true WHERE city_id = ${city.id}`);
    try {
      const tree = await callSigned(`${B}/address/all`, {});
      const ids = tree.data.flatMap((c: { son: { id: number }[] }) => c.son.map((x) => x.id));
      expect(ids).not.toContain(city.id);
      expect(ids).toContain(london.id);
      const schools = await callSigned(`${B}/school/list`, { cityId: city.id });
      expect(schools.data.list).toEqual([]);
      const topic = await callSigned("/rest/common/topic/page/config", { code: "recommend" }, { language: "en" });
      const cards = topic.data.sections.flatMap((s: { list: { city: { id: number } }[] }) => s.list);
      expect(cards.length).toBeGreaterThan(0);
      expect(cards.some((c: { city: { id: number } }) => c.city.id === city.id)).toBe(false);
      const home = await callSigned(`${B}/house/index`, {});
      expect(home.data.recommendedHouses.some((c: { city: { id: number } }) => c.city.id === city.id)).toBe(false);
    } finally {
      await query(sql`UPDATE cities SET synthetic = false WHERE id = ${city.id}`);
      await query(sql`UPDATE schools SET synthetic = false WHERE city_id = ${city.id}`);
    }
  });

  test("a generated town's apartments carry the demo mark in listings, search and the apartment page; real ones do not", async () => {
    const { query } = await import("../../../api/db/client");
    const { catalogueIndex } = await import("../../../api/catalogue/catalogue-snapshot");
    // The snapshot notices an edit on its next version check (every 10 s): move the clock on
    // until the answers show the edit.
    const untilFresh = async (ready: () => Promise<boolean>) => {
      const realNow = Date.now;
      let shift = 0;
      const spy = vi.spyOn(Date, "now").mockImplementation(() => realNow() + shift);
      try {
        for (let i = 0; i < 40 && !(await ready()); i++) {
          shift += 11_000;
          await catalogueIndex();
          await new Promise((r) => setTimeout(r, 100));
        }
      } finally {
        spy.mockRestore();
      }
    };
    const [city] = await query<{ id: number }>(sql`SELECT id FROM cities WHERE slug = 'manchester'`);
    const cardsOf = async (cityId: number) => (await callSigned(`${B}/house/list`, { cityId, pageSize: 3 }, { language: "en" })).data.list as { code: string; demo: boolean }[];
    const real = await cardsOf(london.id);
    expect(real.length).toBeGreaterThan(0);
    for (const c of real) expect(c.demo).toBe(false);
    await query(sql`UPDATE cities SET synthetic = true WHERE id = ${city.id}`);
    try {
      await untilFresh(async () => (await cardsOf(city.id))[0]?.demo === true);
      const cards = await cardsOf(city.id);
      expect(cards.length).toBeGreaterThan(0);
      for (const c of cards) expect(c.demo).toBe(true);
      const found = (await callSigned(`${B}/house/search`, { keyword: "manchester" }, { language: "en" })).data.list;
      expect(found.find((i: { type: number; id: number }) => i.type === 1 && i.id === city.id).demo).toBe(true);
      const info = await callSigned(`${B}/house/info`, { buildingCode: cards[0].code }, { language: "en" });
      expect(info.data.demo).toBe(true);
    } finally {
      await query(sql`UPDATE cities SET synthetic = false WHERE id = ${city.id}`);
      await untilFresh(async () => (await cardsOf(city.id))[0]?.demo === false);
    }
    const info = await callSigned(`${B}/house/info`, { buildingCode: real[0].code }, { language: "en" });
    expect(info.data.demo).toBe(false);
  });

  test("newest sort and country scope", async () => {
    expect((await list({ countryId: london.countryId, sort: "newest" })).code).toBe(0);
    expect((await list({})).code).toBe(1);
  });

  test("house/filter answers options with counts", async () => {
    const r = await callSigned(`${B}/house/filter`, { schoolId: ucl.id }, { language: "en" });
    expect(r.code).toBe(0);
    expect(r.data.totalCount).toBeGreaterThan(0);
    expect(r.data.price.min).toBeLessThanOrEqual(r.data.price.max);
    expect(r.data.roomTypes[0]).toMatchObject({ key: expect.any(String), name: expect.any(String), count: expect.any(Number) });
    expect(r.data.distances.map((d: { value: number }) => d.value)).toEqual([1000, 2000, 3000, 5000, 10000]);
    // Only months in which some tenancy starts, each with rooms, in order.
    const months = r.data.moveInMonths as { month: string; count: number }[];
    expect(months.length).toBeGreaterThan(0);
    expect(months.every((m) => m.count > 0)).toBe(true);
    expect(months.map((m) => m.month)).toEqual([...months.map((m) => m.month)].sort());
    expect(r.data.sorts.map((s: { key: string }) => s.key)).toContain("distance");
  });
});

describe("apartment and room", () => {
  test("house/info, room/info and room/attrList", async () => {
    const card = (await callSigned(`${B}/house/list`, { cityId: london.id, pageSize: 1 })).data.list[0];
    const info = await callSigned(`${B}/house/info`, { buildingCode: card.code }, { language: "en" });
    expect(info.code).toBe(0);
    expect(info.data).toMatchObject({ code: card.code, currency: "GBP", city: { slug: "london" }, isFavorite: false });
    expect(info.data.roomGroups.length).toBeGreaterThan(0);
    const rooms = info.data.roomGroups.flatMap((g: { rooms: unknown[] }) => g.rooms);
    expect(rooms.length).toBe(info.data.roomCount);
    expect(info.data.policies.payment).toBeTruthy();
    expect(info.data.faq.length).toBeGreaterThan(0);
    expect(info.data.schools.length).toBeGreaterThan(0);
    expect(info.data.photos.length).toBeGreaterThan(0);

    const roomCode = (rooms[0] as { code: string }).code;
    const room = await callSigned(`${B}/room/info`, { roomCode }, { language: "en" });
    expect(room.code).toBe(0);
    expect(room.data).toMatchObject({ code: roomCode, building: { code: card.code }, currency: "GBP" });
    const attrs = await callSigned(`${B}/room/attrList`, { roomCode }, { language: "cn" });
    expect(attrs.data.list.find((a: { key: string }) => a.key === "area").name).toBe("面积");

    expect((await callSigned(`${B}/house/info`, { buildingCode: "zzzzzzzz" })).code).toBe(1);
    expect((await callSigned(`${B}/room/info`, { roomCode: "zzzzzzzz-01" })).code).toBe(1);
  });

  test("route/check resolves slugs and codes, refuses unknown ones", async () => {
    const r = await callSigned(`${B}/house/route/check`, { country: "united-kingdom", city: "manchester" });
    expect(r.data).toMatchObject({ country: { enName: "United Kingdom", cnName: "英国" }, city: { enName: "Manchester", cnName: "曼彻斯特" }, school: null });
    const ucl = await callSigned(`${B}/house/route/check`, { country: "united-kingdom", city: "london", school: "university-college-london" });
    expect(ucl.data).toMatchObject({ country: { slug: "united-kingdom" }, city: { slug: "london" }, school: { slug: "university-college-london", enName: "University College London" } });
    expect(ucl.data.school.lat).toBeCloseTo(51.52, 1);
    expect(ucl.data.school.lng).toBeCloseTo(-0.13, 1);
    expect((await callSigned(`${B}/house/route/check`, { country: "united-kingdom" })).data).toMatchObject({ country: { slug: "united-kingdom" }, city: null, school: null });
    const card = (await callSigned(`${B}/house/list`, { cityId: london.id, pageSize: 1 })).data.list[0];
    const b = await callSigned(`${B}/house/route/check`, { buildingCode: card.code });
    expect(b.data).toMatchObject({ building: { code: card.code }, city: { slug: "london" }, country: { slug: "united-kingdom" } });
    const roomCode = `${card.code}-01`;
    const room = await callSigned(`${B}/house/route/check`, { buildingCode: card.code, roomCode });
    expect(room.data.room.code).toBe(roomCode);
    for (const bad of [{ country: "atlantis" }, { country: "united-kingdom", city: "atlantis" }, { country: "united-kingdom", city: "london", school: "hogwarts" }, { country: "united-kingdom", school: "university-college-london" }, { country: "united-kingdom", city: "manchester", school: "university-college-london" }, { country: "france", city: "london" }, { buildingCode: "zzzzzzzz" }, {}]) {
      expect((await callSigned(`${B}/house/route/check`, bad)).code).toBe(1);
    }
  });
});

describe("a listing's places", () => {
  test("resolve from the catalogue's names in memory, without a statement; a place newer than the snapshot still resolves", async () => {
    const { database, query } = await import("../../../api/db/client");
    const { resolveRoute } = await import("../../../api/catalogue/places");
    const execute = vi.spyOn(database()!.db, "execute");
    try {
      const school = await resolveRoute({ country: "united-kingdom", city: "london", school: "university-college-london" }, "en");
      expect(school).toMatchObject({ country: { slug: "united-kingdom", enName: "United Kingdom" }, city: { id: london.id, name: "London" }, school: { id: ucl.id, slug: "university-college-london" } });
      expect((await resolveRoute({ country: "united-kingdom", city: "manchester" }, "cn")).city).toMatchObject({ name: "曼彻斯特" });
      expect(execute).not.toHaveBeenCalled();
    } finally {
      execute.mockRestore();
    }
    const [town] = await query<{ id: number }>(sql`INSERT INTO cities (country_id, slug, name_zh, name_en, pinyin, initials, lat, lng)
      VALUES (${london.countryId}, 'newtown-on-test', '新镇', 'Newtown on Test', 'xinzhen', 'xz', 51, 0) RETURNING id`);
    try {
      expect((await resolveRoute({ country: "united-kingdom", city: "newtown-on-test" }, "en")).city).toMatchObject({ id: town.id, name: "Newtown on Test" });
      await expect(resolveRoute({ country: "united-kingdom", city: "newtown-on-elsewhere" }, "en")).rejects.toMatchObject({ key: "city_not_found" });
    } finally {
      await query(sql`DELETE FROM cities WHERE id = ${town.id}`);
    }
  });
});

describe("home, address, schools, handbooks, common", () => {
  test("house/index stats are counted from the database", async () => {
    const r = await callSigned(`${B}/house/index`, {});
    expect(r.data.stats).toEqual({ countryCount: 4, cityCount: 10, schoolCount: 29, apartmentCount: 150, roomCount: 2000 });
    expect(r.data.hotCities[0]).toMatchObject({ slug: "london", country: { slug: "united-kingdom" } });
    expect(r.data.recommendedHouses.length).toBe(8);
    expect(r.data.popularSchools.length).toBeGreaterThan(0);
    expect(r.data.promotions.map((p: { code: string }) => p.code)).toEqual(["recommend", "national-day-delsk"]);
  });

  test("address/all: element 0 is the hot pseudo-entry, then countries with son", async () => {
    const r = await callSigned(`${B}/address/all`, {});
    expect(r.data[0]).toMatchObject({ id: 0, slug: "hot" });
    const countries = r.data.slice(1);
    expect(countries).toHaveLength(4);
    const uk = countries.find((c: { slug: string }) => c.slug === "united-kingdom");
    expect(uk.son.map((c: { name: string }) => c.name)).toContain("伦敦");
    expect(uk.son[0]).toMatchObject({ id: expect.any(Number), name: expect.any(String), enName: expect.any(String), slug: expect.any(String) });
  });

  test("address/list, search, hot-search and school/list", async () => {
    const countries = await callSigned(`${B}/address/list`, {});
    expect(countries.data.list[0]).toHaveProperty("cityCount");
    const cities = await callSigned(`${B}/address/list`, { countryId: london.countryId });
    expect(cities.data.list.map((c: { slug: string }) => c.slug)).toContain("london");
    const s = await callSigned(`${B}/address/search`, { keyword: "man" }, { language: "en" });
    expect(s.data.list[0]).toMatchObject({ type: "city", name: "Manchester" });
    const hot = await callSigned(`${B}/address/hot-search`, {});
    expect(hot.data.list.some((i: { type: number }) => i.type === 2)).toBe(true);
    const schools = await callSigned(`${B}/school/list`, { cityId: london.id }, { language: "en" });
    expect(schools.data.list.map((x: { name: string }) => x.name)).toContain("University College London");
  });

  test("handbooks page and download real files", async () => {
    const page = await callSigned(`${B}/operationHandbook/page`, { pageSize: 2 });
    expect(page.data).toMatchObject({ totalCount: 5, pages: 3 });
    const id = page.data.list[0].id;
    const { signedRequest } = await import("../../helpers/api");
    const pdf = await send(await signedRequest(`${B}/operationHandbook/download`, { id }, { language: "en" }));
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 8).toString()).toBe("%PDF-1.4");
    expect(bytes.toString("latin1")).toContain("%%EOF");
    const cn = await send(await signedRequest(`${B}/operationHandbook/download`, { id }, { language: "cn" }));
    expect(cn.headers.get("content-type")).toBe("application/pdf");
    expect(cn.headers.get("content-disposition")).toMatch(/filename="[a-z0-9-]+\.pdf"/);
    const cnBytes = Buffer.from(await cn.arrayBuffer());
    expect(cnBytes.subarray(0, 5).toString()).toBe("%PDF-");
    // Chinese glyphs come from an embedded TrueType subset with a ToUnicode map: the file
    // renders without system CJK fonts, and "预订流程指南" is text in it, not boxes.
    const pdf1 = cnBytes.toString("latin1");
    expect(pdf1).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansSC/);
    expect(pdf1).toContain("/FontFile2");
    expect(pdf1).toContain("/ToUnicode");
    expect(cnBytes.length).toBeLessThan(200_000); // a subset, not the 1.5 MB font
    const { handbookUnicodeText } = await import("../../helpers/pdf");
    expect(handbookUnicodeText(cnBytes)).toContain("预订流程指南");
    expect((await callSigned(`${B}/operationHandbook/download`, { id: 999 })).code).toBe(1);
  });

  test("mobile prefixes: China is 317/86 and first; names follow the language", async () => {
    const cn = await callSigned("/rest/common/mobile/prefix", {});
    expect(cn.data.list[0]).toMatchObject({ id: 317, mobilePrefix: "86", name: "中国" });
    expect(cn.data.list.length).toBeGreaterThan(200);
    const en = await callSigned("/rest/common/mobile/prefix", {}, { language: "en" });
    expect(en.data.list[0].name).toBe("China");
    const v2 = await callSigned("/rest/common/mobile/prefix/v2", {}, { language: "en" });
    expect(v2.data.hot[0].id).toBe(317);
    expect(v2.data.groups[0].letter).toBe("A");
  });

  test("topic pages, grades and areas", async () => {
    const t = await callSigned("/rest/common/topic/page/config", { code: "recommend" }, { language: "en" });
    expect(t.data.sections[0]).toMatchObject({ title: "Best of London" });
    expect(t.data.sections[0].list.length).toBeGreaterThan(0);
    const nd = await callSigned("/rest/common/topic/page/config", { code: "national-day-delsk" });
    expect(nd.code).toBe(0);
    expect((await callSigned("/rest/common/topic/page/config", { code: "nope" })).code).toBe(1);
    const grades = await callSigned("/rest/common/client/grade/list", {}, { language: "en" });
    expect(grades.data.list[0]).toEqual({ id: 1, name: "Language course" });
    const areas = await callSigned("/rest/common/mdy/area", {});
    expect(areas.data.list[0].countries[0]).toMatchObject({ slug: "united-kingdom", name: "英国" });
  });

  test("openapi.json lists every path", async () => {
    const res = await send(new Request("http://in-process/rest/openapi.json"));
    const doc = await res.json();
    expect(doc.openapi).toBe("3.1.0");
    const paths = Object.keys(doc.paths);
    for (const p of [
      "house/index", "house/search", "house/search/v2", "house/filter", "house/list", "house/info", "house/route/check",
      "house/corp/apply", "operationHandbook/page", "operationHandbook/download", "school/list", "room/info", "room/attrList",
      "address/all", "address/list", "address/search", "address/hot-search",
      "favorites/house/city", "favorites/house/change", "favorites/house/list", "favorites/house/list/v2",
    ]) expect(paths).toContain(`${B}/${p}`);
    for (const p of ["mobile/prefix", "mobile/prefix/v2", "topic/page/config", "client/grade/list", "mdy/area"]) expect(paths).toContain(`/rest/common/${p}`);
    expect(paths).toEqual(expect.arrayContaining(["/jcommon/file/upload", "/feedback/client/type/list", "/feedback/client/add"]));
    expect(doc.paths[`${B}/house/list`].post.requestBody.content["application/x-www-form-urlencoded"].schema.properties).toHaveProperty("priceMin");
  });
});
