import { and, eq, ne, sql } from "drizzle-orm";
import type { Lang } from "#core/constants";
import { db, query } from "../db/client";
import type { Tx } from "../platform/idempotency";
import { helpCategories, helpQuestions } from "../db/schema";
import { ApiError } from "../http/envelope";
import { t } from "../messages";
import { parseMarkup, toMarkup, type HelpBlock } from "./markup";
import { helpContent, reloadHelp, type HelpCategory, type HelpQuestion } from "./service";

/**
 * Staff edits of the help centre (/rest/ops/help/…): categories and questions, both languages
 * required, slugs unique (categories among themselves, questions within their category),
 * answers parsed from the staff text form into blocks before anything is stored. Every write
 * runs in one transaction with the caller's audit entry (`Audit`: the record before and after),
 * then reloads this instance's copy at once and moves the page-cache stamp (service.ts); the
 * other instances follow within seconds.
 */

/** The caller's audit entry, written in the change's transaction: the record before (null when new) and after. */
export type Audit = (tx: Tx, entry: { action: string; entity: "help_category" | "help_question"; record: number; before: object | null; after: object }) => Promise<void>;

type CategoryRow = typeof helpCategories.$inferSelect;
type QuestionRow = typeof helpQuestions.$inferSelect;

/** What the audit log keeps of a category and of a question (answers in the text form staff write). */
const categorySnapshot = (c: CategoryRow) => ({ slug: c.slug, position: c.position, nameCn: c.nameZh, nameEn: c.nameEn, descriptionCn: c.descriptionZh, descriptionEn: c.descriptionEn });
const questionSnapshot = (q: QuestionRow) => ({
  categoryId: q.categoryId,
  slug: q.slug,
  position: q.position,
  titleCn: q.titleZh,
  titleEn: q.titleEn,
  bodyCn: toMarkup(q.bodyZh),
  bodyEn: toMarkup(q.bodyEn),
  publishedAt: q.publishedAt?.toISOString() ?? null,
});
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

export async function saveCategory(input: CategoryInput, record: Audit) {
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
  const position = input.id || input.position !== undefined ? input.position : await nextPosition(sql`SELECT coalesce(max(position), -1) + 1 AS next FROM help_categories`);
  let id: number;
  try {
    id = await db().transaction(async (tx) => {
      if (input.id) {
        const [before] = await tx.select().from(helpCategories).where(eq(helpCategories.id, input.id)).for("update");
        if (!before) throw new ApiError("help_category_not_found");
        const [after] = await tx
          .update(helpCategories)
          .set({ ...values, ...(position === undefined ? {} : { position }), updatedAt: new Date() })
          .where(eq(helpCategories.id, input.id))
          .returning();
        await record(tx, { action: "help_category.update", entity: "help_category", record: after.id, before: categorySnapshot(before), after: categorySnapshot(after) });
        return after.id;
      }
      const [after] = await tx
        .insert(helpCategories)
        .values({ ...values, position: position ?? 0 })
        .returning();
      await record(tx, { action: "help_category.create", entity: "help_category", record: after.id, before: null, after: categorySnapshot(after) });
      return after.id;
    });
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

export async function saveQuestion(input: QuestionInput, lang: Lang, record: Audit) {
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
  const position =
    input.id || input.position !== undefined
      ? input.position
      : await nextPosition(sql`SELECT coalesce(max(position), -1) + 1 AS next FROM help_questions WHERE category_id = ${input.categoryId}`);
  let id: number;
  try {
    id = await db().transaction(async (tx) => {
      if (input.id) {
        const [before] = await tx.select().from(helpQuestions).where(eq(helpQuestions.id, input.id)).for("update");
        if (!before) throw new ApiError("help_question_not_found");
        // Publishing an already published question keeps its first publication time.
        const keepPublished = input.publish === "1" ? { publishedAt: before.publishedAt ?? now } : published;
        const [after] = await tx
          .update(helpQuestions)
          .set({ ...values, ...keepPublished, ...(position === undefined ? {} : { position }), updatedAt: now })
          .where(eq(helpQuestions.id, input.id))
          .returning();
        await record(tx, { action: "help_question.update", entity: "help_question", record: after.id, before: questionSnapshot(before), after: questionSnapshot(after) });
        return after.id;
      }
      const [after] = await tx
        .insert(helpQuestions)
        .values({ ...values, ...published, position: position ?? 0 })
        .returning();
      await record(tx, { action: "help_question.create", entity: "help_question", record: after.id, before: null, after: questionSnapshot(after) });
      return after.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError("help_question_slug_taken");
    throw error;
  }
  await reloadHelp();
  return staffQuestionById(id);
}

/** Publishes (keeping the first publication time) or takes a question back to draft. */
export async function setPublished(id: number, publish: boolean, record: Audit) {
  await db().transaction(async (tx) => {
    const [before] = await tx.select().from(helpQuestions).where(eq(helpQuestions.id, id)).for("update");
    if (!before) throw new ApiError("help_question_not_found");
    const now = new Date();
    const [after] = await tx
      .update(helpQuestions)
      .set({ publishedAt: publish ? (before.publishedAt ?? now) : null, updatedAt: now })
      .where(eq(helpQuestions.id, id))
      .returning();
    await record(tx, { action: publish ? "help_question.publish" : "help_question.unpublish", entity: "help_question", record: id, before: questionSnapshot(before), after: questionSnapshot(after) });
  });
  await reloadHelp();
  return staffQuestionById(id);
}
