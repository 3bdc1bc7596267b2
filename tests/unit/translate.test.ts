import { createInstance, type TFunction } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { i18nConfig } from "~/i18n";
import { resources } from "~/locales";
import { translator, translatorOf, type Translate } from "~/lib/translate";
import { getFixedT } from "~/lib/i18n.server";

/**
 * The site's own t() (app/lib/translate.ts) answers exactly what i18next's t() answers, for every
 * key of both catalogues: plain, with every variable of the text filled in, with a missing
 * variable, with counts for the plural forms, and for a key no catalogue has.
 */
type Locale = keyof typeof resources;
const LOCALES = Object.keys(resources) as Locale[];
const oracle = {} as Record<Locale, TFunction>;
const ours = {} as Record<Locale, Translate>;

beforeAll(async () => {
  for (const lng of LOCALES) {
    const i = createInstance();
    await i.init({ ...i18nConfig, lng, resources, initImmediate: false });
    oracle[lng] = i.getFixedT(lng);
    ours[lng] = translatorOf(i);
  }
});

function keysOf(node: object, prefix = ""): string[] {
  return Object.entries(node).flatMap(([k, v]) => (typeof v === "string" ? [prefix + k] : keysOf(v as object, `${prefix}${k}.`)));
}

describe("the site's t() against i18next's", () => {
  for (const lng of LOCALES) {
    const keys = keysOf(resources[lng].translation);
    it(`${lng}: all ${keys.length} keys, plain and with their variables`, () => {
      const table = resources[lng].translation as unknown as Record<string, unknown>;
      for (const key of keys) {
        const text = key.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], table) as string;
        const vars = Object.fromEntries([...text.matchAll(/\{\{(.+?)\}\}/g)].map((m, i) => [m[1].trim(), i % 2 ? 7 : "X"]));
        expect(ours[lng](key), key).toBe(oracle[lng](key));
        expect(ours[lng](key, vars), key).toBe(oracle[lng](key, vars));
      }
    });

    it(`${lng}: plural forms by count, and the base key of each`, () => {
      const bases = [...new Set(keys.filter((k) => /_(one|other)$/.test(k)).map((k) => k.replace(/_(one|other)$/, "")))];
      expect(bases.length).toBeGreaterThan(0);
      for (const base of bases) {
        for (const count of [0, 1, 2, 5, 21]) expect(ours[lng](base, { count, n: count, label: "L" }), `${base} ${count}`).toBe(oracle[lng](base, { count, n: count, label: "L" }));
      }
    });
  }

  it("a key in no catalogue answers its default value, else the key", () => {
    for (const lng of LOCALES) {
      expect(ours[lng]("no.such.key")).toBe(oracle[lng]("no.such.key"));
      expect(ours[lng]("no.such.key", { defaultValue: "wechat" })).toBe(oracle[lng]("no.such.key", { defaultValue: "wechat" }));
    }
  });

  it("a key one catalogue lacks falls back to the Chinese text", () => {
    const t = translator("en", { a: "A" }, { a: "甲", b: "乙 {{n}}" });
    expect(t("a")).toBe("A");
    expect(t("b", { n: 3 })).toBe("乙 3");
  });

  it("a text split once fills each call with that call's values (variables kept, missing, empty, repeated)", () => {
    const t = translator("en", { x: "{{a}} and {{ b }}, {{a}} again{{c}}", y: "{{n}} left", y_one: "{{n}} room left" });
    for (let i = 0; i < 3; i++) {
      expect(t("x", { a: i, b: "B" })).toBe(`${i} and B, ${i} again{{c}}`);
      expect(t("x", { a: null, b: undefined, c: 0 })).toBe(" and ,  again0");
      expect(t("x")).toBe("{{a}} and {{ b }}, {{a}} again{{c}}");
    }
    // Plural categories kept per count and key: each call still answers its own count's form.
    for (const n of [1, 2, 1, 0, 1]) expect(t("y", { count: n, n })).toBe(n === 1 ? "1 room left" : `${n} left`);
    // A default value is filled in as well, and a plural key no catalogue has answers it.
    expect(t("no.such", { count: 2, defaultValue: "{{count}} things" })).toBe("2 things");
  });

  it("plural forms found in the fallback catalogue when the first lacks them", () => {
    const t = translator("en", { a: "A" }, { b_other: "乙 {{count}}", b: "乙" });
    expect(t("b", { count: 3 })).toBe("乙 3");
    expect(t("b")).toBe("乙");
  });

  it("loaders, actions and e-mails get the same function (getFixedT)", () => {
    expect(getFixedT("en")("discovery.listing.next")).toBe(oracle.en("discovery.listing.next"));
    expect(getFixedT("cn")("discovery.listing.next")).toBe(oracle["zh-CN"]("discovery.listing.next"));
  });
});

describe("lists of texts (returnObjects)", () => {
  it("answer the list as i18next does", () => {
    for (const lng of LOCALES) {
      for (const key of ["activation.steps", "phone.mobilePage.points"]) {
        expect(ours[lng](key, { returnObjects: true }), key).toEqual(oracle[lng](key, { returnObjects: true }));
        expect(Array.isArray(ours[lng](key, { returnObjects: true }))).toBe(true);
      }
    }
  });
});
