import type { Lang } from "#core/constants";
import { helpContract } from "#core/contract/help";
import { implement } from "../http/endpoint";
import { ApiError, Reply } from "../http/envelope";
import { saveCategory, saveQuestion, setPublished, staffList, type Audit } from "./editing";
import { searchDocs } from "./search";
import { helpContent, type HelpContent, type HelpQuestion } from "./service";
import { voteHelpful } from "./votes";
import { allowedActor, audit, type Actor } from "../staff";
import { clientIp } from "../http/context";

/** `/rest/help/…` for every visitor (answered from memory) and `/rest/ops/help/…` for staff. */
const link = (q: HelpQuestion, lang: Lang) => ({ slug: q.slug, title: q.title[lang] });

/** The audit entry of a staff change, by whoever made it. */
const auditBy =
  (actor: Actor): Audit =>
  (tx, entry) =>
    audit(tx, actor, entry);

/** Categories that have a published question, in order. */
const visibleCategories = (c: HelpContent) => c.categories.filter((cat) => c.published.get(cat.id)?.length);

export const helpEndpoints = implement(helpContract, {
  "/rest/help/index": async (_, ctx) => {
    const content = await helpContent();
    return {
      categories: visibleCategories(content).map((c) => ({
        slug: c.slug,
        name: c.name[ctx.lang],
        description: c.description[ctx.lang],
        questions: content.published.get(c.id)!.map((q) => link(q, ctx.lang)),
      })),
    };
  },
  "/rest/help/category": async ({ slug }, ctx) => {
    const content = await helpContent();
    const category = content.categoryBySlug.get(slug);
    const questions = category ? content.published.get(category.id) : undefined;
    if (!category || !questions?.length) throw new ApiError("help_category_not_found");
    return {
      category: { slug: category.slug, name: category.name[ctx.lang], description: category.description[ctx.lang] },
      questions: questions.map((q) => ({ ...link(q, ctx.lang), summary: q.summary[ctx.lang] })),
      categories: visibleCategories(content).map((c) => ({ slug: c.slug, name: c.name[ctx.lang] })),
    };
  },
  "/rest/help/question": async (input, ctx) => {
    const content = await helpContent();
    const category = content.categoryBySlug.get(input.category);
    const siblings = category ? (content.published.get(category.id) ?? []) : [];
    const question = siblings.find((q) => q.slug === input.slug);
    if (!category || !question) throw new ApiError("help_question_not_found");
    return {
      category: { slug: category.slug, name: category.name[ctx.lang] },
      question: {
        id: question.id,
        slug: question.slug,
        title: question.title[ctx.lang],
        description: question.summary[ctx.lang],
        body: question.body[ctx.lang],
        updatedAt: question.updatedAt.toISOString(),
      },
      related: siblings.filter((q) => q.id !== question.id).map((q) => link(q, ctx.lang)),
    };
  },
  "/rest/help/search": async ({ keyword = "", limit }, ctx) => {
    const content = await helpContent();
    const hits = searchDocs(content.search, keyword, ctx.lang);
    return {
      keyword,
      total: hits.length,
      list: hits.slice(0, limit).map((h) => {
        const q = content.questionById.get(h.id)!;
        const c = content.categories.find((cat) => cat.id === q.categoryId)!;
        return { categorySlug: c.slug, categoryName: c.name[ctx.lang], slug: q.slug, title: h.title, snippet: h.snippet, snippetLang: h.snippetLang };
      }),
    };
  },
  "/rest/help/vote": async (input, ctx) => {
    const user = await ctx.user();
    const result = await voteHelpful({
      questionId: input.questionId,
      helpful: input.helpful === "yes",
      hooid: ctx.fields.hooid,
      userId: user?.id,
      ip: clientIp(ctx),
    });
    return new Reply(result, result.counted ? "help_vote_thanks" : "help_vote_already");
  },
  // Staff: a session whose role may update the help centre (moderators, admins), or the
  // break-glass operator token; every change is audited in its own transaction.
  "/rest/ops/help/list": async (input, ctx) => {
    await allowedActor(input, ctx, "update", "help", true);
    return staffList();
  },
  "/rest/ops/help/category/save": async ({ staffToken, operatorToken, ...input }, ctx) => {
    const actor = await allowedActor({ staffToken, operatorToken }, ctx, "update", "help");
    return saveCategory(input, auditBy(actor));
  },
  "/rest/ops/help/question/save": async ({ staffToken, operatorToken, ...input }, ctx) => {
    const actor = await allowedActor({ staffToken, operatorToken }, ctx, "update", "help");
    return saveQuestion(input, ctx.lang, auditBy(actor));
  },
  "/rest/ops/help/question/publish": async ({ id, ...credentials }, ctx) => {
    const actor = await allowedActor(credentials, ctx, "update", "help");
    return setPublished(id, true, auditBy(actor));
  },
  "/rest/ops/help/question/unpublish": async ({ id, ...credentials }, ctx) => {
    const actor = await allowedActor(credentials, ctx, "update", "help");
    return setPublished(id, false, auditBy(actor));
  },
});
