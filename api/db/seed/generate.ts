import { slugify } from "#core/slug";
import {
  BED_SIZES,
  codeSeed,
  FACILITIES,
  fullPinyin,
  leaseTypeOfWeeks,
  leaseWeeks,
  pinyinInitials,
  ROOM_TYPE_LABELS,
  standardFees,
  TAGS,
  type RoomType,
} from "../../catalogue";
import { SEED_IMAGE_COUNT, seedImageKey } from "../../uploads";
import { PLACE_ALIASES } from "./data/aliases";
import { REAL_CITIES, TOWN_HEADS, TOWN_TAILS } from "./data/cities";
import {
  BUILDING_KINDS,
  BUILDING_NOUNS,
  CANCELLATION_POLICIES,
  DEPOSIT_POLICIES,
  FAQ_POOL,
  PAYMENT_POLICIES,
  STREET_KINDS,
  STREET_WORDS,
} from "./data/content";
import { CAMPUSES } from "./data/campuses";
import { AREAS, COUNTRIES, type CountrySeed } from "./data/countries";
import { listedCities, postcodeFor } from "./data/postcodes";
import { REAL_UNIVERSITIES, SCHOOL_TEMPLATES } from "./data/universities";
import { Prng } from "./prng";

/**
 * Builds the whole catalogue in memory, deterministically, as rows keyed by column name
 * (ready for json_populate_recordset). Ids are assigned here so that foreign keys can be set
 * without round trips; the sequences are moved past them after the insert.
 */
export type Scale = "full" | "real" | "small";
type Row = Record<string, unknown>;

export interface Catalogue {
  areas: Row[];
  countries: Row[];
  cities: Row[];
  schools: Row[];
  buildings: Row[];
  rooms: Row[];
  distances: Row[];
  /** place_aliases rows: the seed's aliases of the places this scale has. */
  aliases: Row[];
}

interface ScaleSpec {
  countries: string[] | "all";
  /** Per country, the real cities kept (first n by popularity), or all. */
  citiesPerCountry: Record<string, number> | "all";
  generatedCities: boolean;
  /** Real universities kept per city (first n), or all. */
  universitiesPerCity: number;
  targetSchools: number;
  buildings: number;
  rooms: number;
  minBuildingsPerCity: number;
}

const SPECS: Record<Scale, ScaleSpec> = {
  full: {
    countries: "all",
    citiesPerCountry: "all",
    generatedCities: true,
    universitiesPerCity: Infinity,
    targetSchools: 1000,
    buildings: 8000,
    rooms: 200_000,
    minBuildingsPerCity: 3,
  },
  // The full catalogue's real places only: no generated towns (and their demo apartments).
  real: {
    countries: "all",
    citiesPerCountry: "all",
    generatedCities: false,
    universitiesPerCity: Infinity,
    targetSchools: 1000,
    buildings: 8000,
    rooms: 200_000,
    minBuildingsPerCity: 3,
  },
  small: {
    countries: ["GB", "AU", "US", "CA"],
    citiesPerCountry: { GB: 4, AU: 2, US: 3, CA: 1 },
    generatedCities: false,
    universitiesPerCity: 3,
    targetSchools: 20,
    buildings: 150,
    rooms: 2000,
    minBuildingsPerCity: 4,
  },
};

// Popularity weight of each country (drives hot lists, listing counts and search ties).
const COUNTRY_WEIGHT: Record<string, number> = {
  GB: 100, AU: 90, US: 85, CA: 70, HK: 60, SG: 55, NZ: 50, JP: 50, IE: 45,
  FR: 40, DE: 40, NL: 40, MY: 35, KR: 30, ES: 30, IT: 30,
};

const TIERS: ReadonlyArray<readonly [string, string, number]> = [
  ["Bronze", "铜级", 0.9],
  ["Silver", "银级", 1.0],
  ["Gold", "金级", 1.12],
  ["Platinum", "铂金", 1.25],
  ["Premium", "尊享", 1.4],
];

const TYPE_PRICE: Record<RoomType, number> = {
  shared: 0.62, private: 0.82, ensuite: 1, studio: 1.35, one_bed: 1.75, two_bed: 2.3,
};
const TYPE_AREA: Record<RoomType, [number, number]> = {
  shared: [16, 22], private: [10, 14], ensuite: [12, 17], studio: [18, 28], one_bed: [35, 50], two_bed: [55, 80],
};
const TYPE_BEDS: Record<RoomType, string[]> = {
  shared: ["single"], private: ["single", "small_double"], ensuite: ["small_double", "single", "double"],
  studio: ["double", "small_double"], one_bed: ["double", "queen"], two_bed: ["double", "queen", "king"],
};
// Room mixes: purpose-built student housing in the UK and Oceania, apartments elsewhere.
const WEEKLY_MIX: RoomType[] = ["ensuite", "ensuite", "studio", "studio", "private", "shared", "one_bed"];
const MONTHLY_MIX: RoomType[] = ["studio", "private", "private", "shared", "one_bed", "one_bed", "two_bed", "ensuite"];
const WEEK_TERMS = [[51], [44, 51], [41, 51], [12, 24, 44, 51], [51, 52], [44]];
const MONTH_TERMS = [[12], [6, 12], [3, 6, 12], [1, 3, 6, 12], [10, 12], [9, 12]];

/** A school's listing: the apartments within this distance of its campus. */
export const SCHOOL_RADIUS_M = 5000;

const CODE_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const DAY_MS = 86_400_000;

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The 1st of September of the academic year the site is selling (this year's, or next). */
function academicAnchor(now: Date): number {
  const year = now.getUTCMonth() >= 8 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
  return Date.UTC(year, 8, 1);
}

function metres(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return Math.round(6_371_000 * 2 * Math.asin(Math.sqrt(a)));
}

/** A point about `km` kilometres from (lat, lng) in a random direction. */
function offset(r: Prng, lat: number, lng: number, km: number): [number, number] {
  const angle = r.range(0, Math.PI * 2);
  const dLat = (km / 111) * Math.sin(angle);
  const dLng = ((km / 111) * Math.cos(angle)) / Math.max(0.2, Math.cos((lat * Math.PI) / 180));
  return [Number((lat + dLat).toFixed(6)), Number((lng + dLng).toFixed(6))];
}

function roundTo(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}

export function generateCatalogue(scale: Scale, now = new Date()): Catalogue {
  const spec = SPECS[scale];
  const r = new Prng(20250901);
  const anchor = academicAnchor(now);

  const areas = AREAS.map((a, i) => ({ id: i + 1, code: a.code, name_zh: a.zh, name_en: a.en, sort: i }));
  const areaId = new Map(AREAS.map((a, i) => [a.code, i + 1]));

  const countrySeeds = COUNTRIES.filter((c) => spec.countries === "all" || spec.countries.includes(c.iso2));
  const countries = countrySeeds.map((c, i) => ({
    id: i + 1,
    area_id: areaId.get(c.area),
    iso2: c.iso2,
    slug: slugify(c.en),
    name_zh: c.zh,
    name_en: c.en,
    pinyin: fullPinyin(c.zh),
    initials: pinyinInitials(c.zh),
    currency: c.currency,
    price_unit: c.unit,
    lat: c.lat,
    lng: c.lng,
    popularity: COUNTRY_WEIGHT[c.iso2] ?? 10,
  }));
  const countryByIso = new Map(countries.map((c) => [c.iso2, c]));
  const seedByIso = new Map(countrySeeds.map((c) => [c.iso2, c]));

  // ---- cities
  interface CityRow extends Row {
    id: number; country_id: number; slug: string; name_zh: string; name_en: string;
    lat: number; lng: number; popularity: number; is_hot: boolean; iso2: string; real: boolean;
  }
  const cities: CityRow[] = [];
  const citySlugs = new Map<number, Set<string>>();
  const addCity = (iso2: string, en: string, zh: string, lat: number, lng: number, popularity: number, real: boolean) => {
    const country = countryByIso.get(iso2)!;
    const slugs = citySlugs.get(country.id) ?? new Set<string>();
    citySlugs.set(country.id, slugs);
    const slug = slugify(en);
    if (slugs.has(slug)) return false;
    slugs.add(slug);
    cities.push({
      id: cities.length + 1, country_id: country.id, slug, name_zh: zh, name_en: en,
      pinyin: fullPinyin(zh), initials: pinyinInitials(zh), lat, lng, popularity, is_hot: false, iso2, real,
    });
    return true;
  };
  const perCountryIndex = new Map<string, number>();
  for (const c of REAL_CITIES) {
    if (!countryByIso.has(c.iso2)) continue;
    const idx = perCountryIndex.get(c.iso2) ?? 0;
    perCountryIndex.set(c.iso2, idx + 1);
    const limit = spec.citiesPerCountry === "all" ? Infinity : spec.citiesPerCountry[c.iso2] ?? 0;
    if (idx >= limit) continue;
    const popularity = Math.round(((COUNTRY_WEIGHT[c.iso2] ?? 10) * 100) / (1 + idx * 0.35));
    addCity(c.iso2, c.en, c.zh, c.lat, c.lng, popularity, true);
  }
  if (spec.generatedCities) {
    for (const cs of countrySeeds) {
      let made = 0;
      let guard = 0;
      while (made < cs.generatedCities && guard++ < 10_000) {
        const [he, hz] = r.pick(TOWN_HEADS);
        const [te, tz] = r.pick(TOWN_TAILS);
        const [lat, lng] = offset(r, cs.lat, cs.lng, r.range(20, cs.iso2 === "US" || cs.iso2 === "AU" || cs.iso2 === "CA" ? 1500 : 300));
        if (addCity(cs.iso2, he + te, hz + tz, lat, lng, r.int(5, 60), false)) made++;
      }
    }
  }
  // The hot list: the most popular cities, at most three per country so it is not all British.
  const hotPerCountry = new Map<number, number>();
  for (const c of [...cities].sort((a, b) => b.popularity - a.popularity)) {
    const n = hotPerCountry.get(c.country_id) ?? 0;
    if (n >= 3 || [...hotPerCountry.values()].reduce((s, v) => s + v, 0) >= 16) continue;
    hotPerCountry.set(c.country_id, n + 1);
    c.is_hot = true;
  }
  const cityByKey = new Map(cities.map((c) => [`${c.iso2}|${c.name_en}`, c]));
  const realByIso = new Map<string, CityRow[]>();
  for (const c of cities) if (c.real && listedCities(c.iso2).includes(c.name_en)) realByIso.set(c.iso2, [...(realByIso.get(c.iso2) ?? []), c]);
  /**
   * The building's postcode in its country's format and area (data/postcodes.ts), from a
   * generator of its own: the main one is advanced as many steps as the old random postcodes
   * took, so the rest of the catalogue is unchanged.
   */
  const nearestListedOf = new Map<number, CityRow | null>();
  const buildingPostcode = (city: CityRow, lat: number, lng: number, id: number) => {
    for (let i = city.iso2 === "GB" ? 7 : 1; i > 0; i--) r.next();
    let nearestListed = nearestListedOf.get(city.id);
    if (nearestListed === undefined) {
      nearestListed = (realByIso.get(city.iso2) ?? []).reduce<CityRow | null>(
        (a, c) => (!a || metres(city.lat, city.lng, c.lat, c.lng) < metres(city.lat, city.lng, a.lat, a.lng) ? c : a),
        null,
      );
      nearestListedOf.set(city.id, nearestListed);
    }
    return postcodeFor(
      { iso2: city.iso2, city: city.name_en, cityLat: city.lat, cityLng: city.lng, lat, lng },
      new Prng(7919 * id + 17),
      nearestListed && { city: nearestListed.name_en, lat: nearestListed.lat, lng: nearestListed.lng },
    );
  };

  // ---- schools
  interface SchoolRow extends Row {
    id: number; country_id: number; city_id: number; slug: string; lat: number; lng: number; popularity: number; synthetic: boolean;
  }
  /**
   * Real universities, and in the full catalogue made-up "schools" (templates such as "{c}
   * Business School") that are only clustering points for the apartments of towns with few or
   * no universities. Those anchors never become school rows, distances or descriptions: a
   * student would take them for real institutions. They are still drawn, so every apartment
   * keeps the position, code and rooms it had.
   */
  const schools: SchoolRow[] = [];
  const schoolSlugs = new Map<number, Set<string>>();
  const templateUse = new Map<number, number>();
  const addSchool = (city: CityRow, en: string, zh: string, popularity: number, synthetic = false) => {
    const slugs = schoolSlugs.get(city.id) ?? new Set<string>();
    schoolSlugs.set(city.id, slugs);
    const slug = slugify(en);
    if (slugs.has(slug)) return;
    slugs.add(slug);
    // A real university sits on its campus (data/campuses.ts); others near the centre. The
    // offset is drawn either way, so every later seeded value stays the same.
    const around = offset(r, city.lat, city.lng, r.range(0.3, city.real ? 4 : 2));
    const [lat, lng] = (!synthetic && CAMPUSES.get(en)) || around;
    schools.push({
      id: schools.length + 1, country_id: city.country_id, city_id: city.id, slug, name_zh: zh, name_en: en,
      pinyin: fullPinyin(zh), initials: pinyinInitials(zh), lat, lng, popularity, synthetic,
    });
  };
  const realPerCity = new Map<number, number>();
  for (const u of REAL_UNIVERSITIES) {
    const city = cityByKey.get(`${u.iso2}|${u.city}`);
    if (!city) continue;
    const n = realPerCity.get(city.id) ?? 0;
    if (n >= spec.universitiesPerCity) continue;
    realPerCity.set(city.id, n + 1);
    addSchool(city, u.en, u.zh, Math.round(city.popularity / (1 + n * 0.25)) + 50);
  }
  const addGenerated = (city: CityRow) => {
    // Template 0 ("University of X") only where no real university exists.
    const t = templateUse.get(city.id) ?? (realPerCity.has(city.id) ? 1 : 0);
    if (t >= SCHOOL_TEMPLATES.length) return false;
    const [en, zh] = SCHOOL_TEMPLATES[t];
    templateUse.set(city.id, t + 1);
    addSchool(city, en.replace("{c}", city.name_en), zh.replace("{c}", city.name_zh), Math.round(city.popularity / 4), true);
    return true;
  };
  if (scale !== "small") {
    for (const city of cities) if (!realPerCity.has(city.id)) addGenerated(city);
    const byPopularity = [...cities].sort((a, b) => b.popularity - a.popularity);
    let i = 0;
    while (schools.length < spec.targetSchools && i < byPopularity.length * SCHOOL_TEMPLATES.length) {
      addGenerated(byPopularity[i % Math.min(byPopularity.length, 120)]);
      i++;
    }
  }
  const schoolsByCity = new Map<number, SchoolRow[]>();
  for (const s of schools) schoolsByCity.set(s.city_id, [...(schoolsByCity.get(s.city_id) ?? []), s]);

  // ---- how many buildings per city: a floor for every city, the rest by popularity^1.5.
  const weights = cities.map((c) => Math.pow(c.popularity, 1.5));
  const weightSum = weights.reduce((a, b) => a + b, 0);
  const free = spec.buildings - spec.minBuildingsPerCity * cities.length;
  const perCity = weights.map((w) => spec.minBuildingsPerCity + Math.floor((free * w) / weightSum));
  let short = spec.buildings - perCity.reduce((a, b) => a + b, 0);
  for (let i = 0; short > 0; i = (i + 1) % perCity.length, short--) perCity[i]++;

  // ---- rooms per building: 10..40, then nudged so the total is exact.
  const roomCounts = Array.from({ length: spec.buildings }, () =>
    Math.max(4, Math.round((spec.rooms / spec.buildings) * r.range(0.4, 1.6))),
  );
  let diff = spec.rooms - roomCounts.reduce((a, b) => a + b, 0);
  for (let i = 0; diff !== 0; i = (i + 1) % roomCounts.length) {
    if (diff > 0) { roomCounts[i]++; diff--; }
    else if (roomCounts[i] > 4) { roomCounts[i]--; diff++; }
  }

  const buildings: Row[] = [];
  const rooms: Row[] = [];
  const distances: Row[] = [];
  const codes = new Set<string>();
  const newCode = () => {
    for (;;) {
      let code = "";
      for (let i = 0; i < 8; i++) code += CODE_ALPHABET[Math.floor(r.next() * CODE_ALPHABET.length)];
      if (!codes.has(code)) { codes.add(code); return code; }
    }
  };
  const createdBase = Date.UTC(2022, 0, 1);

  cities.forEach((city, ci) => {
    const cs = seedByIso.get(city.iso2)! as CountrySeed;
    const country = countryByIso.get(city.iso2)!;
    const anchors = schoolsByCity.get(city.id) ?? [];
    const citySchools = anchors.filter((s) => !s.synthetic);
    const maxPop = Math.max(...cities.filter((c) => c.country_id === city.country_id).map((c) => c.popularity));
    const cityMult = 0.82 + 0.6 * (city.popularity / maxPop);
    const combos = r.shuffle(BUILDING_NOUNS.flatMap((n) => BUILDING_KINDS.map((k) => [n, k] as const)));
    for (let b = 0; b < perCity[ci]; b++) {
      const id = buildings.length + 1;
      const [[nounEn, nounZh], [kindEn, kindZh]] = combos[b % combos.length];
      const suffix = b >= combos.length ? ` ${Math.floor(b / combos.length) + 1}` : "";
      const nameEn = `${nounEn} ${kindEn}${suffix}`;
      const nameZh = `${nounZh}${kindZh}${suffix}`;
      // Most buildings cluster around a campus, the rest spread over the city.
      const near = anchors.length > 0 && r.chance(0.65) ? r.pick(anchors) : undefined;
      const [lat, lng] = near
        ? offset(r, near.lat, near.lng, r.range(0.15, 2.5))
        : offset(r, city.lat, city.lng, r.range(0.3, city.real ? 7 : 3));
      const [streetEn, streetZh] = r.pick(STREET_WORDS);
      const [streetKindEn, streetKindZh] = r.pick(STREET_KINDS);
      const num = r.int(1, 240);
      const code = newCode();

      // Rooms.
      const mix = cs.unit === "week" ? WEEKLY_MIX : MONTHLY_MIX;
      const types = [...new Set(r.sample(mix, r.int(2, 5)))] as RoomType[];
      const termsPool = cs.unit === "week" ? WEEK_TERMS : MONTH_TERMS;
      const n = roomCounts[id - 1];
      let minPrice = Infinity;
      let maxPrice = 0;
      let available = 0;
      let earliest = Infinity;
      const leaseTypes = new Set<string>();
      for (let k = 0; k < n; k++) {
        const type = types[k % types.length];
        const tierIndex = Math.floor(k / types.length) % TIERS.length;
        const round = Math.floor(k / (types.length * TIERS.length));
        const [tierEn, tierZh, tierMult] = TIERS[tierIndex];
        const variant = round > 0 ? ` ${String.fromCharCode(65 + round)}` : "";
        const price = roundTo(cs.basePrice * TYPE_PRICE[type] * tierMult * cityMult * r.range(0.92, 1.08), cs.step);
        const terms = r.pick(termsPool);
        const weeks = terms.map((t) => leaseWeeks(t, cs.unit));
        const roomLeaseTypes = [...new Set(weeks.map(leaseTypeOfWeeks))];
        roomLeaseTypes.forEach((t) => leaseTypes.add(t));
        const from = anchor + r.int(-8, 16) * 7 * DAY_MS;
        const to = from + (Math.max(...weeks) * 7 - 1) * DAY_MS; // last night (api/catalogue/costs.ts tenancyEnd)
        const stock = r.chance(0.18) ? 0 : r.int(1, 12);
        available += stock; // free rooms, not room types
        minPrice = Math.min(minPrice, price);
        maxPrice = Math.max(maxPrice, price);
        earliest = Math.min(earliest, from);
        const [areaMin, areaMax] = TYPE_AREA[type];
        const privateBath = type !== "private" && type !== "shared";
        rooms.push({
          id: rooms.length + 1,
          code: `${code}-${String(k + 1).padStart(2, "0")}`,
          building_id: id,
          name_zh: `${tierZh}${ROOM_TYPE_LABELS[type].zh.replace(/（.*）/, "")}${variant}`,
          name_en: `${tierEn} ${ROOM_TYPE_LABELS[type].en}${variant}`,
          room_type: type,
          price,
          area_m2: Number(r.range(areaMin, areaMax).toFixed(1)),
          bed_size: r.pick(TYPE_BEDS[type].filter((b) => b in BED_SIZES)),
          lease_terms: terms,
          lease_types: roomLeaseTypes,
          available_from: isoDate(from),
          available_to: isoDate(to),
          stock,
          photos: [seedImageKey(2 * r.int(0, SEED_IMAGE_COUNT / 2 - 1) + 1), seedImageKey(2 * r.int(0, SEED_IMAGE_COUNT / 2 - 1) + 1), seedImageKey(2 * r.int(0, SEED_IMAGE_COUNT / 2 - 1))],
          attributes: {
            floor: r.int(1, type === "two_bed" ? 30 : 18),
            bathroom: privateBath ? "private" : "shared",
            kitchen: type === "studio" || type === "one_bed" || type === "two_bed" ? "private" : "shared",
            window: r.pick(["street", "courtyard", "city", "park"]),
            desk: "yes",
            wardrobe: "yes",
            airConditioning: r.chance(cs.unit === "month" ? 0.8 : 0.25) ? "yes" : "no",
            heating: "yes",
            maxOccupants: type === "two_bed" ? 2 : type === "shared" ? 2 : 1,
          },
          created_at: new Date(createdBase + r.int(0, 1000) * DAY_MS).toISOString(),
        });
      }

      // Distances, great-circle from the campus, to the schools of the city within reach: a
      // school's listing holds only the apartments near it (SCHOOL_RADIUS_M).
      let nearest = Infinity;
      for (const s of citySchools) {
        const d = metres(lat, lng, s.lat, s.lng);
        nearest = Math.min(nearest, d);
        if (d > SCHOOL_RADIUS_M) continue;
        distances.push({
          building_id: id,
          school_id: s.id,
          distance_m: d,
          walk_minutes: Math.max(1, Math.round(d / 80)),
          transit_minutes: Math.max(3, Math.round(6 + d / 320)),
        });
      }

      const facilities = ["wifi", ...r.sample(FACILITIES.filter((f) => f !== "wifi"), r.int(4, 10))];
      const tags = new Set<string>(r.sample(TAGS.filter((t) => t !== "near_campus"), r.int(1, 3)));
      if (nearest <= 1000) tags.add("near_campus");
      if (cs.unit === "week" && r.chance(0.7)) tags.add("bills_included");
      const kinds = types.map((t) => ROOM_TYPE_LABELS[t]);
      const nearestSchool = citySchools.length ? citySchools.reduce((a, s) => (metres(lat, lng, s.lat, s.lng) < metres(lat, lng, a.lat, a.lng) ? s : a)) : undefined;
      const unitZh = cs.unit === "week" ? "周" : "月";
      buildings.push({
        id,
        code,
        country_id: country.id,
        city_id: city.id,
        name_zh: nameZh,
        name_en: nameEn,
        pinyin: fullPinyin(nameZh),
        initials: pinyinInitials(nameZh),
        address_zh: `${city.name_zh}${streetZh}${streetKindZh}${num}号`,
        address_en: `${num} ${streetEn} ${streetKindEn}, ${city.name_en}`,
        postcode: buildingPostcode(city, lat, lng, id),
        lat,
        lng,
        description_zh: `${nameZh}位于${city.name_zh}${nearestSchool ? `，距离${nearestSchool.name_zh}约${(nearest / 1000).toFixed(1)}公里` : ""}。公寓提供${kinds.map((k) => k.zh).join("、")}等${types.length}种房型，租金每${unitZh}${minPrice} ${cs.currency}起，配备${facilities.length}项公共设施，适合希望安心学习、方便通勤的留学生。`,
        description_en: `${nameEn} is a student residence in ${city.name_en}${nearestSchool ? `, about ${(nearest / 1000).toFixed(1)} km from ${nearestSchool.name_en}` : ""}. It offers ${types.length} room types (${kinds.map((k) => k.en).join(", ")}) from ${cs.currency} ${minPrice} per ${cs.unit}, with ${facilities.length} shared facilities for students who want an easy commute and a quiet place to study.`,
        facilities,
        photos: [seedImageKey(2 * r.int(0, SEED_IMAGE_COUNT / 2 - 1)), ...Array.from({ length: 4 }, () => seedImageKey(r.int(0, SEED_IMAGE_COUNT - 1)))],
        tags: [...tags],
        policies: {
          payment: r.pick(PAYMENT_POLICIES),
          cancellation: r.pick(CANCELLATION_POLICIES),
          deposit: r.pick(DEPOSIT_POLICIES),
        },
        faq: r.sample(FAQ_POOL, r.int(3, 5)),
        currency: cs.currency,
        price_unit: cs.unit,
        from_price: minPrice,
        to_price: maxPrice,
        room_count: n,
        available_room_count: available,
        room_types: types,
        lease_types: [...leaseTypes],
        available_from: isoDate(earliest),
        recommend_score: r.int(0, 1000) + (tags.has("hot") ? 300 : 0),
        // Fees and offers as data: the country's standard fees, varied per apartment.
        fees: standardFees(city.iso2, cs.unit, [...tags], codeSeed(code)),
        is_published: true,
        created_at: new Date(createdBase + r.int(0, 1300) * DAY_MS).toISOString(),
      });
    }
  });

  // Aliases of the places this scale has (a small catalogue lacks most of them).
  const realSchools = schools.filter((s) => !s.synthetic);
  const schoolByKey = new Map(realSchools.map((s) => [`${s.city_id}|${s.name_en}`, s]));
  const aliases: Row[] = [];
  for (const a of PLACE_ALIASES) {
    const country = countryByIso.get(a.iso2);
    const city = a.city ? cityByKey.get(`${a.iso2}|${a.city}`) : undefined;
    const school = city && a.school ? schoolByKey.get(`${city.id}|${a.school}`) : undefined;
    if (!country || (a.city && !city) || (a.school && !school)) continue;
    aliases.push({
      id: aliases.length + 1,
      country_id: a.city ? null : country.id,
      city_id: city && !a.school ? city.id : null,
      school_id: school ? school.id : null,
      alias: a.alias,
    });
  }

  // Drop generator-only fields before insert; a generated town is marked synthetic (kept out of
  // pickers and promotions).
  const cityRows = cities.map(({ iso2: _i, real, ...c }) => ({ ...c, synthetic: !real }));
  return { areas, countries, cities: cityRows, schools: realSchools, buildings, rooms, distances, aliases };
}
