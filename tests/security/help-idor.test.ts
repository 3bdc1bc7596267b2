import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { callSigned, createTestUser, setupApi } from "../helpers/api";

/**
 * Who may do what in the help centre: only staff (operatorToken) edit, whatever session a caller
 * holds; a draft is readable by no public endpoint and takes no votes; one visitor's vote never
 * touches another's; and what staff type is stored and answered as text, never markup.
 */
const TOKEN = "operator-token-for-help-idor-42";
const H = "/rest/help";
const OPS = "/rest/ops/help";
const unique = () => randomBytes(4).toString("hex");

async function useOperatorToken(token: string | undefined) {
  if (token === undefined) delete process.env.OPERATOR_TOKEN;
  else process.env.OPERATOR_TOKEN = token;
  const { resetEnvCache } = await import("#core/env.server");
  resetEnvCache();
}

let categoryId: number;
let categorySlug: string;
let draftId: number;

beforeAll(async () => {
  await setupApi();
  await useOperatorToken(TOKEN);
  categorySlug = `idor-${unique()}`;
  const cat = await callSigned(`${OPS}/category/save`, { operatorToken: TOKEN, slug: categorySlug, nameCn: "权限测试", nameEn: "Access tests", descriptionCn: "权限测试分类。", descriptionEn: "Access tests." });
  categoryId = cat.data.id;
  const draft = await callSigned(`${OPS}/question/save`, {
    operatorToken: TOKEN,
    categoryId,
    slug: "secret-draft",
    titleCn: "尚未发布的草稿问题？",
    titleEn: "An unpublished quokkafish draft?",
    bodyCn: "草稿内容，访客不应看到。",
    bodyEn: "Draft text that visitors must not see.",
  });
  draftId = draft.data.id;
});

afterAll(async () => {
  await useOperatorToken(undefined);
});

describe("staff only", () => {
  test("a student's session is neither an operator token nor a staff session: every staff endpoint refuses it", async () => {
    const student = await createTestUser({ userName: "help-idor" });
    const calls: [string, Record<string, string | number>][] = [
      ["/list", {}],
      ["/category/save", { slug: `x-${unique()}`, nameCn: "名", nameEn: "N", descriptionCn: "描述。", descriptionEn: "D." }],
      ["/question/save", { categoryId, slug: "x", titleCn: "标题标题？", titleEn: "A title?", bodyCn: "回答内容至少十个字。", bodyEn: "An answer of ten." }],
      ["/question/publish", { id: draftId }],
      ["/question/unpublish", { id: draftId }],
    ];
    for (const [path, fields] of calls) {
      for (const operatorToken of [undefined, "", student.token, `${TOKEN}x`]) {
        const res = await callSigned(`${OPS}${path}`, { ...fields, operatorToken }, { token: student.token, language: "en" });
        // No credential at all asks for the console's sign-in; a wrong token is refused.
        const refusal = operatorToken ? { code: 1, msg: "Operator access is not allowed" } : { code: 3, msg: "Please sign in to the console" };
        expect(res, `${path} ${operatorToken}`).toMatchObject({ ...refusal, data: null });
      }
      const asStaff = await callSigned(`${OPS}${path}`, { ...fields, staffToken: student.token }, { token: student.token, language: "en" });
      expect(asStaff, `${path} staffToken`).toMatchObject({ code: 3, msg: "Please sign in to the console", data: null });
    }
    // Nothing was published by those calls.
    expect((await callSigned(`${H}/question`, { category: categorySlug, slug: "secret-draft" })).code).toBe(1);
  });
});

describe("drafts stay private", () => {
  test("no public read shows a draft, and it takes no vote", async () => {
    expect((await callSigned(`${H}/question`, { category: categorySlug, slug: "secret-draft" }, { language: "en" })).code).toBe(1);
    expect((await callSigned(`${H}/category`, { slug: categorySlug })).code).toBe(1);
    const index = await callSigned(`${H}/index`, {}, { language: "en" });
    expect(JSON.stringify(index.data)).not.toContain("quokkafish");
    expect((await callSigned(`${H}/search`, { keyword: "quokkafish" }, { language: "en" })).data.total).toBe(0);
    expect((await callSigned(`${H}/vote`, { questionId: draftId, helpful: "yes", hooid: `v-${unique()}` })).code).toBe(1);
  });
});

describe("votes", () => {
  test("one visitor's vote never changes another's, and cannot be changed by a repeat", async () => {
    const pub = await callSigned(`${OPS}/question/save`, {
      operatorToken: TOKEN,
      categoryId,
      slug: `public-${unique()}`,
      titleCn: "公开的问题？",
      titleEn: "A public question?",
      bodyCn: "公开问题的回答内容。",
      bodyEn: "The public question's answer.",
      publish: "1",
    });
    const id = pub.data.id;
    const a = `v-a-${unique()}`;
    const b = `v-b-${unique()}`;
    expect((await callSigned(`${H}/vote`, { questionId: id, helpful: "yes", hooid: a })).data).toEqual({ counted: true });
    // B's vote counts on its own; A's repeat (the other answer) changes nothing.
    expect((await callSigned(`${H}/vote`, { questionId: id, helpful: "no", hooid: b })).data).toEqual({ counted: true });
    expect((await callSigned(`${H}/vote`, { questionId: id, helpful: "no", hooid: a })).data).toEqual({ counted: false });
    const list = await callSigned(`${OPS}/list`, { operatorToken: TOKEN });
    const q = list.data.categories.find((c: { id: number }) => c.id === categoryId).questions.find((x: { id: number }) => x.id === id);
    expect({ yes: q.helpfulYes, no: q.helpfulNo }).toEqual({ yes: 1, no: 1 });
  });
});

describe("what staff type is text", () => {
  test("markup in titles and answers is stored and answered as plain text runs", async () => {
    const slug = `xss-${unique()}`;
    const saved = await callSigned(`${OPS}/question/save`, {
      operatorToken: TOKEN,
      categoryId,
      slug,
      titleCn: "<img src=x onerror=alert(1)>？",
      titleEn: "<script>alert(1)</script>?",
      bodyCn: "<b>粗体</b> 与 <a href=\"javascript:alert(1)\">链接</a>",
      bodyEn: "<iframe src=\"//evil.example\"></iframe> text",
      publish: "1",
    });
    expect(saved.code).toBe(0);
    const read = await callSigned(`${H}/question`, { category: categorySlug, slug }, { language: "cn" });
    expect(read.data.question.title).toBe("<img src=x onerror=alert(1)>？");
    expect(read.data.question.body).toEqual([{ kind: "p", content: [{ text: "<b>粗体</b> 与 <a href=\"javascript:alert(1)\">链接</a>" }] }]);
    // A link written in the staff form to anything but a site path is refused, not stored.
    const link = await callSigned(`${OPS}/question/save`, {
      operatorToken: TOKEN,
      id: saved.data.id,
      categoryId,
      slug,
      titleCn: "标题标题？",
      titleEn: "A title?",
      bodyCn: "看 [这里](javascript:alert(1)) 吧。",
      bodyEn: "See [here](/user/profiles) please.",
    });
    expect(link.code).toBe(1);
    expect((await callSigned(`${H}/question`, { category: categorySlug, slug }, { language: "cn" })).data.question.title).toBe("<img src=x onerror=alert(1)>？");
  });
});
