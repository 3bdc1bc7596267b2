import type { Lang } from "#core/constants";
import type { BilingualText } from "#core/stored-json";
import { FACILITIES, LEASE_TYPES, ROOM_TYPES, SORTS, type Facility, type LeaseType, type RoomType, type Sort } from "#core/catalogue-keys";

export { FACILITIES, LEASE_TYPES, ROOM_TYPES, SORTS, type Facility, type LeaseType, type RoomType, type Sort };

/**
 * Keys stored in the catalogue (facilities, tags, room types, lease categories, room
 * attributes) and their labels. The database keeps the stable keys; answers carry both the
 * key and the label in the request language, so clients can filter by key and show the label.
 */
export type Bilingual = { zh: string; en: string };


export const ROOM_TYPE_LABELS: Record<RoomType, Bilingual> = {
  studio: { zh: "独立单间（Studio）", en: "Studio" },
  ensuite: { zh: "独立卫浴单间（Ensuite）", en: "En-suite" },
  private: { zh: "独立卧室（共用卫浴）", en: "Private room" },
  shared: { zh: "合住房间", en: "Shared room" },
  one_bed: { zh: "一居室公寓", en: "One-bed apartment" },
  two_bed: { zh: "两居室公寓", en: "Two-bed apartment" },
};

/** Lease categories by length in weeks: short ≤ 26 < academic < 52 ≤ year. */
export const LEASE_TYPE_LABELS: Record<LeaseType, Bilingual> = {
  short: { zh: "短租（半年以内）", en: "Short stay (up to 6 months)" },
  academic: { zh: "学年租期", en: "Academic year" },
  year: { zh: "整年及以上", en: "Full year or longer" },
};
export const WEEKS_PER_MONTH = 52 / 12;

export function leaseTypeOfWeeks(weeks: number): LeaseType {
  if (weeks <= 26) return "short";
  if (weeks < 52) return "academic";
  return "year";
}

export function leaseWeeks(term: number, unit: "week" | "month"): number {
  return unit === "week" ? term : Math.round(term * WEEKS_PER_MONTH);
}


export const FACILITY_LABELS: Record<Facility, Bilingual> = {
  wifi: { zh: "高速无线网络", en: "High-speed Wi-Fi" },
  gym: { zh: "健身房", en: "Gym" },
  laundry: { zh: "洗衣房", en: "Laundry" },
  study_room: { zh: "自习室", en: "Study room" },
  cinema: { zh: "影音室", en: "Cinema room" },
  games_room: { zh: "游戏室", en: "Games room" },
  bike_storage: { zh: "自行车存放", en: "Bike storage" },
  concierge: { zh: "24小时前台", en: "24-hour concierge" },
  cctv: { zh: "监控安保", en: "CCTV security" },
  parking: { zh: "停车位", en: "Parking" },
  rooftop: { zh: "屋顶露台", en: "Rooftop terrace" },
  bbq: { zh: "烧烤区", en: "BBQ area" },
  swimming_pool: { zh: "游泳池", en: "Swimming pool" },
  common_room: { zh: "公共休息室", en: "Common room" },
  elevator: { zh: "电梯", en: "Lift" },
  parcel_room: { zh: "快递收发室", en: "Parcel room" },
};

export const TAGS = [
  "near_campus",
  "bills_included",
  "new_build",
  "flexible_lease",
  "no_guarantor",
  "hot",
  "discount",
  "cashback",
] as const;
export type Tag = (typeof TAGS)[number];

export const TAG_LABELS: Record<Tag, Bilingual> = {
  near_campus: { zh: "近校区", en: "Near campus" },
  bills_included: { zh: "包水电网", en: "Bills included" },
  new_build: { zh: "新建公寓", en: "New build" },
  flexible_lease: { zh: "租期灵活", en: "Flexible lease" },
  no_guarantor: { zh: "免担保人", en: "No guarantor needed" },
  hot: { zh: "热门", en: "Popular" },
  discount: { zh: "限时优惠", en: "Limited-time offer" },
  cashback: { zh: "入住返现", en: "Cashback" },
};

export const BED_SIZES: Record<string, Bilingual> = {
  single: { zh: "单人床", en: "Single bed" },
  small_double: { zh: "小双人床", en: "Small double bed" },
  double: { zh: "双人床", en: "Double bed" },
  queen: { zh: "大号双人床", en: "Queen bed" },
  king: { zh: "特大号双人床", en: "King bed" },
};

export const SORT_LABELS: Record<Sort, Bilingual> = {
  recommended: { zh: "推荐", en: "Recommended" },
  price_asc: { zh: "价格从低到高", en: "Price: low to high" },
  price_desc: { zh: "价格从高到低", en: "Price: high to low" },
  distance: { zh: "距离最近", en: "Nearest" },
  newest: { zh: "最新上线", en: "Newest" },
};

/** Distance steps (metres) offered by the school-listing filter. */
export const DISTANCE_STEPS = [1000, 2000, 3000, 5000, 10000] as const;

/**
 * "Recommended" on a school's page weighs the walk: each kilometre from the campus costs this
 * many points of the apartment's recommendation score (0-1,300), so no score lifts a building
 * above one 2.6 km nearer the campus. Elsewhere it is the score alone.
 */
export const RECOMMEND_POINTS_PER_KM = 500;

export const PRICE_UNIT_LABELS: Record<"week" | "month", Bilingual> = {
  week: { zh: "周", en: "week" },
  month: { zh: "月", en: "month" },
};

export const ROOM_ATTRIBUTE_LABELS: Record<string, Bilingual> = {
  area: { zh: "面积", en: "Area" },
  bedSize: { zh: "床型", en: "Bed" },
  floor: { zh: "楼层", en: "Floor" },
  bathroom: { zh: "卫浴", en: "Bathroom" },
  kitchen: { zh: "厨房", en: "Kitchen" },
  window: { zh: "窗户朝向", en: "Window" },
  desk: { zh: "书桌", en: "Desk" },
  wardrobe: { zh: "衣柜", en: "Wardrobe" },
  airConditioning: { zh: "空调", en: "Air conditioning" },
  heating: { zh: "暖气", en: "Heating" },
  maxOccupants: { zh: "可住人数", en: "Max occupants" },
  leaseTerms: { zh: "可选租期", en: "Lease terms" },
  availableFrom: { zh: "最早入住", en: "Available from" },
  availableTo: { zh: "最晚退租", en: "Available until" },
};

/** Values of room attributes that are keys rather than numbers. */
export const ROOM_ATTRIBUTE_VALUES: Record<string, Bilingual> = {
  private: { zh: "独立", en: "Private" },
  shared: { zh: "共用", en: "Shared" },
  street: { zh: "临街", en: "Street view" },
  courtyard: { zh: "内院", en: "Courtyard view" },
  city: { zh: "城市景观", en: "City view" },
  park: { zh: "公园景观", en: "Park view" },
  yes: { zh: "有", en: "Yes" },
  no: { zh: "无", en: "No" },
};

export function label(b: Bilingual | undefined, lang: Lang, fallback = ""): string {
  if (!b) return fallback;
  return lang === "en" ? b.en : b.zh;
}

/** A bilingual text of a typed jsonb column in the reader's language; a missing half falls back to the other. */
export function pick(value: Partial<BilingualText> | undefined, lang: Lang): string {
  if (!value) return "";
  return (lang === "en" ? value.en ?? value.zh : value.zh ?? value.en) ?? "";
}
