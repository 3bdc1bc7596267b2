import { catalogueRowsOf } from "../../api/db/seed/catalogue-rows";
import { COUNTRIES } from "../../api/db/seed/data/countries";
import { generateCatalogue } from "../../api/db/seed/generate";
import { assembleCatalogueIndex, derived, type CatalogueIndex } from "../../api/catalogue/catalogue-index";
import { searchIndex, type SearchItem } from "../../api/catalogue/search";
import type { Lang } from "#core/constants";
import { QUALITY_QUERIES, type QualityQuery } from "./quality-queries";

/**
 * Runs the quality table (quality-queries.ts) through the very search house/search answers
 * with (`searchIndex`), on the full catalogue as the seed makes it — generated in memory, so
 * no database is needed — in both languages.
 */
export function fullCatalogueIndex(): CatalogueIndex {
  return derived(assembleCatalogueIndex(catalogueRowsOf(generateCatalogue("full"))));
}

const ISO_OF = new Map(COUNTRIES.map((c) => [c.en, c.iso2]));

/** `city:GB/London` or `school:University College London`, as the table writes results. */
export function resultKey(item: SearchItem): string {
  if (item.type === 1) return `city:${ISO_OF.get(item.countryEnName)}/${item.enName}`;
  if (item.type === 2) return `school:${item.enName}`;
  return `house:${item.buildingCode}`;
}

export interface QualityOutcome {
  q: QualityQuery;
  lang: Lang;
  /** 1-based position of the expected result, 0 when absent. */
  position: number;
  first: string;
}

export function runQuality(index: CatalogueIndex, queries: readonly QualityQuery[] = QUALITY_QUERIES): QualityOutcome[] {
  const out: QualityOutcome[] = [];
  for (const q of queries) {
    for (const lang of ["cn", "en"] as const) {
      const keys = searchIndex(index, q.query, lang).map(resultKey);
      out.push({ q, lang, position: keys.indexOf(q.expect) + 1, first: keys[0] ?? "(nothing)" });
    }
  }
  return out;
}

export function successAt(outcomes: QualityOutcome[], k: number): number {
  return outcomes.filter((o) => o.position >= 1 && o.position <= k).length / outcomes.length;
}
