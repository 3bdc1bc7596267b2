import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { callSigned, createTestUser, setupApi, type Envelope } from "../../helpers/api";

/**
 * The help centre's API (api/help/endpoints.ts): the public reads answered from memory in both
 * languages, search across both languages (Han substrings, Latin words, case and accents
 * folded), "was this helpful?" counted once per visitor, and the staff endpoints with the
 * break-glass OPERATOR_TOKEN and their validation (staff sessions: console-help.test.ts) — and that a staff edit reaches the next read at once
 * and moves the stamp the page cache keys on (ADR 012).
 */
const H = "/rest/help";
const OPS = "/rest/ops/help";
const TOKEN = "operator-token-for-help-tests-42";

async function useOperatorToken(token: string | undefined) {
  if (token === undefined) delete process.env.OPERATOR_TOKEN;
  else process.env.OPERATOR_TOKEN = token;
  const { resetEnvCache } = await import("#core/env.server");
  resetEnvCache();
}

const text = (segments: { text: string; hit: boolean }[]) => segments.map((s) => s.text).join("");
const hits = (segments: { text: string; hit: boolean }[]) => segments.filter((s) => s.hit).map((s) => s.text);
const unique = () => randomBytes(4).toString("hex");

beforeAll(async () => {
  await setupApi();
  await useOperatorToken(TOKEN);
});

afterAll(async () => {
  await useOperatorToken(undefined);
});

describe("reading the help centre", () => {
  test("index: the seeded categories with their questions, in the request's language", async () => {
    const cn = await callSigned(`${H}/index`, {}, { language: "cn" });
    const en = await callSigned(`${H}/index`, {}, { language: "en" });
    expect(cn.code).toBe(0);
    expect(cn.data.categories.map((c: { slug: string }) => c.slug)).toEqual(en.data.categories.map((c: { slug: string }) => c.slug));
    expect(cn.data.categories.length).toBeGreaterThanOrEqual(7);
    const count = cn.data.categories.reduce((n: number, c: { questions: unknown[] }) => n + c.questions.length, 0);
    expect(count).toBeGreaterThanOrEqual(30);
    const payments = (d: Envelope) => d.data.categories.find((c: { slug: string }) => c.slug === "payments-deposits-and-fees");
    expect(payments(cn).name).toBe("付款、押金与费用");
    expect(payments(en).name).toBe("Payments, deposits and fees");
    expect(payments(en).questions.map((q: { slug: string }) => q.slug)).toContain("deposit");
  });

  test("category: its questions with summaries and every category for navigation; unknown → code 1", async () => {
    const res = await callSigned(`${H}/category`, { slug: "account-and-security" }, { language: "en" });
    expect(res.code).toBe(0);
    expect(res.data.category).toMatchObject({ slug: "account-and-security", name: "Account and security" });
    expect(res.data.questions[0].summary.length).toBeGreaterThan(20);
    expect(res.data.categories.length).toBeGreaterThanOrEqual(7);
    const missing = await callSigned(`${H}/category`, { slug: "no-such-category" }, { language: "en" });
    expect(missing).toMatchObject({ code: 1, msg: "No such help category", data: null });
    const bad = await callSigned(`${H}/category`, { slug: "Not A Slug!" }, { language: "cn" });
    expect(bad.code).toBe(1);
  });

  test("question: the answer as blocks, a description, related questions of the same category", async () => {
    const res = await callSigned(`${H}/question`, { category: "payments-deposits-and-fees", slug: "deposit" }, { language: "cn" });
    expect(res.code).toBe(0);
    expect(res.data.question.title).toBe("押金是多少？什么时候退还？");
    expect(res.data.question.description).toMatch(/^押金金额因国家和公寓而异/);
    expect(res.data.question.body[0]).toMatchObject({ kind: "p" });
    expect(res.data.related.map((q: { slug: string }) => q.slug)).not.toContain("deposit");
    expect(res.data.related.length).toBeGreaterThanOrEqual(3);
    const links = await callSigned(`${H}/question`, { category: "booking-and-applications", slug: "how-to-apply" }, { language: "en" });
    const list = links.data.question.body.find((b: { kind: string }) => b.kind === "ol");
    expect(list.items.length).toBe(3);
    const para = links.data.question.body.at(-1).content;
    expect(para).toContainEqual({ text: "My applications", href: "/user/applications" });
    const wrongCategory = await callSigned(`${H}/question`, { category: "account-and-security", slug: "deposit" }, { language: "en" });
    expect(wrongCategory).toMatchObject({ code: 1, msg: "No such question, or it is not published" });
  });
});

describe("search", () => {
  const search = (keyword: string, language: "cn" | "en") => callSigned(`${H}/search`, { keyword }, { language });

  test("Chinese: a Han substring inside a title or an answer, no pinyin needed, highlighted", async () => {
    const res = await search("押金", "cn");
    expect(res.data.list[0]).toMatchObject({ categorySlug: "payments-deposits-and-fees", slug: "deposit", snippetLang: "cn" });
    expect(hits(res.data.list[0].title)).toEqual(["押金"]);
    expect(text(res.data.list[0].title)).toBe("押金是多少？什么时候退还？");
    // Only inside answers: the cooling-off period of the booking fee, the pound of the currency question.
    expect((await search("冷静期", "cn")).data.list[0].slug).toBe("booking-fee-and-cancellation");
    const pound = await search("英镑", "cn");
    expect(pound.data.list[0].slug).toBe("currency-and-exchange-rates");
    expect(hits(pound.data.list[0].snippet)).toContain("英镑");
    // A question as people type it: question words dropped, the rest matched.
    expect((await search("怎么取消申请？", "cn")).data.list[0].slug).toBe("cancel-an-application");
  });

  test("English: words at their start and in their plain form, case and accents folded", async () => {
    const refunds = await search("refunds", "en");
    expect(refunds.data.list[0].slug).toBe("booking-fee-and-cancellation");
    expect(hits(refunds.data.list[0].title)).toEqual(["refund"]);
    const folded = await search("CASHBÁCK", "en");
    expect(folded.data.list[0].slug).toBe("cashback");
    expect(hits(folded.data.list[0].title)).toEqual(["cashback"]);
    const both = await search("forgot password", "en");
    expect(both.data.list[0].slug).toBe("forgot-password");
    expect(hits(both.data.list[0].title)).toEqual(["forgot", "password"]);
    expect((await search("airport pickup", "en")).data.list[0].slug).toBe("airport-pickup");
  });

  test("across languages: a Chinese keyword on the English pages answers in English, the snippet where it matched", async () => {
    const res = await search("返现", "en");
    expect(res.data.list[0].slug).toBe("cashback");
    expect(text(res.data.list[0].title)).toBe("How does cashback work?");
    expect(res.data.list[0].snippetLang).toBe("cn");
    expect(hits(res.data.list[0].snippet)).toContain("返现");
    const en = await search("guarantor", "cn");
    expect(en.data.list[0].slug).toBe("guarantor");
    expect(text(en.data.list[0].title)).toBe("需要担保人吗？");
  });

  test("no match, an empty keyword, and the limit", async () => {
    expect((await search("xyzzyqwv", "en")).data).toEqual({ keyword: "xyzzyqwv", total: 0, list: [] });
    expect((await search("", "cn")).data.total).toBe(0);
    const limited = await callSigned(`${H}/search`, { keyword: "the", limit: 2 }, { language: "en" });
    expect(limited.data.list).toHaveLength(2);
    expect(limited.data.total).toBeGreaterThan(2);
    const tooLong = await search("x".repeat(101), "en");
    expect(tooLong.code).toBe(1);
  });
});

describe("staff endpoints", () => {
  const ops = (path: string, fields: Record<string, string | number | undefined>, language: "cn" | "en" = "en") =>
    callSigned(`${OPS}${path}`, { operatorToken: TOKEN, ...fields }, { language });
  const category = (slug: string) => ({
    slug,
    nameCn: "测试分类",
    nameEn: "Test category",
    descriptionCn: "工作人员测试用的分类。",
    descriptionEn: "A category staff use for tests.",
  });
  const question = (categoryId: number, slug: string, extra: Record<string, string> = {}) => ({
    categoryId,
    slug,
    titleCn: "怎样测试帮助中心的编辑？",
    titleEn: "How is help centre editing tested?",
    bodyCn: "第一段说明，带有[我的申请](/user/applications)链接。\n\n- 第一项\n- 第二项",
    bodyEn: "A first paragraph with a link to [My applications](/user/applications).\n\n1. first step\n2. second step",
    ...extra,
  });

  test("refuse a wrong token, and every call while OPERATOR_TOKEN is unset", async () => {
    const wrong = await callSigned(`${OPS}/list`, { operatorToken: "not-the-token-at-all" }, { language: "en" });
    expect(wrong).toMatchObject({ code: 1, msg: "Operator access is not allowed", data: null });
    const missing = await callSigned(`${OPS}/category/save`, category(`nope-${unique()}`), { language: "cn" });
    expect(missing).toMatchObject({ code: 3, msg: "请先登录管理后台" });
    await useOperatorToken(undefined);
    try {
      expect((await callSigned(`${OPS}/list`, { operatorToken: TOKEN })).code).toBe(1);
    } finally {
      await useOperatorToken(TOKEN);
    }
  });

  test("validate: both languages, lengths, slug format, slugs unique, answers with only site links", async () => {
    const slug = `valid-${unique()}`;
    const noEn = await ops("/category/save", { ...category(slug), nameEn: "" });
    expect(noEn).toMatchObject({ code: 1, msg: "nameEn is required" });
    const badSlug = await ops("/category/save", { ...category("Bad Slug") }, "cn");
    expect(badSlug.code).toBe(1);
    expect(badSlug.msg).toContain("slug");
    const longName = await ops("/category/save", { ...category(slug), nameCn: "名".repeat(41) });
    expect(longName).toMatchObject({ code: 1, msg: "nameCn must be at most 40 characters" });
    const created = await ops("/category/save", category(slug));
    expect(created.code).toBe(0);
    const taken = await ops("/category/save", category(slug));
    expect(taken).toMatchObject({ code: 1, msg: "Another category already uses this slug" });

    const id = created.data.id;
    const shortTitle = await ops("/question/save", question(id, "q", { titleEn: "Hm" }));
    expect(shortTitle).toMatchObject({ code: 1, msg: "titleEn must be at least 4 characters" });
    const noCn = await ops("/question/save", question(id, "q", { bodyCn: "" }));
    expect(noCn).toMatchObject({ code: 1, msg: "bodyCn is required" });
    const external = await ops("/question/save", question(id, "q", { bodyEn: "Fine first line.\n\nSee [this](https://evil.example/x) for more." }));
    expect(external.code).toBe(1);
    expect(external.msg).toBe("bodyEn line 3: links may only point to a page of this site, e.g. [My applications](/user/applications)");
    const script = await ops("/question/save", question(id, "q", { bodyEn: "Click [here](javascript:alert(1)) now, please." }), "cn");
    expect(script.msg).toMatch(/^bodyEn 第 1 行：链接只能指向本站页面/);
    const long = await ops("/question/save", question(id, "q", { bodyEn: "x".repeat(6001) }));
    expect(long).toMatchObject({ code: 1, msg: "bodyEn must be at most 6000 characters" });
    const unknownCategory = await ops("/question/save", question(2_000_000_000, "q"));
    expect(unknownCategory).toMatchObject({ code: 1, msg: "No such help category" });

    const first = await ops("/question/save", question(id, "same-slug"));
    expect(first.code).toBe(0);
    const again = await ops("/question/save", question(id, "same-slug"));
    expect(again).toMatchObject({ code: 1, msg: "Another question in this category already uses this slug" });
    // The same slug in another category is another URL: allowed.
    const other = await ops("/category/save", category(`other-${unique()}`));
    expect((await ops("/question/save", question(other.data.id, "same-slug"))).code).toBe(0);
  });

  test("create a draft, publish it, change it, take it off: the public reads follow at once", async () => {
    const { catalogueStamp } = await import("../../../api/catalogue/catalogue-snapshot");
    const cat = await ops("/category/save", { ...category(`edit-${unique()}`), nameEn: "Editing tests", position: 99 });
    const slug = `how-editing-works-${unique()}`;
    const draft = await ops("/question/save", question(cat.data.id, slug, { titleEn: "How does zephyrine editing work?", titleCn: "编辑流程如何运作（测试）？" }));
    expect(draft.code).toBe(0);
    expect(draft.data).toMatchObject({ slug, published: false, publishedAt: null, helpfulYes: 0, helpfulNo: 0 });
    expect(draft.data.bodyEn).toBe("A first paragraph with a link to [My applications](/user/applications).\n\n1. first step\n2. second step");
    // A draft is nowhere public.
    const read = () => callSigned(`${H}/question`, { category: cat.data.slug, slug }, { language: "en" });
    expect((await read()).code).toBe(1);
    expect((await callSigned(`${H}/search`, { keyword: "zephyrine" }, { language: "en" })).data.total).toBe(0);
    expect((await callSigned(`${H}/category`, { slug: cat.data.slug })).code).toBe(1);

    const before = catalogueStamp();
    const published = await ops("/question/publish", { id: draft.data.id });
    expect(published.data).toMatchObject({ published: true });
    expect(published.data.publishedAt).toEqual(expect.any(String));
    // The page cache keys on this stamp: kept help pages are dropped by the edit.
    expect(catalogueStamp()).not.toBe(before);
    expect((await read()).data.question.title).toBe("How does zephyrine editing work?");
    const found = await callSigned(`${H}/search`, { keyword: "zephyrine" }, { language: "cn" });
    expect(found.data.list[0]).toMatchObject({ slug, categorySlug: cat.data.slug });
    expect(text(found.data.list[0].title)).toBe("编辑流程如何运作（测试）？");
    const index = await callSigned(`${H}/index`, {}, { language: "en" });
    expect(index.data.categories.find((c: { slug: string }) => c.slug === cat.data.slug).questions).toEqual([{ slug, title: "How does zephyrine editing work?" }]);

    const changed = await ops("/question/save", question(cat.data.id, slug, { id: String(draft.data.id), titleEn: "How does zephyrine editing work now?" }));
    expect(changed.data).toMatchObject({ published: true, publishedAt: published.data.publishedAt });
    expect((await read()).data.question.title).toBe("How does zephyrine editing work now?");

    const list = await ops("/list", {});
    const mine = list.data.categories.find((c: { id: number }) => c.id === cat.data.id);
    expect(mine.questions.map((q: { id: number }) => q.id)).toEqual([draft.data.id]);

    const off = await ops("/question/unpublish", { id: draft.data.id });
    expect(off.data).toMatchObject({ published: false, publishedAt: null });
    expect((await read()).code).toBe(1);
    expect((await ops("/question/publish", { id: 2_000_000_000 })).msg).toBe("No such question, or it is not published");
  });

  test("an edit made elsewhere (another instance, or by hand) is picked up by the version check", async () => {
    const { db } = await import("../../../api/db/client");
    const { sql } = await import("drizzle-orm");
    const { checkHelpVersion } = await import("../../../api/help/service");
    const { catalogueStamp } = await import("../../../api/catalogue/catalogue-snapshot");
    const cat = await ops("/category/save", category(`elsewhere-${unique()}`));
    const q = await ops("/question/save", question(cat.data.id, "elsewhere", { publish: "1" }));
    await db().execute(sql`UPDATE help_questions SET title_en = 'Changed by hand in psql' WHERE id = ${q.data.id}`);
    const before = catalogueStamp();
    await checkHelpVersion();
    expect(catalogueStamp()).not.toBe(before);
    const read = await callSigned(`${H}/question`, { category: cat.data.slug, slug: "elsewhere" }, { language: "en" });
    expect(read.data.question.title).toBe("Changed by hand in psql");
  });
});

describe("was this helpful?", () => {
  let questionId: number;
  beforeAll(async () => {
    const res = await callSigned(`${H}/question`, { category: "tenancies-and-moving-in", slug: "guarantor" }, { language: "en" });
    questionId = res.data.question.id;
  });
  const vote = (fields: Record<string, string | number>, opts: { token?: string; language?: "cn" | "en" } = {}) => callSigned(`${H}/vote`, fields, opts);
  const counts = async () => {
    const list = await callSigned(`${OPS}/list`, { operatorToken: TOKEN });
    const q = list.data.categories.flatMap((c: { questions: { id: number }[] }) => c.questions).find((x: { id: number }) => x.id === questionId);
    return { yes: q.helpfulYes, no: q.helpfulNo };
  };

  test("counted once per visitor: a repeat changes nothing, another visitor counts", async () => {
    const before = await counts();
    const visitor = `visitor-${unique()}`;
    const first = await vote({ questionId, helpful: "yes", hooid: visitor }, { language: "cn" });
    expect(first).toMatchObject({ code: 0, data: { counted: true }, msg: "感谢您的反馈" });
    const repeat = await vote({ questionId, helpful: "no", hooid: visitor }, { language: "en" });
    expect(repeat).toMatchObject({ code: 0, data: { counted: false }, msg: "You have already rated this answer; thank you" });
    expect(await vote({ questionId, helpful: "no", hooid: `visitor-${unique()}` })).toMatchObject({ data: { counted: true } });
    expect(await counts()).toEqual({ yes: before.yes + 1, no: before.no + 1 });
  });

  test("without a visitor id a logged-in user is the visitor; with neither the vote is refused", async () => {
    const user = await createTestUser({ userName: "help-voter" });
    expect((await vote({ questionId, helpful: "yes" }, { token: user.token })).data).toEqual({ counted: true });
    expect((await vote({ questionId, helpful: "yes" }, { token: user.token })).data).toEqual({ counted: false });
    const nobody = await vote({ questionId, helpful: "yes" }, { language: "en" });
    expect(nobody).toMatchObject({ code: 1, msg: "We could not recognise your browser; allow this site's cookies and try again" });
  });

  test("refuses a bad answer, an unknown question and a draft", async () => {
    expect(await vote({ questionId, helpful: "maybe", hooid: "v-123456789" }, { language: "en" })).toMatchObject({ code: 1, msg: "Choose whether the answer helped: yes or no" });
    expect(await vote({ questionId: 2_000_000_000, helpful: "yes", hooid: "v-123456789" }, { language: "en" })).toMatchObject({
      code: 1,
      msg: "No such question, or it is not published",
    });
    const cat = await callSigned(`${OPS}/category/save`, { operatorToken: TOKEN, slug: `votes-${unique()}`, nameCn: "投票", nameEn: "Votes", descriptionCn: "测试。", descriptionEn: "Tests." });
    const draft: Envelope = await callSigned(`${OPS}/question/save`, {
      operatorToken: TOKEN,
      categoryId: cat.data.id,
      slug: "draft",
      titleCn: "草稿问题？",
      titleEn: "A draft question?",
      bodyCn: "这是草稿问题的回答内容。",
      bodyEn: "The draft question's answer.",
    });
    expect(draft.code).toBe(0);
    expect((await vote({ questionId: draft.data.id, helpful: "yes", hooid: "v-123456789" })).code).toBe(1);
  });
});
