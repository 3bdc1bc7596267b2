import { RemixI18Next } from "remix-i18next/server";
import { i18nConfig } from "./i18n";
import { langOfPath, localeOf } from "./lib/lang";
import { DEFAULT_LANG } from "./lib/constants";
import { resources } from "./locales";

/** The language of a request is its URL prefix; the server middleware has already redirected unprefixed paths. */
const i18next = new RemixI18Next({
  detection: {
    supportedLanguages: i18nConfig.supportedLngs,
    fallbackLanguage: i18nConfig.fallbackLng,
    order: ["custom"],
    findLocale: async (request) => localeOf(langOfPath(new URL(request.url).pathname) ?? DEFAULT_LANG),
  },
  i18next: { ...i18nConfig, resources },
});

export default i18next;
