import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { setupApi } from "../helpers/api";

/**
 * One apartment is rebuilt by one database function after a change to its rooms: a unit taken
 * by a booking and a console price edit both move the apartment's free-room count, price range
 * and page document together.
 */
beforeAll(async () => {
  await setupApi();
});

describe("refresh_building", () => {
  test("is the only one-apartment refresh in the database", async () => {
    const { query } = await import("../../api/db/client");
    const rows = await query<{ name: string }>(sql`SELECT proname AS name FROM pg_proc WHERE proname LIKE 'refresh_building%' ORDER BY proname`);
    expect(rows.map((r) => r.name)).toEqual(["refresh_building", "refresh_building_details"]);
  });

  test("a unit taken and given back moves the free-room count and the page document together", async () => {
    const { db, query } = await import("../../api/db/client");
    const { takeUnit, returnUnit } = await import("../../api/catalogue");
    const [room] = await query<{ id: number; building_id: number; stock: number; code: string }>(
      sql`SELECT r.id, r.building_id, r.stock, r.code FROM rooms r WHERE r.stock > 0 ORDER BY r.id LIMIT 1`,
    );
    const state = async () =>
      (
        await query<{ free: number; docStock: number }>(
          sql`SELECT b.available_room_count AS free, (SELECT (r->>'stock')::int FROM building_details d, json_array_elements(d.doc->'rooms') r WHERE d.building_id = b.id AND r->>'code' = ${room.code}) AS "docStock" FROM buildings b WHERE b.id = ${room.building_id}`,
        )
      )[0];
    const before = await state();
    await db().transaction(async (tx) => expect(await takeUnit(tx, room.id)).toBe(true));
    expect(await state()).toEqual({ free: before.free - 1, docStock: room.stock - 1 });
    await db().transaction(async (tx) => returnUnit(tx, room.id));
    expect(await state()).toEqual({ free: before.free, docStock: room.stock });
  });
});
