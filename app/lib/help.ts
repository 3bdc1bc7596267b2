import type { Lang } from "#core/constants";
import { localHref } from "#core/lang";

/** Addresses of the help centre: /{lang}/help, /{lang}/help/{category}, /{lang}/help/{category}/{question}. */
export function helpHref(lang: Lang, category?: string, question?: string): string {
  return localHref(["/help", category, category ? question : undefined].filter(Boolean).join("/"), lang);
}

/** Where the help pages send whoever still needs a person: the student's online service. */
export const ONLINE_SERVICE_PATH = "/user/service";

/** How many of a category's questions the help centre's front page lists under it. */
export const QUESTIONS_PER_CATEGORY = 5;
