import { createInstance, type TFunction } from "i18next";
import { i18nConfig } from "../i18n";
import { resources } from "../locales";
import type { Lang } from "#core/constants";
import { localeOf } from "#core/lang";

/** A translation function for a language, for loaders, actions and e-mails. */
const instance = createInstance();
void instance.init({ ...i18nConfig, resources, lng: "zh-CN", initImmediate: false });

export function getFixedT(lang: Lang): TFunction {
  return instance.getFixedT(localeOf(lang));
}
