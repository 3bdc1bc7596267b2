import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, test } from "vitest";
import { callSigned } from "../../helpers/api";
import { auditOf, newStaff, ok, refused, setupConsole } from "../../helpers/console";

/**
 * The help centre edited from the console: a moderator's session (or an admin's) may list, save,
 * publish and unpublish questions; an adviser or a landlord is refused every call; each change
 * is in the audit log with the question before and after; the public page shows a published
 * edit at once, in both languages.
 */
let admin: string;
beforeAll(async () => {
  admin = await setupConsole();
});

const unique = () => randomBytes(4).toString("hex");

async function questionPage(lang: "cn" | "en", category: string, question: string) {
  const { loader } = await import("~/routes/$lang.help_.$category_.$question");
  const request = new Request(`http://localhost/${lang}/help/${category}/${question}`);
  return loader({ request, params: { lang, category, question }, context: {} });
}

describe("help questions in the console", () => {
  test("an adviser and a landlord are refused every call; a moderator is not", async () => {
    const adviser = await newStaff(admin, "adviser");
    const landlord = await newStaff(admin, "landlord");
    const moderator = await newStaff(admin, "moderator");
    const calls = [
      ["/rest/ops/help/list", {}],
      ["/rest/ops/help/category/save", { slug: `nope-${unique()}`, nameCn: "不行", nameEn: "No", descriptionCn: "不行。", descriptionEn: "No." }],
      ["/rest/ops/help/question/publish", { id: 1 }],
      ["/rest/ops/help/question/unpublish", { id: 1 }],
    ] as const;
    for (const who of [adviser, landlord]) {
      for (const [path, fields] of calls) {
        expect((await refused(path, { staffToken: who.token, ...fields })).msg, path).toBe("You are not allowed to do this");
      }
    }
    const list = await ok<{ categories: { slug: string; questions: unknown[] }[] }>("/rest/ops/help/list", { staffToken: moderator.token });
    expect(list.categories.length).toBeGreaterThanOrEqual(7);
  });

  test("a moderator writes a draft, publishes it and edits it: audited before and after, the public page follows", async () => {
    const { catalogueStamp } = await import("../../../api/catalogue/catalogue-snapshot");
    const moderator = await newStaff(admin, "moderator");
    const as = { staffToken: moderator.token };
    const cat = await ok<{ id: number; slug: string }>("/rest/ops/help/category/save", {
      ...as,
      slug: `console-${unique()}`,
      nameCn: "控制台测试",
      nameEn: "Console tests",
      descriptionCn: "在控制台编辑的问题。",
      descriptionEn: "Questions edited in the console.",
    });
    const slug = `edited-in-console-${unique()}`;
    const fields = {
      ...as,
      categoryId: cat.id,
      slug,
      titleCn: "控制台里怎样编辑问题？",
      titleEn: "How is a question edited in the console?",
      bodyCn: "在帮助中心页面打开问题，修改后保存。",
      bodyEn: "Open the question on the help page, change it and save.",
    };
    const draft = await ok<{ id: number; published: boolean }>("/rest/ops/help/question/save", fields);
    expect(draft.published).toBe(false);
    expect((await callSigned("/rest/help/question", { category: cat.slug, slug }, { language: "en" })).code).toBe(1);

    const before = catalogueStamp();
    await ok("/rest/ops/help/question/publish", { ...as, id: draft.id });
    expect(catalogueStamp()).not.toBe(before);
    await ok("/rest/ops/help/question/save", { ...fields, id: draft.id, titleEn: "How is a question edited in the console today?", titleCn: "今天控制台里怎样编辑问题？" });

    const en = await questionPage("en", cat.slug, slug);
    const cn = await questionPage("cn", cat.slug, slug);
    expect(en.question.title).toBe("How is a question edited in the console today?");
    expect(cn.question.title).toBe("今天控制台里怎样编辑问题？");
    expect(JSON.stringify(en.question.body)).toContain("change it and save");

    const entries = await auditOf(admin, { entity: "help_question", record: String(draft.id) });
    expect(entries.list.map((e) => [e.action, e.actor, e.role]).reverse()).toEqual([
      ["help_question.create", moderator.email, "moderator"],
      ["help_question.publish", moderator.email, "moderator"],
      ["help_question.update", moderator.email, "moderator"],
    ]);
    const update = entries.list.find((e) => e.action === "help_question.update")!;
    expect(JSON.parse(update.before!)).toMatchObject({ titleEn: "How is a question edited in the console?" });
    expect(JSON.parse(update.after!)).toMatchObject({ titleEn: "How is a question edited in the console today?", bodyEn: "Open the question on the help page, change it and save." });
    expect(JSON.parse(update.after!).publishedAt).toEqual(expect.any(String));

    await ok("/rest/ops/help/question/unpublish", { ...as, id: draft.id });
    await expect(questionPage("en", cat.slug, slug)).rejects.toBeDefined();
    const off = await auditOf(admin, { entity: "help_question", record: String(draft.id) });
    expect(off.list[0]).toMatchObject({ action: "help_question.unpublish", actor: moderator.email });
    expect(JSON.parse(off.list[0].after!).publishedAt).toBeNull();
  });

  test("a refused save changes nothing and writes no audit entry", async () => {
    const moderator = await newStaff(admin, "moderator");
    const r = await refused("/rest/ops/help/question/save", {
      staffToken: moderator.token,
      categoryId: 2_000_000_000,
      slug: "nowhere",
      titleCn: "不存在的分类？",
      titleEn: "A category that is not there?",
      bodyCn: "这个问题不会被保存。",
      bodyEn: "This question is never stored.",
    });
    expect(r.msg).toBe("No such help category");
    const entries = await auditOf(admin, { actor: moderator.email });
    expect(entries.list.filter((e) => e.entity.startsWith("help_"))).toEqual([]);
  });
});
