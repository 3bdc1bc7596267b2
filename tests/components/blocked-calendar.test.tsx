// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { BlockedCalendar } from "~/components/ops/BlockedCalendar";
import cnOps from "~/locales/cn/ops";
import enOps from "~/locales/en/ops";
import { parse, serverHtml } from "./harness";

/**
 * The console's calendar of a room type: each blocked period with its days and reason, and those
 * the landlord's feed set marked as such (the feed's next run sets them again, so removing one
 * here alone does not last).
 */
function textsOf(texts: object) {
  return (key: string, params: Record<string, string | number> = {}) => {
    const value = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts);
    if (typeof value !== "string") throw new Error(`no text ${key}`);
    return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]));
  };
}

const calendar = {
  roomCode: "r-1",
  stock: 3,
  periods: [
    { id: 1, startsOn: "2028-03-01", endsOn: "2028-03-05", reason: "Painting", source: "console" as const },
    { id: 2, startsOn: "2028-08-01", endsOn: "2028-08-10", reason: "Fire alarm tests", source: "feed" as const },
  ],
  months: [],
};

describe("BlockedCalendar", () => {
  for (const [lang, texts, mark] of [
    ["en", enOps, "From the landlord's feed"],
    ["cn", cnOps, "来自房东的房源数据源"],
  ] as const) {
    it(`marks the periods the feed set (${lang}), and only those`, async () => {
      const doc = parse(
        await serverHtml({ lang, url: `/${lang}/sitemap`, root: () => ({ lang }), element: <BlockedCalendar calendar={calendar} rooms={[{ code: "r-1", name: "Studio" }]} canEdit t={textsOf(texts)} /> }),
      );
      const items = [...doc.querySelectorAll('[data-testid="ops-blocked"] li')];
      expect(items.map((li) => li.getAttribute("data-period"))).toEqual(["1", "2"]);
      expect(items[0].querySelector('[data-testid="ops-blocked-feed"]')).toBeNull();
      expect(items[1].querySelector('[data-testid="ops-blocked-feed"]')?.textContent).toContain(mark);
      // Either may still be removed here (staff lifting a period at once).
      expect(items.map((li) => li.querySelectorAll('button[value="unblock"]').length)).toEqual([1, 1]);
    });
  }
});
