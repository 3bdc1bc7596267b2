import { pinyin } from "pinyin-pro";

/**
 * URL slugs and pinyin keys of place names. Slugs are lower-case English words joined by `-`
 * (spec §2: "names are turned into URL-safe text"); accents are folded, apostrophes dropped.
 */
export function slugify(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

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
