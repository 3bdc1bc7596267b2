import { and, eq, ne, sql } from "drizzle-orm";
import type { Lang } from "#core/constants";
import { db, query } from "../db/client";
import { helpCategories, helpQuestions } from "../db/schema";
import { ApiError } from "../http/envelope";
import { t } from "../messages";
import { parseMarkup, toMarkup, type HelpBlock } from "./markup";
import { helpContent, reloadHelp, type HelpCategory, type HelpQuestion } from "./service";

/**
 * Staff edits of the help centre (/rest/ops/help/…): categories and questions, both languages
 * required, slugs unique (categories among themselves, questions within their category),
 * answers parsed from the staff text form into blocks before anything is stored. Every write
 * reloads this instance's copy at once and moves the page-cache stamp (help-store.ts); the
 * other instances follow within seconds.
 */
export interface CategoryInput {
  id?: number;
  slug: string;
  position?: number;
  nameCn: string;
  nameEn: string;
  descriptionCn: string;
  descriptionEn: string;
}

export interface QuestionInput {
  id?: number;
  categoryId: number;
  slug: string;
  position?: number;
  titleCn: string;
  titleEn: string;
  bodyCn: string;
  bodyEn: string;
  publish?: "0" | "1";
}

/** A unique key met at write time (two staff saving the same slug at once). */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

export function staffCategory(c: HelpCategory) {
  return {
    id: c.id,
    slug: c.slug,
    position: c.position,
    nameCn: c.name.cn,
    nameEn: c.name.en,
    descriptionCn: c.description.cn,
    descriptionEn: c.description.en,
    updatedAt: c.updatedAt.toISOString(),
  };
}

export function staffQuestion(q: HelpQuestion, votes: { yes: number; no: number } = { yes: 0, no: 0 }) {
  return {
    id: q.id,
    categoryId: q.categoryId,
    slug: q.slug,
    position: q.position,
    titleCn: q.title.cn,
    titleEn: q.title.en,
    bodyCn: toMarkup(q.body.cn),
    bodyEn: toMarkup(q.body.en),
    published: q.publishedAt !== null,
    publishedAt: q.publishedAt?.toISOString() ?? null,
    updatedAt: q.updatedAt.toISOString(),
    helpfulYes: votes.yes,
    helpfulNo: votes.no,
  };
}

async function votesOf(questionId?: number): Promise<Map<number, { yes: number; no: number }>> {
  const rows = await query<{ question_id: number; yes: number; no: number }>(sql`
    SELECT question_id, count(*) FILTER (WHERE helpful)::int AS yes, count(*) FILTER (WHERE NOT helpful)::int AS no
    FROM help_votes ${questionId ? sql`WHERE question_id = ${questionId}` : sql``} GROUP BY question_id`);
  return new Map(rows.map((r) => [r.question_id, { yes: r.yes, no: r.no }]));
}

/** Every category with every question, drafts included, and the votes counted. */
export async function staffList() {
  const content = await helpContent();
  const votes = await votesOf();
  return {
    categories: content.categories.map((c) => ({
      ...staffCategory(c),
      questions: content.questions.filter((q) => q.categoryId === c.id).map((q) => staffQuestion(q, votes.get(q.id))),
    })),
  };
}

async function staffQuestionById(id: number) {
  const q = (await helpContent()).questionById.get(id);
  if (!q) throw new ApiError("help_question_not_found");
  return staffQuestion(q, (await votesOf(id)).get(id));
}

export async function saveCategory(input: CategoryInput) {
  const taken = await db()
    .select({ id: helpCategories.id })
    .from(helpCategories)
    .where(input.id ? and(eq(helpCategories.slug, input.slug), ne(helpCategories.id, input.id)) : eq(helpCategories.slug, input.slug))
    .limit(1);
  if (taken.length) throw new ApiError("help_category_slug_taken");
  const values = {
    slug: input.slug,
    nameZh: input.nameCn,
    nameEn: input.nameEn,
    descriptionZh: input.descriptionCn,
    descriptionEn: input.descriptionEn,
  };
  let id: number;
  try {
    if (input.id) {
      const [row] = await db()
        .update(helpCategories)
        .set({ ...values, ...(input.position === undefined ? {} : { position: input.position }), updatedAt: new Date() })
        .where(eq(helpCategories.id, input.id))
        .returning({ id: helpCategories.id });
      if (!row) throw new ApiError("help_category_not_found");
      id = row.id;
    } else {
      const position = input.position ?? (await nextPosition(sql`SELECT coalesce(max(position), -1) + 1 AS next FROM help_categories`));
      const [row] = await db()
        .insert(helpCategories)
        .values({ ...values, position })
        .returning({ id: helpCategories.id });
      id = row.id;
    }
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError("help_category_slug_taken");
    throw error;
  }
  await reloadHelp();
  return staffCategory((await helpContent()).categories.find((c) => c.id === id)!);
}

async function nextPosition(statement: ReturnType<typeof sql>): Promise<number> {
  const [row] = await query<{ next: number }>(statement);
  return Number(row?.next ?? 0);
}

/** The answer's blocks, or a refusal naming the field, the line and what is wrong there. */
function blocksFrom(field: "bodyCn" | "bodyEn", source: string, lang: Lang): HelpBlock[] {
  const parsed = parseMarkup(source);
  if (!parsed.ok) {
    const { line, reason, params } = parsed.error;
    throw new ApiError("help_body_invalid", { field, line, reason: t(lang, reason, params) });
  }
  if (!parsed.blocks.length) throw new ApiError("field_required", { field });
  return parsed.blocks;
}

export async function saveQuestion(input: QuestionInput, lang: Lang) {
  const bodyZh = blocksFrom("bodyCn", input.bodyCn, lang);
  const bodyEn = blocksFrom("bodyEn", input.bodyEn, lang);
  const [category] = await db().select({ id: helpCategories.id }).from(helpCategories).where(eq(helpCategories.id, input.categoryId)).limit(1);
  if (!category) throw new ApiError("help_category_not_found");
  const sameSlug = and(eq(helpQuestions.categoryId, input.categoryId), eq(helpQuestions.slug, input.slug));
  const taken = await db()
    .select({ id: helpQuestions.id })
    .from(helpQuestions)
    .where(input.id ? and(sameSlug, ne(helpQuestions.id, input.id)) : sameSlug)
    .limit(1);
  if (taken.length) throw new ApiError("help_question_slug_taken");
  const now = new Date();
  const values = { categoryId: input.categoryId, slug: input.slug, titleZh: input.titleCn, titleEn: input.titleEn, bodyZh, bodyEn };
  const published = input.publish === undefined ? {} : { publishedAt: input.publish === "1" ? now : null };
  let id: number;
  try {
    if (input.id) {
      // Publishing an already published question keeps its first publication time.
      const keepPublished = input.publish === "1" ? { publishedAt: sql`coalesce(${helpQuestions.publishedAt}, ${now})` } : published;
      const [row] = await db()
        .update(helpQuestions)
        .set({ ...values, ...keepPublished, ...(input.position === undefined ? {} : { position: input.position }), updatedAt: now })
        .where(eq(helpQuestions.id, input.id))
        .returning({ id: helpQuestions.id });
      if (!row) throw new ApiError("help_question_not_found");
      id = row.id;
    } else {
      const position =
        input.position ?? (await nextPosition(sql`SELECT coalesce(max(position), -1) + 1 AS next FROM help_questions WHERE category_id = ${input.categoryId}`));
      const [row] = await db()
        .insert(helpQuestions)
        .values({ ...values, ...published, position })
        .returning({ id: helpQuestions.id });
      id = row.id;
    }
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError("help_question_slug_taken");
    throw error;
  }
  await reloadHelp();
  return staffQuestionById(id);
}

/** Publishes (keeping the first publication time) or takes a question back to draft. */
export async function setPublished(id: number, publish: boolean) {
  const [row] = await db()
    .update(helpQuestions)
    .set({ publishedAt: publish ? sql`coalesce(${helpQuestions.publishedAt}, now())` : null, updatedAt: new Date() })
    .where(eq(helpQuestions.id, id))
    .returning({ id: helpQuestions.id });
  if (!row) throw new ApiError("help_question_not_found");
  await reloadHelp();
  return staffQuestionById(id);
}
