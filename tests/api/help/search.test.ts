import { describe, expect, it } from "vitest";
import { fold, parseQuery, prepare, searchDocs, type HelpSearchDoc } from "../../../api/help/search";

/**
 * The help centre's search ranking (api/help/search.ts) on a small, fixed set of
 * questions: what matches (Han substrings, Latin words and their plain forms, folded case and
 * accents, both languages) and in which order (more terms first, then title before category
 * before answer, then the help centre's own order), with the highlights where they matched.
 */
const doc = (id: number, cn: [string, string, string], en: [string, string, string]): HelpSearchDoc => ({
  id,
  order: id,
  texts: { cn: { title: cn[0], category: cn[1], body: cn[2] }, en: { title: en[0], category: en[1], body: en[2] } },
});

const DOCS = prepare([
  doc(1, ["押金什么时候退还？", "付款", "退房验房后押金全额退还。"], ["When is the deposit returned?", "Payments", "The deposit comes back after you move out."]),
  doc(2, ["怎样付款？", "付款", "按公寓的流程付款，订单上写明押金和租金。"], ["How do I pay?", "Payments", "Pay the operator; the order shows the deposit and the rent."]),
  doc(3, ["预订费可以退吗？", "付款", "冷静期内取消可全额退款。"], ["Is the booking fee refundable?", "Payments", "Cancel within the cooling-off period for a full refund."]),
  doc(4, ["忘记密码怎么办？", "账户", "通过短信验证码重置密码。"], ["I forgot my password", "Account", "Reset it with an SMS code."]),
  doc(5, ["在咖啡馆可以用吗？", "在海外使用", "任何网络都可以使用本站。"], ["Can I use it from a Café?", "Abroad", "Any network works, even in a café."]),
  doc(6, ["押金和押金保护", "付款", "押金押金押金。"], ["Deposits and deposit protection", "Payments", "Deposits are protected."]),
]);

const ids = (q: string, lang: "cn" | "en" = "en") => searchDocs(DOCS, q, lang).map((h) => h.id);
const marked = (segments: { text: string; hit: boolean }[]) => segments.map((s) => (s.hit ? `[${s.text}]` : s.text)).join("");

describe("folding", () => {
  it("folds case, accents and full-width forms, keeping where each character came from", () => {
    const f = fold("Ｃａｆé Ünï");
    expect(f.text).toBe("cafe uni");
    // "é" is one character of the original: its folded "e" maps back to it.
    expect(f.original.slice(f.starts[3], f.ends[3])).toBe("é");
  });

  it("splits a query into Han runs without question words and Latin words without the commonest", () => {
    expect(parseQuery("怎么退押金？").map((t) => t.text)).toEqual(["退押金"]);
    expect(parseQuery("How do I get my DEPOSIT back").map((t) => t.text)).toEqual(["deposit", "back"]);
    expect(parseQuery("押金 deposit").map((t) => `${t.kind}:${t.text}`)).toEqual(["han:押金", "word:deposit"]);
    // Nothing but common words: they are the query.
    expect(parseQuery("how to").map((t) => t.text)).toEqual(["how", "to"]);
    expect(parseQuery("   ")).toEqual([]);
  });
});

describe("matching", () => {
  it("finds Han characters as a substring of titles and answers, no pinyin involved", () => {
    expect(ids("押金", "cn")).toEqual([1, 6, 2]);
    expect(ids("冷静期", "cn")).toEqual([3]);
    expect(ids("yajin", "cn")).toEqual([]);
  });

  it("scores a Han run not found whole by its two-character pieces", () => {
    const hits = searchDocs(DOCS, "怎么退押金", "cn");
    expect(hits[0].id).toBe(1);
    expect(marked(hits[0].title)).toBe("[押金]什么时候退还？");
  });

  it("matches Latin words at their start and in their plain form, not inside other words", () => {
    expect(ids("refunds")).toEqual([3]);
    // The word as typed ("Deposits") before its plain form ("deposit").
    expect(ids("deposits")).toEqual([6, 1, 2]);
    expect(ids("posit")).toEqual([]);
    expect(ids("pass")).toEqual([4]);
  });

  it("folds case and accents on both sides", () => {
    expect(ids("CAFE")).toEqual([5]);
    expect(ids("café", "cn")).toEqual([5]);
  });

  it("searches both languages: a Chinese keyword finds the English page's question", () => {
    const [hit] = searchDocs(DOCS, "冷静期", "en");
    expect(hit.id).toBe(3);
    expect(marked(hit.title)).toBe("Is the booking fee refundable?");
    expect(hit.snippetLang).toBe("cn");
    expect(marked(hit.snippet)).toBe("[冷静期]内取消可全额退款。");
  });
});

describe("ranking", () => {
  it("puts questions matching more of the terms first", () => {
    // 1 has both "deposit" and "returned"; 6 only "deposit" (however often).
    expect(ids("deposit returned")[0]).toBe(1);
  });

  it("puts a match in the title before one in the category, before one in the answer", () => {
    // "pay": title of 2, category ("Payments") of 1, 3 and 6.
    expect(ids("pay")).toEqual([2, 1, 3, 6]);
    expect(ids("押金", "cn")[2]).toBe(2); // only in the answer of 2
  });

  it("rewards the whole query in a title, and keeps the help centre's order on ties", () => {
    expect(ids("forgot my password")).toEqual([4]);
    expect(ids("付款", "cn")).toEqual([2, 1, 3, 6]);
  });

  it("answers nothing for a query that matches nothing", () => {
    expect(searchDocs(DOCS, "xyzzy", "en")).toEqual([]);
    expect(searchDocs(DOCS, "", "en")).toEqual([]);
  });
});

describe("highlights", () => {
  it("marks every match in the title of the page's language, on the original text", () => {
    const [hit] = searchDocs(DOCS, "cafe", "en");
    expect(marked(hit.title)).toBe("Can I use it from a [Café]?");
    expect(marked(hit.snippet)).toBe("Any network works, even in a [café].");
  });

  it("cuts long answers around the first match, with ellipses", () => {
    const long = prepare([doc(9, ["标题", "分类", "前".repeat(200) + "押金" + "后".repeat(200)], ["Title here", "Cat", `${"word ".repeat(80)}deposit ${"more ".repeat(80)}`])]);
    const cn = searchDocs(long, "押金", "cn")[0].snippet;
    expect(cn[0]).toEqual({ text: "…", hit: false });
    expect(cn.at(-1)).toEqual({ text: "…", hit: false });
    expect(cn.filter((s) => s.hit).map((s) => s.text)).toEqual(["押金"]);
    const en = searchDocs(long, "deposit", "en")[0].snippet;
    expect(en.map((s) => s.text).join("").length).toBeLessThan(200);
    expect(en.find((s) => s.hit)?.text).toBe("deposit");
  });
});
