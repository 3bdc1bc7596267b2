import { asc, sql } from "drizzle-orm";
import type { Lang } from "#core/constants";
import { sharedCached } from "#core/shared-cache.server";
import { fullPinyin } from "../catalogue";
import { db, query } from "../db/client";
import { feedbackCategories, grades, mobilePrefixes } from "../db/schema";

/**
 * Small reference lists (calling codes, grades, feedback categories, regions). They change
 * only through migrations or an admin, so they are read from the database once every few
 * minutes, through the shared cache (one load for concurrent misses; Redis in scale-out mode).
 */
const TTL_MS = 5 * 60_000;
const cached = <T>(key: string, load: () => Promise<T>): Promise<T> => sharedCached(`reference:${key}`, TTL_MS, load);

interface PrefixRow {
  id: number;
  mobilePrefix: string;
  nameZh: string;
  nameEn: string;
  hotRank: number | null;
  iso2: string;
}

const loadPrefixes = () =>
  cached("prefixes", () =>
    db()
      .select({
        id: mobilePrefixes.id,
        mobilePrefix: mobilePrefixes.mobilePrefix,
        nameZh: mobilePrefixes.nameZh,
        nameEn: mobilePrefixes.nameEn,
        hotRank: mobilePrefixes.hotRank,
        iso2: mobilePrefixes.iso2,
      })
      .from(mobilePrefixes)
      .orderBy(asc(mobilePrefixes.id)),
  );

const collator = { cn: new Intl.Collator("zh-CN"), en: new Intl.Collator("en") };

/** Hot entries first (China first), then the rest alphabetically in the request language. */
export async function mobilePrefixList(lang: Lang) {
  const rows = await loadPrefixes();
  const name = (r: PrefixRow) => (lang === "en" ? r.nameEn : r.nameZh);
  const hot = rows.filter((r) => r.hotRank !== null).sort((a, b) => a.hotRank! - b.hotRank!);
  const rest = rows.filter((r) => r.hotRank === null).sort((a, b) => collator[lang].compare(name(a), name(b)));
  const item = (r: PrefixRow) => ({ id: r.id, mobilePrefix: r.mobilePrefix, name: name(r), iso2: r.iso2 });
  return { hot: hot.map(item), rest: rest.map(item), all: [...hot, ...rest].map(item) };
}

/** The v2 chooser: hot entries, then groups by initial letter (English name, or pinyin). */
export async function mobilePrefixGroups(lang: Lang) {
  const { hot, all } = await mobilePrefixList(lang);
  const groups = new Map<string, typeof all>();
  for (const item of [...all].sort((a, b) => collator[lang].compare(a.name, b.name))) {
    const first = (lang === "en" ? item.name : fullPinyin(item.name)).charAt(0).toUpperCase();
    const letter = /[A-Z]/.test(first) ? first : "#";
    groups.set(letter, [...(groups.get(letter) ?? []), item]);
  }
  return {
    hot,
    groups: [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([letter, list]) => ({ letter, list })),
    list: all,
  };
}

export async function gradeList(lang: Lang) {
  const rows = await cached("grades", () =>
    db().select().from(grades).orderBy(asc(grades.sort), asc(grades.id)),
  );
  return rows.map((g) => ({ id: g.id, name: lang === "en" ? g.nameEn : g.nameZh }));
}

export async function feedbackCategoryList(lang: Lang) {
  const rows = await cached("feedback-categories", () =>
    db().select().from(feedbackCategories).orderBy(asc(feedbackCategories.sort), asc(feedbackCategories.id)),
  );
  return rows.filter((c) => c.active).map((c) => ({ id: c.id, name: lang === "en" ? c.nameEn : c.nameZh }));
}

/** Regions with their destination countries (`common/mdy/area`). */
export async function areaList(lang: Lang) {
  const rows = await cached("areas", () =>
    query<{ id: number; code: string; name_zh: string; name_en: string; countries: { id: number; slug: string; name_zh: string; name_en: string }[] }>(sql`
      SELECT a.id, a.code, a.name_zh, a.name_en,
        coalesce(json_agg(json_build_object('id', c.id, 'slug', c.slug, 'name_zh', c.name_zh, 'name_en', c.name_en)
          ORDER BY c.popularity DESC) FILTER (WHERE c.id IS NOT NULL), '[]') AS countries
      FROM areas a LEFT JOIN countries c ON c.area_id = a.id
      GROUP BY a.id ORDER BY a.sort, a.id`),
  );
  return rows.map((a) => ({
    id: a.id,
    code: a.code,
    name: lang === "en" ? a.name_en : a.name_zh,
    enName: a.name_en,
    cnName: a.name_zh,
    countries: a.countries.map((c) => ({
      id: c.id,
      slug: c.slug,
      name: lang === "en" ? c.name_en : c.name_zh,
      enName: c.name_en,
      cnName: c.name_zh,
    })),
  }));
}
