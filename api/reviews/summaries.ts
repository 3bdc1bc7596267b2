import { sql } from "drizzle-orm";
import { database, query, type Database } from "../db/client";
import { logger } from "#core/log.server";
import { invalidateCatalogueAnswers } from "../catalogue";

/**
 * Review summaries (average, count, aspect averages of the visible reviews) of every apartment,
 * in this process's memory, merged into house/info and house/list answers at answer time
 * (api/catalogue/endpoints.ts, docs/decisions/016-maps-and-reviews.md). They are apart from the
 * catalogue snapshot on purpose: a review write must not rebuild 8,000 apartment pages.
 *
 * Freshness: a statement trigger on reviews bumps `review_version` (migration 0007). A write on
 * this instance refreshes its apartment's entry at once (refreshReviewSummary); every instance
 * reads the version at most every VERSION_CHECK_MS in the background and rebuilds the whole map
 * (one GROUP BY over the visible reviews, milliseconds) when it moved — a write or a staff hide
 * on any instance, or an edit by hand in psql, reaches all within about 10 s. Callers keep the
 * current map meanwhile; a failed rebuild (database down) keeps it too.
 */
const VERSION_CHECK_MS = 10_000;

export interface ReviewSummary {
  /** Overall score, one decimal; null without reviews. */
  average: number | null;
  count: number;
  aspects: { location: number | null; value: number | null; management: number | null; facilities: number | null };
}

export const EMPTY_SUMMARY: ReviewSummary = Object.freeze({
  average: null,
  count: 0,
  aspects: Object.freeze({ location: null, value: null, management: null, facilities: null }),
}) as ReviewSummary;

interface Row {
  building_id: number;
  count: number;
  rating: number;
  location: number;
  value: number;
  management: number;
  facilities: number;
}

const one = (n: number) => Math.round(n * 10) / 10;
const toSummary = (r: Row): ReviewSummary => ({
  average: one(r.rating),
  count: r.count,
  aspects: { location: one(r.location), value: one(r.value), management: one(r.management), facilities: one(r.facilities) },
});

const SELECT = sql`SELECT building_id, count(*)::int AS count, avg(rating)::float8 AS rating, avg(location)::float8 AS location,
    avg(value)::float8 AS value, avg(management)::float8 AS management, avg(facilities)::float8 AS facilities
  FROM reviews WHERE hidden_at IS NULL`;

let current: { byBuilding: Map<number, ReviewSummary>; version: number; from: Database | undefined } | undefined;
let building: Promise<void> | undefined;
let checkedAt = 0;
let checking = false;
let stamp = 0;

/** Moves whenever any summary may have changed: answers derived from the summaries are memoised on it. */
export const reviewStamp = () => stamp;

async function readVersion(): Promise<number> {
  const [row] = await query<{ version: number }>(sql`SELECT version::float8 AS version FROM review_version WHERE id = 1`);
  return row?.version ?? 0;
}

function rebuild(): Promise<void> {
  const from = database();
  building ??= (async () => {
    // The version first: a write during the build shows as a newer version next check.
    const version = await readVersion();
    const rows = await query<Row>(sql`${SELECT} GROUP BY building_id`);
    const first = !current;
    current = { byBuilding: new Map(rows.map((r) => [r.building_id, toSummary(r)])), version, from };
    stamp++;
    // Pages and answers kept under the catalogue stamp show the summaries (ADR 012, ADR 016).
    if (!first) invalidateCatalogueAnswers();
  })().finally(() => {
    building = undefined;
  });
  return building;
}

function checkVersion(): void {
  if (checking || building || Date.now() - checkedAt < VERSION_CHECK_MS) return;
  checkedAt = Date.now();
  checking = true;
  const seen = current;
  readVersion()
    .then((version) => {
      if (seen && current === seen && version !== seen.version) return rebuild();
    })
    .catch((err: unknown) => logger.warn({ error: err instanceof Error ? err.message : String(err) }, "review summaries refresh failed"))
    .finally(() => {
      checking = false;
    });
}

/** Every apartment's summary (the first call, or the first on a new database handle, waits for the build). */
export async function reviewSummaries(): Promise<Map<number, ReviewSummary>> {
  if (!current || current.from !== database()) await rebuild();
  else checkVersion();
  return current!.byBuilding;
}

export async function reviewSummaryOf(buildingId: number): Promise<ReviewSummary> {
  return (await reviewSummaries()).get(buildingId) ?? EMPTY_SUMMARY;
}

/** After a write on this instance: the apartment's entry now, without waiting for the version check. */
export async function refreshReviewSummary(buildingId: number): Promise<void> {
  if (!current || current.from !== database()) return void (await rebuild());
  const [row] = await query<Row>(sql`${SELECT} AND building_id = ${buildingId} GROUP BY building_id`);
  if (row) current.byBuilding.set(buildingId, toSummary(row));
  else current.byBuilding.delete(buildingId);
  stamp++;
  invalidateCatalogueAnswers();
}

/** Builds ahead of the first visitor (server start); failures surface on first use. */
export const warmReviewSummaries = () => reviewSummaries().then(() => undefined, () => undefined);
