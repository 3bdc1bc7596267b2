import path from "node:path";
import { UNSAFE_flatRoutes as flatRoutes } from "@remix-run/dev";
import { matchRoutes, type AgnosticRouteObject as RouteObject } from "@remix-run/router";
import { describe, expect, it } from "vitest";
import { HELP_SEED } from "../../api/db/seed/data/help";
import { linksOf, parseMarkup, plainText, summaryOf, toMarkup, type HelpBlock } from "../../api/help/markup";
import { FEEDBACK_CONTENT_MAX } from "#core/constants";
import { LIMITS as GIFT_LIMITS } from "#core/schemas/gift";
import { ROOMMATE_LIMITS } from "#core/schemas/roommate";
import { SERVICE_MESSAGE_MAX } from "#core/schemas/service";
import { serviceHoursText, SERVICE_HOURS } from "#core/service-hours";
import { isSitePath } from "#core/site-path";
import { isSlug } from "#core/slug";
import { HISTORY_MAX } from "#core/viewed-history";
import { DEFAULT_CLAIM_WITHIN_DAYS } from "../../api/catalogue/costs";
import { ROOMMATE_INTERESTS_PER_DAY } from "../../api/platform/rate-limit";

/**
 * The help centre's answers: the staff text form (api/help/markup.ts) and the seeded
 * questions. Seeded answers follow the rule the common pages follow (tests/unit/content.test.ts:
 * promise only what the site does), state the figures the code keeps (hours, limits, periods:
 * read here from the code, so a change there fails until the answer follows), and every link in
 * them leads to a page of the site.
 */
const parse = (source: string): HelpBlock[] => {
  const r = parseMarkup(source);
  if (!r.ok) throw new Error(`line ${r.error.line}: ${r.error.reason}`);
  return r.blocks;
};

describe("the staff text form", () => {
  it("makes paragraphs, bulleted and numbered lists and site links; text stays text", () => {
    const blocks = parse("First line\ncontinues here with [My orders](/user/applications?tab=orders).\n\n- one\n- two <b>bold?</b>\n\n1. step\n2、第二步\n\n中文第一行\n接着第二行");
    expect(blocks).toEqual([
      { kind: "p", content: [{ text: "First line continues here with " }, { text: "My orders", href: "/user/applications?tab=orders" }, { text: "." }] },
      { kind: "ul", items: [[{ text: "one" }], [{ text: "two <b>bold?</b>" }]] },
      { kind: "ol", items: [[{ text: "step" }], [{ text: "第二步" }]] },
      { kind: "p", content: [{ text: "中文第一行接着第二行" }] },
    ]);
  });

  it("starts a list under a paragraph without a blank line, and continues an item on the next line", () => {
    expect(parse("Do this:\n- a\n  still a\n- b")).toEqual([
      { kind: "p", content: [{ text: "Do this:" }] },
      { kind: "ul", items: [[{ text: "a still a" }], [{ text: "b" }]] },
    ]);
  });

  it("refuses links off the site, with the line", () => {
    const bad = ["https://evil.example/", "//evil.example/x", "javascript:alert(1)", "/cn/user/profiles", "/../etc", "/a b", "/x\\y", ""];
    for (const href of bad) {
      const r = parseMarkup(`ok\n\nsee [this](${href})`);
      expect(r.ok ? null : r.error, href).toEqual({ line: 3, reason: "help_link_invalid", params: {} });
    }
    expect(parseMarkup("[ ](/user/profiles)")).toEqual({ ok: false, error: { line: 1, reason: "help_link_label_empty", params: {} } });
    expect(parseMarkup(Array.from({ length: 41 }, (_, i) => `p${i}`).join("\n\n"))).toMatchObject({ ok: false, error: { line: 81, reason: "help_too_many_blocks" } });
    expect(parseMarkup(Array.from({ length: 31 }, (_, i) => `- i${i}`).join("\n"))).toMatchObject({ ok: false, error: { line: 31, reason: "help_too_many_items" } });
  });

  it("accepts only paths of this site as link targets", () => {
    for (const ok of ["/user/applications", "/help/a-b/c", "/common/privacy#cookies", "/user/applications?tab=orders", "/"]) expect(isSitePath(ok), ok).toBe(true);
    for (const no of ["user/x", "http://x", "/en/help", "/cn", "/./x", "/x?<script>", "/x\"onmouseover", 42, null]) expect(isSitePath(no), String(no)).toBe(false);
  });

  it("writes blocks back in the form staff wrote them, and cuts summaries at a sentence", () => {
    const source = "A paragraph with [a link](/help).\n\n- one\n- two\n\n1. first\n2. second";
    expect(toMarkup(parse(source))).toBe(source);
    expect(plainText(parse(source))).toBe("A paragraph with a link.\none two\nfirst second");
    expect(summaryOf(parse(`${"Short sentence here. ".repeat(10)}`))).toMatch(/^Short sentence here\..*here\.$/);
    expect(summaryOf(parse("word ".repeat(60)), 50).endsWith("…")).toBe(true);
  });
});

describe("the seeded help centre", () => {
  const questions = HELP_SEED.flatMap((c) => c.questions.map((q) => ({ category: c.slug, ...q })));

  it("has at least 30 questions in categories, slugs unique where they must be", () => {
    expect(HELP_SEED.length).toBeGreaterThanOrEqual(7);
    expect(questions.length).toBeGreaterThanOrEqual(30);
    expect(new Set(HELP_SEED.map((c) => c.slug)).size).toBe(HELP_SEED.length);
    for (const c of HELP_SEED) {
      expect(isSlug(c.slug), c.slug).toBe(true);
      expect(new Set(c.questions.map((q) => q.slug)).size, c.slug).toBe(c.questions.length);
      for (const q of c.questions) expect(isSlug(q.slug), q.slug).toBe(true);
    }
  });

  it("answers every question in both languages, each answer parsing, round-tripping and within the limits", () => {
    for (const q of questions) {
      for (const lang of ["cn", "en"] as const) {
        const where = `${q.category}/${q.slug} ${lang}`;
        expect(q.title[lang].length, where).toBeGreaterThanOrEqual(4);
        expect(q.title[lang].length, where).toBeLessThanOrEqual(120);
        expect(q.body[lang].length, where).toBeLessThanOrEqual(6000);
        const blocks = parse(q.body[lang]);
        expect(blocks.length, where).toBeGreaterThan(0);
        expect(parse(toMarkup(blocks)), where).toEqual(blocks);
        expect(summaryOf(blocks).length, where).toBeGreaterThan(20);
      }
      // The same structure in both languages: a list in one is a list in the other.
      expect(parse(q.body.cn).map((b) => b.kind), q.slug).toEqual(parse(q.body.en).map((b) => b.kind));
    }
  });

  it("promises only what the site does (the claims rule of the common pages, with the online service the site now has)", () => {
    // No online signing or payment, no on-site verification of every apartment, no guarantor or
    // insurance products, and advisers are not there around the clock.
    const claims = [
      /在线签约|签署合同与支付|在线支付|实地认证|担保人服务|租客保险|每一个上线的公寓都经过|24\s*小时(在线|客服|服务|回复)|全天候|7\s*[×x*]\s*24/,
      /sign(ed)? online|sign contracts and pay online|pay online|verified by our local team|every apartment is checked|guarantor service|tenant insurance|24\/7|around the clock|24 hours a day/i,
    ];
    const text = JSON.stringify(HELP_SEED);
    for (const claim of claims) expect(text).not.toMatch(claim);
  });

  it("states the figures the code keeps: hours, reply promise, limits and periods", async () => {
    const { opens, closes } = serviceHoursText();
    const { AWAY_AFTER_MINUTES } = await import("../../api/service/notice");
    const body = (path: string) => {
      const [category, slug] = path.split("/");
      const q = questions.find((x) => x.category === category && x.slug === slug);
      if (!q) throw new Error(`no question ${path}`);
      return q.body;
    };
    const states = (path: string, cn: string[], en: string[]) => {
      for (const f of cn) expect(body(path).cn, `${path} cn`).toContain(f);
      for (const f of en) expect(body(path).en, `${path} en`).toContain(f);
    };
    const hours = `${opens}–${closes}`;
    const reply = SERVICE_HOURS.replyWithinHours;
    states("online-service-and-feedback/service-hours", [hours, `${reply} 小时内`], [hours, `within ${reply} hours`]);
    states("using-the-site-abroad/time-zones-and-hours", [hours, `${reply} 小时内`], [hours, `within ${reply} hours`]);
    states("online-service-and-feedback/contact-us", [hours], [hours]);
    states("online-service-and-feedback/reply-notices", [`${AWAY_AFTER_MINUTES} 分钟`], [`${AWAY_AFTER_MINUTES} minutes`]);
    states("online-service-and-feedback/ask-an-adviser", [`${SERVICE_MESSAGE_MAX} 字`], [`${SERVICE_MESSAGE_MAX.toLocaleString("en")} characters`]);
    states("online-service-and-feedback/send-feedback", [`${FEEDBACK_CONTENT_MAX} 字`], [`${FEEDBACK_CONTENT_MAX} characters`]);
    states("searching-and-choosing/viewed-history", [`${HISTORY_MAX} 条`], [`latest ${HISTORY_MAX}`]);
    const r = ROOMMATE_LIMITS;
    states("roommates/post-on-the-board", [`${r.monthsAhead} 个月`, `${r.textMin} 到 ${r.textMax} 字`], [`${r.monthsAhead} months`, `${r.textMin} to ${r.textMax} characters`]);
    states("roommates/send-an-interest", [`${r.messageMin} 到 ${r.messageMax} 字`, `${ROOMMATE_INTERESTS_PER_DAY} 个意向`], [`${r.messageMin} to ${r.messageMax} characters`, `${ROOMMATE_INTERESTS_PER_DAY} interests a day`]);
    states("roommates/report-a-post", [`${r.reportTextMax} 字`], [`${r.reportTextMax} characters`]);
    states("offers-and-cashback/claim-deadline", [`${DEFAULT_CLAIM_WITHIN_DAYS} 天`], [`${DEFAULT_CLAIM_WITHIN_DAYS} days`]);
    states("offers-and-cashback/claim-cashback", [`${GIFT_LIMITS.holderMin} 到 ${GIFT_LIMITS.holderMax} 个字符`], [`${GIFT_LIMITS.holderMin} to ${GIFT_LIMITS.holderMax} characters`]);
    // Any opening hours named for the online service are these; no answer still sends people to
    // the hotline or the feedback form alone for help out of hours.
    const text = JSON.stringify(HELP_SEED);
    for (const m of text.matchAll(/(\d{1,2}:\d{2})[–-](\d{1,2}:\d{2})/g)) expect(["9:00–18:00", "9:00-18:00", hours], m[0]).toContain(m[0]);
    expect(text).not.toMatch(/非服务时间您可以先通过页面底部的“意见反馈”留言|Outside those hours, leave a message through "Feedback"/);
  });

  it("links only to pages the site has, in both languages, and help links to seeded questions", () => {
    const APP = path.resolve(__dirname, "../../app");
    const manifest = flatRoutes(APP);
    const children = (parentId: string | undefined): RouteObject[] =>
      Object.values(manifest)
        .filter((r) => r.parentId === parentId || (parentId === "root" && !r.parentId && r.id !== "root"))
        .map((r): RouteObject => (r.index ? { id: r.id, path: r.path, index: true } : { id: r.id, path: r.path, children: children(r.id) }));
    const tree = [{ id: "root", path: "", children: children("root") }];
    const known = new Set(questions.map((q) => `/help/${q.category}/${q.slug}`));
    const links = questions.flatMap((q) => [...linksOf(parse(q.body.cn)), ...linksOf(parse(q.body.en))]);
    expect(links.length).toBeGreaterThan(15);
    for (const href of links) {
      const pathname = href.split(/[?#]/)[0];
      for (const lang of ["cn", "en"]) {
        const leaf = matchRoutes(tree, `/${lang}${pathname}`)?.at(-1)?.route.id;
        // Not the catch-alls that answer any path with a 404 or a place lookup.
        expect(leaf, href).toMatch(/^routes\/\$lang\.(?!\$\.?$|\$country)/);
      }
      if (pathname.startsWith("/help/")) expect(known.has(pathname), href).toBe(true);
    }
  });
});
