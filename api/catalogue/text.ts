import { pinyin } from "pinyin-pro";

/**
 * Pinyin keys of place names and LIKE escaping. (Slugs: core/slug, one rule for the slugs the
 * API stores and the paths the web builds.)
 */
/** Full pinyin without tones or spaces (`伦敦` → `lundun`), lower-case ASCII only. */
export function fullPinyin(zh: string): string {
  return pinyin(zh, { toneType: "none", type: "array", nonZh: "consecutive" })
    .join("")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}

/** First letters of each syllable (`伦敦` → `ld`). */
export function pinyinInitials(zh: string): string {
  return pinyin(zh, { pattern: "first", toneType: "none", type: "array", nonZh: "removed" })
    .join("")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}

/** Escapes LIKE wildcards so user input matches literally. */
export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}
