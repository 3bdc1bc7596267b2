import { dateTimeFormat } from "~/lib/intl";
import { loadOrThrow } from "~/lib/api.server";
import { secondCurrency } from "~/lib/currency.server";
import { toCardVM } from "~/lib/catalogue.server";
import type { Lang } from "#core/constants";

/**
 * A promotion page's data (promotion/recommend, promotion/national-day-delsk) from
 * common/topic/page/config, which resolves the configured sections against the live catalogue:
 * hero (title, subtitle, banner), validity window, and the featured apartments per section.
 * Dates are formatted here, in the request language, so the HTML does not drift on hydration.
 */
export type PromotionState = "running" | "upcoming" | "ended";

export async function loadPromotion(request: Request, lang: Lang, code: string) {
  const [topic, second] = await Promise.all([loadOrThrow("/rest/common/topic/page/config", { code }, { request }), secondCurrency(request)]);
  const fmt = dateTimeFormat(lang === "en" ? "en-GB" : "zh-CN", { dateStyle: "long", timeZone: "UTC" });
  const date = (v: string | null) => (v ? fmt.format(new Date(`${v}T00:00:00Z`)) : null);
  const today = new Date().toISOString().slice(0, 10);
  const state: PromotionState = topic.active ? "running" : topic.startsAt && today < topic.startsAt ? "upcoming" : "ended";
  return {
    code: topic.code,
    title: topic.title,
    subtitle: topic.subtitle,
    banner: topic.banner,
    startsAt: date(topic.startsAt),
    endsAt: date(topic.endsAt),
    state,
    sections: topic.sections.map((s) => ({ title: s.title, list: s.list.map((c) => toCardVM(c, lang, second)) })),
  };
}
export type PromotionData = Awaited<ReturnType<typeof loadPromotion>>;
