import { beforeAll, describe, expect, test } from "vitest";
import { setupApi } from "../helpers/api";

/**
 * The apartment and room pages hand their components what they show and no more
 * (app/lib/apartment.server.ts): the loader data is also written into every document for the
 * browser's hydration, so a field no component reads is serialised and sent on every view.
 */
let room = { code: "", building: "" };

beforeAll(async () => {
  await setupApi();
  const { query } = await import("../../api/db/client");
  const { sql } = await import("drizzle-orm");
  // An apartment with several rooms, so the room page has other rooms to list.
  const [r] = await query<{ code: string; building: string }>(sql`
    SELECT r.code, b.code AS building FROM rooms r JOIN buildings b ON b.id = r.building_id
    WHERE b.is_published AND r.stock > 0 AND (SELECT count(*) FROM rooms o WHERE o.building_id = b.id) > 2 ORDER BY r.id LIMIT 1`);
  room = r;
});

const ROOM_ROW_FIELDS = ["areaM2", "available", "availableFrom", "bedSizeName", "code", "leaseTerms", "leaseUnit", "name", "photo", "price", "stock"];

describe("what the pages hand to the render", () => {
  test("the apartment page: each room with the fields its row shows, the places by name and slug", async () => {
    const { loadApartment } = await import("~/lib/apartment.server");
    const request = new Request(`http://localhost/cn/apartment/${room.building}`);
    const { house } = (await loadApartment({ request, params: { lang: "cn", buildingCode: room.building }, context: {} })).data;
    const rooms = house.roomGroups.flatMap((g) => g.rooms);
    expect(rooms.length).toBeGreaterThan(2);
    for (const r of rooms) expect(Object.keys(r).filter((k) => k !== "mainTotal").sort()).toEqual(ROOM_ROW_FIELDS);
    expect(rooms.some((r) => r.mainTotal)).toBe(true);
    expect(Object.keys(house.city).sort()).toEqual(["name", "slug"]);
    expect(Object.keys(house.country).sort()).toEqual(["name", "slug"]);
    expect(Object.keys(house.reviewSummary).sort()).toEqual(["average", "count"]);
    expect(house.moveIns.every((m) => /^\d{4}-\d{2}-\d{2}$/.test(m))).toBe(true);
    expect(house).not.toHaveProperty("availableRoomCount");
    expect(house).not.toHaveProperty("availableFrom");
    for (const s of house.schools) expect(s).not.toHaveProperty("enName");
  });

  test("the room page: its room, the other rooms as rows, the apartment without its facilities", async () => {
    const { loadRoom } = await import("~/lib/apartment.server");
    const request = new Request(`http://localhost/en/apartment/${room.building}/room/${room.code}`);
    const page = (await loadRoom({ request, params: { lang: "en", buildingCode: room.building, roomCode: room.code }, context: {} })).data;
    expect(Object.keys(page.room).sort()).toEqual(["attributes", "available", "code", "leaseTerms", "leaseUnit", "name", "photos", "price", "stock"]);
    expect(page.otherRooms.length).toBeGreaterThan(0);
    for (const r of page.otherRooms) expect(Object.keys(r).filter((k) => k !== "mainTotal").sort()).toEqual(ROOM_ROW_FIELDS);
    expect(Object.keys(page.building).sort()).toEqual(["address", "city", "code", "country", "isFavorite", "name", "policies"]);
    expect(page.building.code).toBe(room.building);
  });
});

describe("a visitor's home page", () => {
  test("asks the API once per language while its short cache holds, and answers the same data", async () => {
    const { onApiCall } = await import("#core/request-context.server");
    const { loader } = await import("~/routes/$lang._index");
    const asked: string[] = [];
    onApiCall((path) => {
      if (path === "/rest/building/client/house/index") asked.push(path);
    });
    const home = async (lang: "cn" | "en") => {
      const res = await loader({ request: new Request(`http://localhost/${lang}/`), params: { lang }, context: {} });
      return res.data;
    };
    const first = await home("en");
    const again = await home("en");
    expect(again).toEqual(first);
    expect(first.recommended.length).toBeGreaterThan(0);
    expect(asked.length).toBe(1);
    await home("cn");
    expect(asked.length).toBe(2);
  });
});
