import type { TopicConfig } from "../../catalogue";
import { seedImageKey } from "../../uploads";

/**
 * The seeded promotion pages (promotion/recommend, promotion/national-day-delsk); their config's
 * shape is the catalogue's (api/catalogue/home.ts), which resolves it against the live catalogue.
 */
export function topicPageSeeds() {
  const recommend: TopicConfig = {
    banner: seedImageKey(4),
    subtitle: { zh: "编辑精选的热门城市优质公寓", en: "Editors' picks in the most popular cities" },
    sections: [
      { title: { zh: "伦敦精选", en: "Best of London" }, source: { countrySlug: "united-kingdom", citySlug: "london", sort: "recommended", limit: 8 } },
      { title: { zh: "曼彻斯特精选", en: "Best of Manchester" }, source: { countrySlug: "united-kingdom", citySlug: "manchester", sort: "recommended", limit: 8 } },
      { title: { zh: "悉尼精选", en: "Best of Sydney" }, source: { countrySlug: "australia", citySlug: "sydney", sort: "recommended", limit: 8 } },
      { title: { zh: "纽约精选", en: "Best of New York" }, source: { countrySlug: "united-states", citySlug: "new-york", sort: "recommended", limit: 8 } },
      { title: { zh: "多伦多精选", en: "Best of Toronto" }, source: { countrySlug: "canada", citySlug: "toronto", sort: "recommended", limit: 8 } },
    ],
  };
  const nationalDay: TopicConfig = {
    banner: seedImageKey(10),
    subtitle: { zh: "国庆限时优惠，预订立享专属折扣", en: "National Day offers: book now for an exclusive discount" },
    startsAt: `${new Date().getUTCFullYear()}-09-20`,
    endsAt: `${new Date().getUTCFullYear()}-10-15`,
    sections: [
      { title: { zh: "限时优惠公寓", en: "Limited-time offers" }, source: { tag: "discount", sort: "price_asc", limit: 12 } },
      { title: { zh: "入住返现", en: "Cashback on move-in" }, source: { tag: "cashback", sort: "recommended", limit: 12 } },
    ],
  };
  return [
    { id: 1, code: "recommend", title_zh: "精选推荐", title_en: "Recommended", config: recommend, active: true, sort: 0 },
    { id: 2, code: "national-day-delsk", title_zh: "国庆特惠", title_en: "National Day deals", config: nationalDay, active: true, sort: 1 },
  ];
}
