/**
 * Study-destination countries and the regions that group them (`common/mdy/area`).
 * Prices in the seeded catalogue follow local custom: the UK, Australia, New Zealand and
 * Ireland quote rent per week, everyone else per month.
 */
export interface AreaSeed {
  code: string;
  en: string;
  zh: string;
}

export const AREAS: readonly AreaSeed[] = [
  { code: "europe", en: "Europe", zh: "欧洲" },
  { code: "oceania", en: "Oceania", zh: "大洋洲" },
  { code: "north-america", en: "North America", zh: "北美洲" },
  { code: "asia", en: "Asia", zh: "亚洲" },
];

export interface CountrySeed {
  iso2: string;
  en: string;
  zh: string;
  area: string;
  currency: string;
  unit: "week" | "month";
  lat: number;
  lng: number;
  /** Typical monthly-or-weekly rent of an en-suite room, the base the room prices vary around. */
  basePrice: number;
  /** Price rounding step in the local currency. */
  step: number;
  /** How many plausible generated cities to add beyond the real ones (English-speaking only). */
  generatedCities: number;
}

export const COUNTRIES: readonly CountrySeed[] = [
  { iso2: "GB", en: "United Kingdom", zh: "英国", area: "europe", currency: "GBP", unit: "week", lat: 54.0, lng: -2.5, basePrice: 210, step: 5, generatedCities: 110 },
  { iso2: "AU", en: "Australia", zh: "澳大利亚", area: "oceania", currency: "AUD", unit: "week", lat: -25.3, lng: 133.8, basePrice: 420, step: 5, generatedCities: 45 },
  { iso2: "NZ", en: "New Zealand", zh: "新西兰", area: "oceania", currency: "NZD", unit: "week", lat: -41.0, lng: 174.0, basePrice: 330, step: 5, generatedCities: 10 },
  { iso2: "IE", en: "Ireland", zh: "爱尔兰", area: "europe", currency: "EUR", unit: "week", lat: 53.4, lng: -8.2, basePrice: 290, step: 5, generatedCities: 7 },
  { iso2: "US", en: "United States", zh: "美国", area: "north-america", currency: "USD", unit: "month", lat: 39.8, lng: -98.6, basePrice: 1750, step: 10, generatedCities: 120 },
  { iso2: "CA", en: "Canada", zh: "加拿大", area: "north-america", currency: "CAD", unit: "month", lat: 56.1, lng: -106.3, basePrice: 1450, step: 10, generatedCities: 30 },
  { iso2: "FR", en: "France", zh: "法国", area: "europe", currency: "EUR", unit: "month", lat: 46.2, lng: 2.2, basePrice: 850, step: 10, generatedCities: 0 },
  { iso2: "DE", en: "Germany", zh: "德国", area: "europe", currency: "EUR", unit: "month", lat: 51.2, lng: 10.4, basePrice: 780, step: 10, generatedCities: 0 },
  { iso2: "NL", en: "Netherlands", zh: "荷兰", area: "europe", currency: "EUR", unit: "month", lat: 52.1, lng: 5.3, basePrice: 950, step: 10, generatedCities: 0 },
  { iso2: "ES", en: "Spain", zh: "西班牙", area: "europe", currency: "EUR", unit: "month", lat: 40.5, lng: -3.7, basePrice: 720, step: 10, generatedCities: 0 },
  { iso2: "IT", en: "Italy", zh: "意大利", area: "europe", currency: "EUR", unit: "month", lat: 41.9, lng: 12.6, basePrice: 700, step: 10, generatedCities: 0 },
  { iso2: "JP", en: "Japan", zh: "日本", area: "asia", currency: "JPY", unit: "month", lat: 36.2, lng: 138.3, basePrice: 95000, step: 1000, generatedCities: 0 },
  { iso2: "HK", en: "Hong Kong (China)", zh: "中国香港", area: "asia", currency: "HKD", unit: "month", lat: 22.32, lng: 114.17, basePrice: 8800, step: 100, generatedCities: 0 },
  { iso2: "SG", en: "Singapore", zh: "新加坡", area: "asia", currency: "SGD", unit: "month", lat: 1.35, lng: 103.82, basePrice: 1500, step: 10, generatedCities: 0 },
  { iso2: "MY", en: "Malaysia", zh: "马来西亚", area: "asia", currency: "MYR", unit: "month", lat: 4.2, lng: 101.98, basePrice: 1100, step: 10, generatedCities: 0 },
  { iso2: "KR", en: "South Korea", zh: "韩国", area: "asia", currency: "KRW", unit: "month", lat: 35.9, lng: 127.8, basePrice: 850000, step: 10000, generatedCities: 0 },
];
