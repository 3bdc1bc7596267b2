import { createInstance, type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { i18nConfig } from "../i18n";
import { resources } from "../locales";
import type { Lang } from "#core/constants";
import { localeOf } from "#core/lang";
import { translator, type Translate } from "./translate";

/**
 * A translation function for a language, for loaders, actions and e-mails: the same one the
 * render uses (app/lib/translate.ts), over the same catalogues, falling back to Chinese.
 */
export function getFixedT(lang: Lang): Translate {
  const locale = localeOf(lang) as keyof typeof resources;
  return translator(locale, resources[locale].translation, resources["zh-CN"].translation);
}

/**
 * One i18next instance per language, made once, for the server's renders (the whole page in
 * entry.server.tsx, a student's personal parts in signed-in-pages.server.tsx): a render only
 * reads it (the language never changes on the server; useChangeLanguage acts in the browser).
 */
const i18nInstances = new Map<string, I18n>();
export function i18nFor(lng: string): I18n {
  let instance = i18nInstances.get(lng);
  if (!instance) {
    instance = createInstance();
    void instance.use(initReactI18next).init({ ...i18nConfig, lng, resources, initImmediate: false });
    i18nInstances.set(lng, instance);
  }
  return instance;
}
