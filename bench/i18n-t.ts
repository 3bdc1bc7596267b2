/**
 * Micro-benchmark of one translation call, as a page's render makes hundreds of them
 * (docs/decisions/028-translations.md): i18next's t() as the render uses it (an instance per
 * language, `getFixedT`) with the locale codes the site used (zh-CN, en) and with plain language
 * codes (zh, en), against the site's own t() (app/lib/translate.ts: one lookup in a flattened
 * table). `npx tsx bench/i18n-t.ts` (CALLS sets the calls per variant).
 */
import { createInstance } from "i18next";
import { i18nConfig } from "../app/i18n";
import { resources } from "../app/locales";
import { translator } from "../app/lib/translate";

const KEYS = ["discovery.listing.pagination", "discovery.listing.next", "common.footer.claim"];
const CALLS = Number(process.env.CALLS ?? 200_000);

function bench(label: string, t: (key: string, vars?: Record<string, unknown>) => string): number {
  for (let i = 0; i < 20_000; i++) t(KEYS[i % 3], i % 3 === 2 ? { cities: 500, rooms: 200000 } : undefined);
  const start = process.hrtime.bigint();
  let n = 0;
  for (let i = 0; i < CALLS; i++) n += t(KEYS[i % 3], i % 3 === 2 ? { cities: 500, rooms: 200000 } : undefined).length;
  const ns = Number(process.hrtime.bigint() - start) / CALLS;
  console.log(`${label.padEnd(48)} ${ns.toFixed(0).padStart(6)} ns/call  (${n})`);
  return ns;
}

async function i18nextT(lng: string, res: object, fallbackLng: string, supportedLngs: string[]) {
  const i = createInstance();
  await i.init({ ...i18nConfig, supportedLngs, fallbackLng, resources: res as never, lng, initImmediate: false });
  return i.getFixedT(lng) as (key: string, vars?: Record<string, unknown>) => string;
}

const plain = { zh: resources["zh-CN"], en: resources.en };
const figures = {
  "i18next, locale codes (zh-CN)": bench("i18next t(), lng zh-CN (the site's setting)", await i18nextT("zh-CN", resources, "zh-CN", ["zh-CN", "en"])),
  "i18next, locale codes (en)": bench("i18next t(), lng en, fallback zh-CN", await i18nextT("en", resources, "zh-CN", ["zh-CN", "en"])),
  "i18next, language codes (zh)": bench("i18next t(), lng zh (no region)", await i18nextT("zh", plain, "zh", ["zh", "en"])),
  "i18next, language codes (en)": bench("i18next t(), lng en, fallback zh", await i18nextT("en", plain, "zh", ["zh", "en"])),
  "site t() (zh-CN)": bench("app/lib/translate.ts, zh-CN", translator("zh-CN", resources["zh-CN"].translation)),
  "site t() (en)": bench("app/lib/translate.ts, en, fallback zh-CN", translator("en", resources.en.translation, resources["zh-CN"].translation)),
};
console.log(JSON.stringify(figures));
