import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { callSigned, setupApi } from "../../helpers/api";

/**
 * The room page (room/info) is read in one statement: the room with its apartment, the
 * apartment's other rooms, the room's blocked periods and the apartment's cancellation policy.
 * Each part is checked here against the tables it comes from.
 */
interface RoomRow {
  id: number;
  code: string;
  building_id: number;
  room_type: string;
  price: number;
}
let room: RoomRow;
let building: { code: string; name_en: string; city_slug: string; country_slug: string };
let rooms: RoomRow[];

const roomPage = async (code: string) => (await callSigned("/rest/building/client/room/info", { roomCode: code }, { language: "en" })).data;

beforeAll(async () => {
  await setupApi();
  const { query } = await import("../../../api/db/client");
  // An apartment with several rooms of more than one type.
  const [b] = await query<{ id: number }>(sql`
    SELECT r.building_id AS id FROM rooms r JOIN buildings b ON b.id = r.building_id AND b.is_published
    GROUP BY r.building_id HAVING count(*) >= 8 AND count(DISTINCT r.room_type) >= 2 ORDER BY r.building_id LIMIT 1`);
  rooms = await query<RoomRow>(sql`SELECT id, code, building_id, room_type, price FROM rooms WHERE building_id = ${b.id} ORDER BY id`);
  room = rooms[0];
  [building] = await query<typeof building>(sql`
    SELECT b.code, b.name_en, ci.slug AS city_slug, co.slug AS country_slug FROM buildings b
    JOIN cities ci ON ci.id = b.city_id JOIN countries co ON co.id = b.country_id WHERE b.id = ${b.id}`);
});

describe("the room page", () => {
  test("names the room's apartment and its place", async () => {
    const page = await roomPage(room.code);
    expect(page.code).toBe(room.code);
    expect(page.building).toMatchObject({ code: building.code, name: building.name_en, city: { slug: building.city_slug }, country: { slug: building.country_slug } });
  });

  test("lists up to six other rooms of the apartment: the same type first, then by price", async () => {
    const page = await roomPage(room.code);
    const others = page.otherRooms as { code: string; roomType: string; price: number }[];
    expect(others).toHaveLength(6);
    expect(others.map((o) => o.code)).not.toContain(room.code);
    const own = new Set(rooms.map((r) => r.code));
    expect(others.every((o) => own.has(o.code))).toBe(true);
    const rank = (o: { roomType: string; price: number }): [number, number] => [o.roomType === room.room_type ? 0 : 1, o.price];
    const ranks = others.map(rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
    // Nothing better placed was left out.
    const left = rooms.filter((r) => r.code !== room.code && !others.some((o) => o.code === r.code)).map((r) => rank({ roomType: r.room_type, price: r.price }));
    const last = ranks[ranks.length - 1];
    expect(left.every((l) => l[0] > last[0] || (l[0] === last[0] && l[1] >= last[1]))).toBe(true);
  });

  test("offers a tenancy that meets a blocked period as not available, and states the apartment's own cancellation policy", async () => {
    const { query } = await import("../../../api/db/client");
    const before = await roomPage(room.code);
    const open = (before.tenancies as { moveIn: string; moveOut: string; available: boolean }[]).find((t) => t.available);
    expect(open).toBeDefined();
    await query(sql`INSERT INTO room_blocked_periods (room_id, starts_on, ends_on, reason) VALUES (${room.id}, ${open!.moveIn}, ${open!.moveIn}, 'works')`);
    await query(sql`UPDATE cancellation_policies SET cooling_off_days = 9, visa_admin_fee = 321 WHERE building_id = ${room.building_id}`);
    // Another room code of the apartment: room/info answers are kept under the catalogue stamp,
    // which neither hand-made change above moves.
    const { invalidateCatalogueAnswers } = await import("../../../api/catalogue/catalogue-snapshot");
    invalidateCatalogueAnswers();
    const after = await roomPage(room.code);
    const same = (after.tenancies as { moveIn: string; moveOut: string; available: boolean }[]).find((t) => t.moveIn === open!.moveIn && t.moveOut === open!.moveOut);
    expect(same?.available).toBe(false);
    expect(after.building.policies.cancellation).toContain("within 9 days");
    expect(after.building.policies.cancellation).toContain("321");
  });

  test("an unknown room is not found", async () => {
    const res = await callSigned("/rest/building/client/room/info", { roomCode: "no-such-room" }, { language: "en" });
    expect(res.code).not.toBe(0);
  });
});
