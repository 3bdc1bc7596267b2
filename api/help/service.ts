import { asc, sql } from "drizzle-orm";
import type { Lang } from "#core/constants";
import { helpBlock } from "#core/contract/help";
import { database, db, query, type Database } from "../db/client";
import { helpCategories, helpQuestions } from "../db/schema";
import { logger } from "#core/log.server";
import { invalidateCatalogueAnswers } from "../catalogue";
import { plainText, summaryOf, type HelpBlock } from "./markup";
import { prepare, type PreparedDoc } from "./search";

/**
 * The help centre as this process answers it: every category and question (drafts too, for
 * staff), the published ones in order, and the search documents — in memory, so a visitor's
 * help page costs no database work (the content is a few hundred questions at most).
 *
 * Freshness: statement triggers on help_categories and help_questions bump `help_version`
 * (migration 0013). A staff write on this instance reloads at once (`reloadHelp`); every
 * instance also reads the version every HELP_CHECK_MS in the background (`startHelpWatch`,
 * from prepareDatabase) and reloads when it moved — an edit on another instance, or by hand in
 * psql. Either way the reload calls `invalidateCatalogueAnswers()`, which moves the stamp the
 * page cache keys on (ADR 012): kept help pages are dropped and the next visitor sees the edit.
 */
export const HELP_CHECK_MS = 3_000;

export interface HelpCategory {
  id: number;
  slug: string;
  position: number;
  name: Record<Lang, string>;
  description: Record<Lang, string>;
  updatedAt: Date;
}

export interface HelpQuestion {
  id: number;
  categoryId: number;
  slug: string;
  position: number;
  title: Record<Lang, string>;
  body: Record<Lang, HelpBlock[]>;
  summary: Record<Lang, string>;
  publishedAt: Date | null;
  updatedAt: Date;
}

export interface HelpContent {
  /** In the help centre's order: position, then id. */
  categories: HelpCategory[];
  /** Every question (drafts too), by category order, then position and id. */
  questions: HelpQuestion[];
  categoryBySlug: Map<string, HelpCategory>;
  /** Published questions per category id, in order. */
  published: Map<number, HelpQuestion[]>;
  questionById: Map<number, HelpQuestion>;
  /** Search documents of the published questions. */
  search: PreparedDoc[];
}

// The columns are typed as this code writes them (api/help/editing.ts parses before storing), but
// help answers are also fixed by hand in psql: they are checked here, where they enter the cache.
const blocksOf = (stored: HelpBlock[], id: number): HelpBlock[] => {
  const parsed = helpBlock.array().safeParse(stored);
  if (parsed.success) return parsed.data;
  // Only a hand edit can store something else: show nothing rather than something unchecked.
  logger.warn({ questionId: id }, "help answer is not a list of blocks; shown empty");
  return [];
};

async function readVersion(): Promise<number> {
  const [row] = await query<{ version: number }>(sql`SELECT version::float8 AS version FROM help_version WHERE id = 1`);
  return row?.version ?? 0;
}

async function load(): Promise<HelpContent> {
  const categoryRows = await db().select().from(helpCategories).orderBy(asc(helpCategories.position), asc(helpCategories.id));
  const questionRows = await db().select().from(helpQuestions).orderBy(asc(helpQuestions.position), asc(helpQuestions.id));
  const categories: HelpCategory[] = categoryRows.map((c) => ({
    id: c.id,
    slug: c.slug,
    position: c.position,
    name: { cn: c.nameZh, en: c.nameEn },
    description: { cn: c.descriptionZh, en: c.descriptionEn },
    updatedAt: c.updatedAt,
  }));
  const rank = new Map(categories.map((c, i) => [c.id, i]));
  const questions: HelpQuestion[] = questionRows
    .map((q) => {
      const body = { cn: blocksOf(q.bodyZh, q.id), en: blocksOf(q.bodyEn, q.id) };
      return {
        id: q.id,
        categoryId: q.categoryId,
        slug: q.slug,
        position: q.position,
        title: { cn: q.titleZh, en: q.titleEn },
        body,
        summary: { cn: summaryOf(body.cn), en: summaryOf(body.en) },
        publishedAt: q.publishedAt,
        updatedAt: q.updatedAt,
      };
    })
    .sort((a, b) => (rank.get(a.categoryId) ?? 0) - (rank.get(b.categoryId) ?? 0));
  const published = new Map<number, HelpQuestion[]>();
  for (const q of questions) if (q.publishedAt) published.set(q.categoryId, [...(published.get(q.categoryId) ?? []), q]);
  const byId = new Map(categories.map((c) => [c.id, c]));
  const search = prepare(
    questions
      .filter((q) => q.publishedAt)
      .map((q, order) => {
        const c = byId.get(q.categoryId)!;
        const texts = (l: Lang) => ({ title: q.title[l], category: c.name[l], body: plainText(q.body[l]) });
        return { id: q.id, order, texts: { cn: texts("cn"), en: texts("en") } };
      }),
  );
  return {
    categories,
    questions,
    categoryBySlug: new Map(categories.map((c) => [c.slug, c])),
    published,
    questionById: new Map(questions.map((q) => [q.id, q])),
    search,
  };
}

let current: { content: HelpContent; version: number; from: Database | undefined } | undefined;
let building: Promise<HelpContent> | undefined;

function rebuild(): Promise<HelpContent> {
  const from = database();
  building ??= (async () => {
    // The version first: a write during the load shows as a newer version at the next check.
    const version = await readVersion();
    const content = await load();
    current = { content, version, from };
    return content;
  })().finally(() => {
    building = undefined;
  });
  return building;
}

/** The help centre (the first call, or the first on a new database handle, waits for the load). */
export async function helpContent(): Promise<HelpContent> {
  if (!current || current.from !== database()) return rebuild();
  return current.content;
}

/** After a staff write on this instance: reload now, and drop every kept page and answer. */
export async function reloadHelp(): Promise<void> {
  if (building) await building.catch(() => undefined);
  await rebuild();
  invalidateCatalogueAnswers();
}

let timer: ReturnType<typeof setInterval> | undefined;
let checking = false;

/** One background check: reload (and drop kept pages) when another writer moved the version. */
export async function checkHelpVersion(): Promise<void> {
  if (checking || building || !current || current.from !== database()) return;
  checking = true;
  try {
    const seen = current;
    const version = await readVersion();
    if (current === seen && version !== seen.version) {
      await rebuild();
      invalidateCatalogueAnswers();
    }
  } catch (err) {
    // Database down: keep answering from what we have.
    logger.warn({ error: err instanceof Error ? err.message : String(err) }, "help centre refresh failed");
  } finally {
    checking = false;
  }
}

/** Loads the help centre ahead of the first visitor and starts the background version check. */
export async function startHelpWatch(): Promise<void> {
  await helpContent().catch(() => undefined);
  if (timer) return;
  timer = setInterval(() => void checkHelpVersion(), HELP_CHECK_MS);
  timer.unref();
}

export function stopHelpWatch(): void {
  if (timer) clearInterval(timer);
  timer = undefined;
}
