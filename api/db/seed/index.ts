import { sql } from "drizzle-orm";
import { countRows, type Db } from "../client";
import { FEEDBACK_CATEGORIES, GRADES, HANDBOOKS } from "./data/content";
import { HOT_MOBILE_PREFIX_ISO2, MOBILE_PREFIXES } from "./data/mobile-prefixes";
import { generateCatalogue, type Scale } from "./generate";
import { topicPageSeeds } from "./topics";

/**
 * Fills an empty database: reference tables (calling codes, grades, feedback categories,
 * handbooks, topic pages) and the generated catalogue. Rows go in as JSON batches through
 * json_populate_recordset — one parameter per statement whatever the column count, which is
 * an order of magnitude faster than row-by-row inserts on PGlite and identical on PostgreSQL.
 */
type Row = Record<string, unknown>;
const BATCH = 5000;

export interface SeedReport {
  scale: Scale;
  ms: number;
  counts: Record<string, number>;
}

export async function isSeeded(db: Db): Promise<boolean> {
  return (await countRows("countries", db)) > 0;
}

async function insertRows(db: Db, table: string, rows: Row[], log: (s: string) => void): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]);
  const cols = sql.join(columns.map((c) => sql.identifier(c)), sql`, `);
  for (let i = 0; i < rows.length; i += BATCH) {
    const chunk = rows.slice(i, i + BATCH);
    await db.execute(
      sql`INSERT INTO ${sql.identifier(table)} (${cols}) SELECT ${cols} FROM json_populate_recordset(NULL::${sql.identifier(table)}, ${JSON.stringify(chunk)}::json)`,
    );
    if (rows.length > BATCH) log(`  ${table}: ${Math.min(i + BATCH, rows.length)}/${rows.length}`);
  }
  // Ids were assigned by the generator; move serial sequences past them.
  if (columns.includes("id")) {
    await db.execute(
      sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT max(id) FROM ${sql.identifier(table)}))`,
    );
  }
  log(`  ${table}: ${rows.length} rows`);
}

export async function seedDatabase(db: Db, scale: Scale, log: (s: string) => void = console.log): Promise<SeedReport> {
  const started = Date.now();
  log(`Seeding the ${scale} catalogue…`);

  const hot = HOT_MOBILE_PREFIX_ISO2 as readonly string[];
  await insertRows(
    db,
    "mobile_prefixes",
    MOBILE_PREFIXES.map(([id, iso2, prefix, en, zh]) => ({
      id,
      iso2,
      mobile_prefix: prefix,
      name_en: en,
      name_zh: zh,
      hot_rank: hot.includes(iso2) ? hot.indexOf(iso2) + 1 : null,
    })),
    log,
  );
  await insertRows(db, "grades", GRADES.map((g, i) => ({ id: i + 1, name_zh: g.zh, name_en: g.en, sort: i })), log);
  await insertRows(
    db,
    "feedback_categories",
    FEEDBACK_CATEGORIES.map((g, i) => ({ id: i + 1, name_zh: g.zh, name_en: g.en, sort: i, active: true })),
    log,
  );
  await insertRows(
    db,
    "operation_handbooks",
    HANDBOOKS.map((h, i) => ({
      id: i + 1,
      code: h.code,
      category: h.category,
      title_zh: h.title.zh,
      title_en: h.title.en,
      summary_zh: h.summary.zh,
      summary_en: h.summary.en,
      sections: h.sections,
      sort: i,
    })),
    log,
  );

  const genStarted = Date.now();
  const cat = generateCatalogue(scale);
  log(`  generated in ${Date.now() - genStarted} ms`);
  await insertRows(db, "areas", cat.areas, log);
  await insertRows(db, "countries", cat.countries, log);
  await insertRows(db, "cities", cat.cities, log);
  await insertRows(db, "schools", cat.schools, log);
  await insertRows(db, "place_aliases", cat.aliases, log);
  await insertRows(db, "buildings", cat.buildings, log);
  await insertRows(db, "rooms", cat.rooms, log);
  await insertRows(db, "building_school_distances", cat.distances, log);
  // house/info's read model (one document per apartment), from the rows just loaded.
  await db.execute(sql`SELECT refresh_building_details()`);
  log(`  building_details: refreshed`);
  await insertRows(db, "topic_pages", topicPageSeeds(), log);
  // Fresh statistics so the planner picks the indexes right away, and a vacuum so the
  // visibility map is set: the listing's per-apartment room probe (rooms_building_price) is
  // then an index-only scan without heap visits. Not inside a transaction on either engine.
  await db.execute(sql`VACUUM ANALYZE`);

  const counts: Record<string, number> = {};
  for (const t of ["countries", "cities", "schools", "buildings", "rooms", "building_school_distances"]) {
    counts[t] = await countRows(t, db);
  }
  const ms = Date.now() - started;
  log(`Seeded in ${(ms / 1000).toFixed(1)} s: ${Object.entries(counts).map(([k, v]) => `${v} ${k}`).join(", ")}`);
  return { scale, ms, counts };
}
