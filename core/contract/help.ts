import { defineContract } from "./define";
import { opsAuth } from "./staff";
import { z, zId, zInt } from "./zod";

/**
 * `/rest/help/…`: the help centre's questions and answers for every visitor, and
 * `/rest/ops/help/…`: the staff endpoints that edit them (a session whose role may `update:help`,
 * as moderators and admins may, or the break-glass `operatorToken`).
 */
const tag = "help";
const staffTag = "operator";

/** Bounds of what staff may write; the API refuses anything outside them with a readable message. */
export const HELP_LIMITS = {
  slugMax: 80,
  nameMax: 40,
  descriptionMax: 200,
  titleMin: 4,
  titleMax: 120,
  bodyMin: 10,
  bodyMax: 6000,
  positionMax: 10_000,
  keywordMax: 100,
  searchLimitMax: 50,
} as const;

/** A run of text, or a link (`href`: a path of this site without the language prefix, e.g. `/user/applications`). */
export const helpInline = z.object({
  text: z.string(),
  href: z.string().optional().openapi({ description: "A path of this site without its language prefix; the page adds /cn or /en" }),
});

/** An answer is a list of blocks: paragraphs and lists of text runs and links, never HTML. */
export const helpBlock = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("p"), content: z.array(helpInline) }),
  z.object({ kind: z.literal("ul"), items: z.array(z.array(helpInline)) }),
  z.object({ kind: z.literal("ol"), items: z.array(z.array(helpInline)) }),
]);

/** Text split where the search matched (`hit`), for highlighting. */
const segments = z.array(z.object({ text: z.string(), hit: z.boolean() }));

const questionLink = z.object({ slug: z.string(), title: z.string() });
const categoryRef = z.object({ slug: z.string(), name: z.string() });

const zHelpSlug = () =>
  z
    .string()
    .trim()
    .toLowerCase()
    .max(HELP_LIMITS.slugMax)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "msg:help_slug_invalid")
    .openapi({ description: "Lower-case words and digits joined by `-`", example: "how-to-apply" });
const zName = () => z.string().trim().min(1).max(HELP_LIMITS.nameMax);
const zDescription = () => z.string().trim().min(1).max(HELP_LIMITS.descriptionMax);
const zTitle = () => z.string().trim().min(HELP_LIMITS.titleMin).max(HELP_LIMITS.titleMax);
const zBody = () =>
  z
    .string()
    .trim()
    .min(HELP_LIMITS.bodyMin)
    .max(HELP_LIMITS.bodyMax)
    .openapi({
      description:
        "The answer as plain text: paragraphs separated by a blank line; lines starting with `- ` make a bulleted list, `1. ` a numbered one; `[words](/path)` links to a page of this site (a path without the language prefix). Anything else is text, never HTML.",
    });
const zPosition = () => zInt(0, HELP_LIMITS.positionMax).optional().openapi({ description: "Order on the page, smallest first (new: after the last)" });

const staffCategory = z.object({
  id: z.number().int(),
  slug: z.string(),
  position: z.number().int(),
  nameCn: z.string(),
  nameEn: z.string(),
  descriptionCn: z.string(),
  descriptionEn: z.string(),
  updatedAt: z.string(),
});
const staffQuestion = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  slug: z.string(),
  position: z.number().int(),
  titleCn: z.string(),
  titleEn: z.string(),
  bodyCn: z.string().openapi({ description: "The answer in the text form the save endpoint takes" }),
  bodyEn: z.string(),
  published: z.boolean(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  helpfulYes: z.number().int(),
  helpfulNo: z.number().int(),
});

export const helpContract = defineContract({
  "/rest/help/index": {
    summary: "The help centre: every category with its published questions",
    description: "Categories without a published question are left out. Names and titles in the request's language.",
    tag,
    auth: "none",
    body: z.object({}),
    response: z.object({
      categories: z.array(
        z.object({
          slug: z.string(),
          name: z.string(),
          description: z.string(),
          questions: z.array(questionLink),
        }),
      ),
    }),
  },
  "/rest/help/category": {
    summary: "One help category with its published questions",
    description: "An unknown slug, or a category without a published question, answers code 1.",
    tag,
    auth: "none",
    body: z.object({ slug: zHelpSlug() }),
    response: z.object({
      category: z.object({ slug: z.string(), name: z.string(), description: z.string() }),
      questions: z.array(questionLink.extend({ summary: z.string() })),
      categories: z.array(categoryRef).openapi({ description: "Every category with a published question, for navigation" }),
    }),
  },
  "/rest/help/question": {
    summary: "One published question with its answer and related questions",
    description: "`description` is a plain-text summary of the answer (page meta). `related`: other published questions of the same category.",
    tag,
    auth: "none",
    body: z.object({ category: zHelpSlug(), slug: zHelpSlug() }),
    response: z.object({
      category: categoryRef,
      question: z.object({
        id: z.number().int(),
        slug: z.string(),
        title: z.string(),
        description: z.string(),
        body: z.array(helpBlock),
        updatedAt: z.string(),
      }),
      related: z.array(questionLink),
    }),
  },
  "/rest/help/search": {
    summary: "Search the published questions and answers in both languages",
    description:
      "Han characters match as substrings, Latin words by word (prefix, plural and -ing/-ed forms), case and accents folded; a question matches in either language and is answered in the request's. Best matches first: more of the keyword's terms, then title before category before answer. `title` and `snippet` come split into segments with `hit` where the keyword matched; `snippetLang` names the snippet's language (the other one when only it matched).",
    tag,
    auth: "none",
    body: z.object({
      keyword: z.string().max(HELP_LIMITS.keywordMax).optional(),
      limit: zInt(1, HELP_LIMITS.searchLimitMax).default(20).openapi({ description: `Results at most (1–${HELP_LIMITS.searchLimitMax})` }),
    }),
    response: z.object({
      keyword: z.string(),
      total: z.number().int(),
      list: z.array(
        z.object({
          categorySlug: z.string(),
          categoryName: z.string(),
          slug: z.string(),
          title: segments,
          snippet: segments,
          snippetLang: z.enum(["cn", "en"]),
        }),
      ),
    }),
  },
  "/rest/help/vote": {
    summary: "Was this answer helpful? One vote per visitor and question",
    description:
      "The visitor is the `hooid` field (the site's visitor id), else the logged-in user. The first vote counts; a repeat answers `counted: false` and changes nothing. Capped per client IP.",
    tag,
    auth: "none",
    body: z.object({ questionId: zId("msg:help_question_not_found"), helpful: z.enum(["yes", "no"], { message: "msg:help_vote_invalid" }) }),
    response: z.object({ counted: z.boolean() }),
  },
  "/rest/ops/help/list": {
    summary: "Staff: every help category and question, drafts included",
    description: "Answers in the text form the save endpoint takes, with the helpful votes counted.",
    tag: staffTag,
    auth: "none",
    body: z.object({ ...opsAuth }),
    response: z.object({ categories: z.array(staffCategory.extend({ questions: z.array(staffQuestion) })) }),
  },
  "/rest/ops/help/category/save": {
    summary: "Staff: create a help category, or change one (with `id`)",
    description: "Both languages are required. The slug is the category's URL text (/help/<slug>) and must be unused by another category.",
    tag: staffTag,
    auth: "none",
    body: z.object({
      ...opsAuth,
      id: zId("msg:help_category_not_found").optional(),
      slug: zHelpSlug(),
      position: zPosition(),
      nameCn: zName(),
      nameEn: zName(),
      descriptionCn: zDescription(),
      descriptionEn: zDescription(),
    }),
    response: staffCategory,
  },
  "/rest/ops/help/question/save": {
    summary: "Staff: create a help question, or change one (with `id`)",
    description:
      "Both languages are required. The slug is the question's URL text (/help/<category slug>/<slug>) and must be unused in its category. A new question is a draft unless `publish=1`; a change keeps its published state. Visitors' pages show a change within seconds.",
    tag: staffTag,
    auth: "none",
    body: z.object({
      ...opsAuth,
      id: zId("msg:help_question_not_found").optional(),
      categoryId: zId("msg:help_category_not_found"),
      slug: zHelpSlug(),
      position: zPosition(),
      titleCn: zTitle(),
      titleEn: zTitle(),
      bodyCn: zBody(),
      bodyEn: zBody(),
      publish: z.enum(["0", "1"]).optional().openapi({ description: "1: publish now; 0: keep (or make) it a draft" }),
    }),
    response: staffQuestion,
  },
  "/rest/ops/help/question/publish": {
    summary: "Staff: publish a help question",
    tag: staffTag,
    auth: "none",
    body: z.object({ ...opsAuth, id: zId("msg:help_question_not_found") }),
    response: staffQuestion,
  },
  "/rest/ops/help/question/unpublish": {
    summary: "Staff: take a help question off the site (it stays as a draft)",
    tag: staffTag,
    auth: "none",
    body: z.object({ ...opsAuth, id: zId("msg:help_question_not_found") }),
    response: staffQuestion,
  },
});
