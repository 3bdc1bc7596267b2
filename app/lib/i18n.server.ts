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
