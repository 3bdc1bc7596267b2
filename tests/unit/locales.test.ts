import { describe, expect, it } from "vitest";
import cn from "~/locales/cn";
import en from "~/locales/en";

/** Every key path of a catalogue, e.g. "footer.columns.about", "activation.steps.0". */
function keys(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe("catalogues: every string in both languages", () => {
  const cnKeys = keys(cn).sort();
  const enKeys = keys(en).sort();

  it("have exactly the same keys in cn and en", () => {
    const onlyCn = cnKeys.filter((k) => !enKeys.includes(k));
    const onlyEn = enKeys.filter((k) => !cnKeys.includes(k));
    expect({ onlyCn, onlyEn }).toEqual({ onlyCn: [], onlyEn: [] });
  });

  it("have no empty strings", () => {
    const empty = (cat: unknown) =>
      keys(cat).filter((k) => k.split(".").reduce<unknown>((o, part) => (o as Record<string, unknown>)[part], cat) === "");
    expect(empty(cn)).toEqual([]);
    expect(empty(en)).toEqual([]);
  });

  it("use the same interpolation variables in both languages", () => {
    const vars = (cat: unknown, key: string) => {
      const text = key.split(".").reduce<unknown>((o, part) => (o as Record<string, unknown>)[part], cat);
      return typeof text === "string" ? [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort() : [];
    };
    const mismatched = cnKeys.filter((k) => enKeys.includes(k) && vars(cn, k).join() !== vars(en, k).join());
    expect(mismatched).toEqual([]);
  });

  it("keep the fixed texts: the not-found message and the language switch's labels", () => {
    expect(en.error.notFound).toBe("This page could not be found");
    expect(cn.error.notFound).not.toBe(en.error.notFound);
    expect(en.lang).toMatchObject({ en: "English(EN)", cn: "简体中文(CN)" });
    expect(cn.lang).toMatchObject({ en: "English(EN)", cn: "简体中文(CN)" });
  });
});
