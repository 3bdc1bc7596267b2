import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PGlite } from "@electric-sql/pglite";
import { desc, eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { keepPlans, planned } from "../../api/db/planned";

/**
 * Statements marked with planned() are prepared once in PGlite and run with EXECUTE under a
 * generic plan (api/db/planned.ts): the rows must be exactly those of the ordinary path, for
 * every kind of parameter and column, through drizzle's builder and raw SQL alike.
 */
const things = pgTable("things", {
  id: integer("id").primaryKey(),
  userId: integer("user_id").notNull(),
  name: text("name").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  extra: jsonb("extra").$type<{ legalName?: string } | null>(),
});

let planned_: PGlite;
let plain: PGlite;
const NAMES = ["plain", "it's", "back\\slash", "引号'’", "$1 $$ --", "tab\there", "é😀"];

async function seed(c: PGlite) {
  await c.exec(`CREATE TABLE things (id int PRIMARY KEY, user_id int NOT NULL, name text NOT NULL, created_at timestamptz NOT NULL, extra jsonb, tags text[], price numeric, day date, flag boolean);
    CREATE INDEX things_user ON things (user_id);`);
  for (const [i, name] of NAMES.entries()) {
    await c.query("INSERT INTO things VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)", [
      i + 1,
      i % 3,
      name,
      new Date(Date.UTC(2026, 0, i + 1, 12, 30)),
      i % 2 ? { legalName: name } : null,
      [name, "x"],
      `${i}.50`,
      `2026-02-0${i + 1}`,
      i % 2 === 0,
    ]);
  }
}

beforeAll(async () => {
  planned_ = await PGlite.create();
  plain = await PGlite.create();
  await seed(planned_);
  await seed(plain);
  keepPlans(planned_);
});
afterAll(async () => {
  await planned_.close();
  await plain.close();
});

const preparedCount = async (c: PGlite) =>
  (await c.query<{ n: number; generic: number; custom: number }>(
    "SELECT count(*)::int AS n, coalesce(sum(generic_plans), 0)::int AS generic, coalesce(sum(custom_plans), 0)::int AS custom FROM pg_prepared_statements",
  )).rows[0];

describe("planned statements (PGlite)", () => {
  it("answers a marked raw statement with the rows of the ordinary path, for every parameter kind", async () => {
    const text = `SELECT id, name, created_at, extra, tags, price, day, flag FROM things
      WHERE user_id = $1 AND name <> $2 AND created_at > $3 AND (extra IS NULL OR extra <> $4) AND NOT ($5 = ANY(tags)) AND flag IN ($6, NOT $6) AND ($7::text IS NULL OR true)
      ORDER BY id LIMIT $8 OFFSET $9`;
    planned(sql.raw(text));
    for (const user of [0, 1, 2]) {
      for (const name of NAMES) {
        const params = [user, name, new Date(Date.UTC(2025, 11, 31)), { legalName: name }, name, true, null, 10, 0];
        for (const rowMode of ["object", "array"] as const) {
          const want = await plain.query(text, params, { rowMode });
          const got = await planned_.query(text, params, { rowMode });
          expect(got.rows).toEqual(want.rows);
          expect(got.fields).toEqual(want.fields);
        }
      }
    }
    // Planned once: every execution ran the generic plan, none was planned for its values.
    const { n, generic, custom } = await preparedCount(planned_);
    expect(n).toBe(1);
    expect(generic).toBe(NAMES.length * 3 * 2);
    expect(custom).toBe(0);
  });

  it("keeps drizzle's mapping of a marked builder query (dates, JSON, joins of the select)", async () => {
    const db = drizzle(planned_);
    const other = drizzle(plain);
    const build = (d: typeof db, userId: number) =>
      d
        .select({ id: things.id, name: things.name, createdAt: things.createdAt, extra: things.extra, total: sql<number>`count(*) over ()::int` })
        .from(things)
        .where(eq(things.userId, userId))
        .orderBy(desc(things.createdAt))
        .limit(5)
        .offset(0);
    for (const userId of [0, 1, 2, 3]) {
      const got = await planned(build(db, userId));
      const want = await build(other, userId);
      expect(got).toEqual(want);
      for (const r of got) expect(r.createdAt).toBeInstanceOf(Date);
    }
    expect((await preparedCount(planned_)).n).toBe(2);
  });

  it("leaves statements that are not marked on the ordinary path", async () => {
    const before = (await preparedCount(planned_)).n;
    const r = await planned_.query<{ name: string }>("SELECT name FROM things WHERE id = $1", [2]);
    expect(r.rows).toEqual([{ name: "it's" }]);
    expect((await preparedCount(planned_)).n).toBe(before);
  });

  it("refuses what the ordinary path refuses, and leaves the session's planning as it was", async () => {
    const text = "SELECT id FROM things WHERE id = $1";
    planned(sql.raw(text));
    await expect(planned_.query(text, ["not a number"])).rejects.toThrow(/invalid input syntax/);
    await expect(plain.query(text, ["not a number"])).rejects.toThrow(/invalid input syntax/);
    // A NUL is refused by PostgreSQL's text input: the statement takes the ordinary path, which says so.
    const byName = "SELECT id FROM things WHERE name = $1";
    planned(sql.raw(byName));
    await expect(planned_.query(byName, ["a\0b"])).rejects.toThrow();
    expect((await planned_.query<{ plan_cache_mode: string }>("SHOW plan_cache_mode")).rows[0].plan_cache_mode).toBe("auto");
    expect((await planned_.query(text, [3])).rows).toEqual([{ id: 3 }]);
  });

  it("prepares a statement once when it is asked for concurrently", async () => {
    const text = "SELECT count(*)::int AS n FROM things WHERE user_id = $1";
    planned(sql.raw(text));
    const before = (await preparedCount(planned_)).n;
    const answers = await Promise.all([0, 1, 2, 0, 1, 2].map((u) => planned_.query<{ n: number }>(text, [u])));
    expect(answers.map((a) => a.rows[0].n)).toEqual([3, 2, 2, 3, 2, 2]);
    expect((await preparedCount(planned_)).n).toBe(before + 1);
  });
});
