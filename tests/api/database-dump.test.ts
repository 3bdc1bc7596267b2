import { readdirSync } from "node:fs";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, inject, test } from "vitest";
import { setupApi } from "../helpers/api";

/**
 * On the embedded database, every API test file starts from the run's migrated and seeded dump
 * (tests/helpers/database-dump.global.ts) instead of migrating and seeding its own: the dump
 * must be made, and a database loaded from it must be what a file's own preparation gives —
 * every migration applied, the small catalogue and the help centre seeded.
 */
const onPglite = (process.env.DATABASE_URL ?? "memory://") === "memory://" && !process.env.DATABASE_URL_TEMPLATE;

beforeAll(async () => {
  await setupApi();
});

describe("the run's seeded database", () => {
  test.runIf(onPglite)("is made once for the run", () => {
    expect(inject("databaseDump")).toMatch(/seeded\.tar$/);
  });

  test("holds every migration and the seed", async () => {
    const { query } = await import("../../api/db/client");
    const migrations = readdirSync("api/db/migrations").filter((f) => f.endsWith(".sql")).length;
    const [applied] = await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
    expect(applied.n).toBe(migrations);
    const [counts] = await query<{ buildings: number; rooms: number; help: number }>(
      sql`SELECT (SELECT count(*)::int FROM buildings) AS buildings, (SELECT count(*)::int FROM rooms) AS rooms, (SELECT count(*)::int FROM help_questions) AS help`,
    );
    expect(counts).toEqual({ buildings: 150, rooms: 2000, help: expect.any(Number) });
    expect(counts.help).toBeGreaterThan(0);
  });
});
