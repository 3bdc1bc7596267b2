import type { InitOptions } from "i18next";

/**
 * Shared i18next options. Locales are the BCP 47 codes (zh-CN, en); the URL prefixes cn/en
 * map onto them through core/lang.ts.
 */
export const i18nConfig = {
  supportedLngs: ["zh-CN", "en"],
  fallbackLng: "zh-CN",
  defaultNS: "translation",
  ns: ["translation"],
  interpolation: { escapeValue: false },
  returnNull: false,
} satisfies InitOptions;
