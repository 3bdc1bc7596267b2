import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { sql } from "drizzle-orm";
import { env } from "#core/env.server";
import { logger } from "#core/log.server";
import { db, query } from "../db/client";
import { ApiError } from "../http/envelope";
import { FetchRefused, safeFetch } from "../platform/safe-fetch";
import { audit, type Actor } from "../staff";
import { actorLabel, landlordFor, recordFailedRun, runFeed, type FeedFormat, type FeedReport } from "./feed";

/**
 * A landlord's listings feed pulled from the URL they (or staff for them) saved: daily by the
 * server process, or at once with "pull now". A pull first claims the source's lease row, so of
 * several instances only one pulls a feed at a time (a row lease rather than an advisory lock:
 * PGlite has one connection, on which an advisory lock would be granted to every caller). The
 * fetch goes through the safe fetch (no private addresses, a deadline, a size cap) and asks
 * conditionally, so an unchanged feed does nothing; a failed fetch or a malformed feed is a
 * failed run that changes nothing. Every run is kept with its report for the portal.
 */
export const FEED_MAX_BYTES = 1_000_000;
const FEED_TIMEOUT_MS = 30_000;
// Long enough for a feed with many photos (each up to 15 s); a crashed puller's claim lapses after it.
const LEASE_MINUTES = 60;
const CHECK_MINUTES = 15;
const INSTANCE = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

export interface FeedSource {
  url: string;
  format: FeedFormat;
  nextPullAt: string;
}

export interface FeedRun {
  id: number;
  origin: "upload" | "url";
  url: string | null;
  outcome: "imported" | "unchanged" | "failed";
  report: FeedReport | null;
  error: string | null;
  actor: string;
  at: string;
}

export type PullOutcome = { outcome: "imported"; report: FeedReport } | { outcome: "unchanged" } | { outcome: "failed"; error: string } | { outcome: "busy" };

export function validFeedUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw new ApiError("console_feed_url_invalid");
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.username || url.password || url.href.length > 2000) throw new ApiError("console_feed_url_invalid");
  return url.href;
}

/** Saves (or replaces) the landlord's feed URL; it is pulled at the next check, then daily. */
export async function saveFeedSource(actor: Actor, landlordId: number | undefined, urlText: string, format: FeedFormat): Promise<FeedSource> {
  const landlord = await landlordFor(actor, landlordId);
  const url = validFeedUrl(urlText);
  const [before] = await query<{ url: string; format: string }>(sql`SELECT url, format FROM feed_sources WHERE landlord_id = ${landlord}`);
  const [row] = await db().transaction(async (tx) => {
    // A new address starts afresh: the old one's validators mean nothing to it.
    const saved = await query<{ url: string; format: FeedFormat; next_pull_at: Date }>(
      sql`INSERT INTO feed_sources (landlord_id, url, format) VALUES (${landlord}, ${url}, ${format})
        ON CONFLICT (landlord_id) DO UPDATE SET url = EXCLUDED.url, format = EXCLUDED.format, updated_at = now(),
          etag = CASE WHEN feed_sources.url = EXCLUDED.url THEN feed_sources.etag END,
          last_modified = CASE WHEN feed_sources.url = EXCLUDED.url THEN feed_sources.last_modified END
        RETURNING url, format, next_pull_at`,
      tx,
    );
    await audit(tx, actor, { action: "feed.source", entity: "feed", record: landlord, before: before ?? null, after: { url, format } });
    return saved;
  });
  return { url: row.url, format: row.format, nextPullAt: new Date(row.next_pull_at).toISOString() };
}

/** The landlord's saved feed URL (or null) and their latest runs, newest first. */
export async function feedOverview(actor: Actor, landlordId: number | undefined): Promise<{ landlordId: number; source: FeedSource | null; runs: FeedRun[] }> {
  const landlord = await landlordFor(actor, landlordId);
  const [source] = await query<{ url: string; format: FeedFormat; next_pull_at: Date }>(sql`SELECT url, format, next_pull_at FROM feed_sources WHERE landlord_id = ${landlord}`);
  const runs = await query<{ id: number; origin: FeedRun["origin"]; url: string | null; outcome: FeedRun["outcome"]; report: FeedReport | string | null; error: string | null; actor: string; created_at: Date }>(
    sql`SELECT id, origin, url, outcome, report, error, actor, created_at FROM feed_runs WHERE landlord_id = ${landlord} ORDER BY created_at DESC, id DESC LIMIT 20`,
  );
  return {
    landlordId: landlord,
    source: source ? { url: source.url, format: source.format, nextPullAt: new Date(source.next_pull_at).toISOString() } : null,
    runs: runs.map((r) => ({
      id: r.id,
      origin: r.origin,
      url: r.url,
      outcome: r.outcome,
      // Both drivers parse jsonb, but a report stored as text by an older writer would not be.
      report: typeof r.report === "string" ? (JSON.parse(r.report) as FeedReport) : r.report,
      error: r.error,
      actor: r.actor,
      at: new Date(r.created_at).toISOString(),
    })),
  };
}

/** "Pull now" from the portal. */
export async function pullNow(actor: Actor, landlordId: number | undefined): Promise<PullOutcome> {
  const landlord = await landlordFor(actor, landlordId);
  const [source] = await query<{ url: string }>(sql`SELECT url FROM feed_sources WHERE landlord_id = ${landlord}`);
  if (!source) throw new ApiError("console_feed_no_url");
  return pullFeed(landlord, actor, INSTANCE, false);
}

function formatOf(saved: FeedFormat, contentType: string | null): FeedFormat {
  if (saved !== "auto") return saved;
  const type = (contentType ?? "").split(";")[0].trim().toLowerCase();
  if (type === "application/json" || type.endsWith("+json")) return "json";
  if (type === "text/csv" || type === "application/csv") return "csv";
  return "auto";
}

/**
 * One pull of one landlord's feed by `owner` (an instance): claimed first, so a second puller,
 * here or on another instance, gets `busy` instead of pulling it again. `due` limits the claim
 * to a feed whose daily time has come (the scheduler's pass).
 */
export async function pullFeed(landlordId: number, by: Actor | null, owner: string, due: boolean): Promise<PullOutcome> {
  const [claimed] = await query<{ url: string; format: FeedFormat; etag: string | null; last_modified: string | null }>(
    sql`UPDATE feed_sources SET lease_owner = ${owner}, lease_until = now() + make_interval(mins => ${LEASE_MINUTES})
      WHERE landlord_id = ${landlordId} AND (lease_until IS NULL OR lease_until < now()) ${due ? sql`AND next_pull_at <= now()` : sql``}
      RETURNING url, format, etag, last_modified`,
  );
  if (!claimed) return { outcome: "busy" };
  const from = { origin: "url" as const, url: claimed.url };
  let validators = { etag: claimed.etag, lastModified: claimed.last_modified };
  let result: PullOutcome;
  try {
    const got = await safeFetch(claimed.url, {
      maxBytes: FEED_MAX_BYTES,
      timeoutMs: FEED_TIMEOUT_MS,
      accept: "application/json, text/csv;q=0.9, */*;q=0.1",
      etag: claimed.etag,
      lastModified: claimed.last_modified,
    });
    if (got.notModified) {
      await query(sql`INSERT INTO feed_runs (landlord_id, origin, url, outcome, actor) VALUES (${landlordId}, 'url', ${claimed.url}, 'unchanged', ${actorLabel(by)})`);
      result = { outcome: "unchanged" };
    } else {
      const report = await runFeed(landlordId, by, got.body.toString("utf8"), { ...from, format: formatOf(claimed.format, got.contentType) });
      // Only a feed that went in is remembered as seen: a malformed one is asked for in full again.
      validators = { etag: got.etag, lastModified: got.lastModified };
      result = { outcome: "imported", report };
    }
  } catch (e) {
    if (e instanceof FetchRefused) {
      const error = `fetch ${e.reason}: ${e.detail}`;
      await recordFailedRun(landlordId, by, from, error);
      result = { outcome: "failed", error };
    } else if (e instanceof ApiError) {
      // runFeed has recorded the malformed feed as a failed run.
      result = { outcome: "failed", error: e.key };
    } else {
      await releaseLease(landlordId, owner, validators);
      throw e;
    }
  }
  await releaseLease(landlordId, owner, validators);
  return result;
}

async function releaseLease(landlordId: number, owner: string, v: { etag: string | null; lastModified: string | null }): Promise<void> {
  await query(
    sql`UPDATE feed_sources SET lease_owner = NULL, lease_until = NULL, etag = ${v.etag}, last_modified = ${v.lastModified},
      next_pull_at = now() + make_interval(secs => ${Math.round(env().FEED_PULL_HOURS * 3600)})
      WHERE landlord_id = ${landlordId} AND lease_owner = ${owner}`,
  );
}

/** The scheduler's pass: every feed whose day has come, each claimed before it is pulled. */
export async function pullDueFeeds(owner = INSTANCE): Promise<number> {
  const due = await query<{ landlord_id: number }>(
    sql`SELECT landlord_id FROM feed_sources WHERE next_pull_at <= now() AND (lease_until IS NULL OR lease_until < now()) ORDER BY next_pull_at LIMIT 200`,
  );
  let pulled = 0;
  for (const { landlord_id } of due) {
    const r = await pullFeed(landlord_id, null, owner, true);
    if (r.outcome !== "busy") pulled++;
    if (r.outcome === "failed") logger.warn({ landlordId: landlord_id, error: r.error }, "a landlord's feed pull failed; it is reported in their portal");
  }
  return pulled;
}

let timer: NodeJS.Timeout | undefined;

async function check(): Promise<void> {
  try {
    const n = await pullDueFeeds();
    if (n) logger.info({ count: n }, "landlords' feeds pulled");
  } catch (e) {
    logger.warn({ err: e }, "feed pull pass failed; the next one tries again");
  }
}

export function startFeedPulls(): void {
  if (timer) return;
  void check();
  timer = setInterval(() => void check(), CHECK_MINUTES * 60_000);
  timer.unref();
}

export function stopFeedPulls(): void {
  if (timer) clearInterval(timer);
  timer = undefined;
}
