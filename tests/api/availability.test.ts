import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { sql } from "drizzle-orm";
import { callSigned, setupApi } from "../helpers/api";
import { approvedOrder, setEnv, studentWithCookie, U, unownedRoom, type Student } from "../helpers/booking";

/**
 * Availability follows approvals and cancellations at once on the apartment page and in the
 * listings: the move is written into this process's catalogue snapshot in place (no rebuild: the
 * snapshot's catalogue version stays), and the answer stamp moves so no cached answer outlives it.
 */
const TOKEN = "operator-token-for-availability-1";
let student: Student;

beforeAll(async () => {
  await setupApi();
  await setEnv({ OPERATOR_TOKEN: TOKEN });
  student = await studentWithCookie("availability");
});
afterAll(async () => {
  await setEnv({ OPERATOR_TOKEN: undefined });
});

interface PageRoom {
  code: string;
  stock: number;
  available: boolean;
}
async function page(buildingCode: string) {
  const r = await callSigned("/rest/building/client/house/info", { buildingCode }, { language: "en" });
  expect(r.code, r.msg).toBe(0);
  const rooms = (r.data.roomGroups as { availableCount: number; rooms: PageRoom[] }[]).flatMap((g) => g.rooms);
  return { availableRoomCount: r.data.availableRoomCount as number, rooms, groups: r.data.roomGroups as { availableCount: number; rooms: PageRoom[] }[] };
}

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  const end = Date.now() + 3000;
  let v = await read();
  while (!ok(v) && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 50));
    v = await read();
  }
  return v;
}

describe("availability at once", () => {
  test("an approval takes a unit and a cancellation returns it on the apartment page and in the listing index, without rebuilding the snapshot", async () => {
    const { catalogueStamp, listingIndex } = await import("../../api/catalogue/catalogue-snapshot");
    const { roomCode, buildingCode } = await unownedRoom();
    const before = await page(buildingCode);
    const room = before.rooms.find((r) => r.code === roomCode)!;
    const stamp = catalogueStamp()!;
    const version = stamp.split(".")[0];

    const orderNo = await approvedOrder(student.token, TOKEN, { roomCode });
    const after = await until(
      () => page(buildingCode),
      (p) => p.rooms.find((r) => r.code === roomCode)!.stock === room.stock - 1,
    );
    expect(after.rooms.find((r) => r.code === roomCode)!.stock).toBe(room.stock - 1);
    const group = after.groups.find((g) => g.rooms.some((r) => r.code === roomCode))!;
    expect(group.availableCount).toBe(group.rooms.reduce((n, r) => n + Math.max(0, r.stock), 0));
    const { query } = await import("../../api/db/client");
    const [b] = await query<{ id: number; available_room_count: number }>(sql`SELECT id, available_room_count FROM buildings WHERE code = ${buildingCode}`);
    expect(after.availableRoomCount).toBe(b.available_room_count);
    // The same snapshot (its catalogue version did not move here), with a new answer stamp.
    const now = catalogueStamp()!;
    expect(now.split(".")[0]).toBe(version);
    expect(now).not.toBe(stamp);
    const listings = await listingIndex();
    const card = [...listings.byCity.values()].flat().find((a) => a.card.id === b.id)!;
    expect(card.card.available_room_count).toBe(b.available_room_count);
    // In Chinese too.
    const cn = await callSigned("/rest/building/client/house/info", { buildingCode }, { language: "cn" });
    expect((cn.data.roomGroups as { rooms: PageRoom[] }[]).flatMap((g) => g.rooms).find((r) => r.code === roomCode)!.stock).toBe(room.stock - 1);

    expect((await callSigned(`${U}/order/cancel`, { orderNo }, { token: student.token, language: "en" })).code).toBe(0);
    const back = await until(
      () => page(buildingCode),
      (p) => p.rooms.find((r) => r.code === roomCode)!.stock === room.stock,
    );
    expect(back.rooms.find((r) => r.code === roomCode)).toMatchObject({ stock: room.stock, available: true });
  });

  test("the last unit taken shows the room as not available in the listing's free flags", async () => {
    const { listingIndex } = await import("../../api/catalogue/catalogue-snapshot");
    const { query } = await import("../../api/db/client");
    const { roomCode, buildingCode } = await unownedRoom();
    await page(buildingCode);
    // Leave one unit, then approve it.
    const [r] = await query<{ id: number; building_id: number }>(sql`UPDATE rooms SET stock = 1 WHERE code = ${roomCode} RETURNING id, building_id`);
    await query(sql`SELECT refresh_building(${r.building_id})`);
    const { warmCatalogue } = await import("../../api/catalogue");
    await warmCatalogue();
    await approvedOrder(student.token, TOKEN, { roomCode });
    const sold = await until(
      () => page(buildingCode),
      (p) => p.rooms.find((x) => x.code === roomCode)!.stock === 0,
    );
    expect(sold.rooms.find((x) => x.code === roomCode)).toMatchObject({ stock: 0, available: false });
    const listings = await listingIndex();
    const a = [...listings.byCity.values()].flat().find((x) => x.card.id === r.building_id)!;
    const [{ rank }] = await query<{ rank: number }>(sql`SELECT count(*)::int AS rank FROM rooms x, rooms me WHERE me.id = ${r.id} AND x.building_id = me.building_id AND (x.price, x.id) < (me.price, me.id)`);
    expect(listings.offers.free[a.first + rank]).toBe(0);
  });
});
