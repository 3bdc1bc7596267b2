import { useLocation, useRouteLoaderData } from "@remix-run/react";
import { dialogHref, loginHref } from "./links";
import type { RootData } from "../root.server";
import { DEFAULT_LANG, type Lang } from "#core/constants";
import type { FormDraft } from "./form-draft";
import { DEFAULT_CURRENCY, type SecondCurrency } from "./currency";

export type { RootData };

/** The root loader's data (user, language, header/footer settings). Undefined inside a failed root. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}

export function useLang(): Lang {
  return useRootData()?.lang ?? DEFAULT_LANG;
}

/** The draft kept for the form named `name` on this page (form-draft.server.ts), or null. */
export function useFormDraft(name: string): FormDraft | null {
  const draft = useRootData()?.draft;
  return draft && draft.form === name ? draft : null;
}

/** The student's second currency with today's rates (app/lib/currency.ts). */
export function useSecondCurrency(): SecondCurrency {
  return useRootData()?.currency ?? { code: DEFAULT_CURRENCY, rates: [] };
}

/** Where a dialog entry of this page leads: the dialog for a student, the login first for a visitor. */
export function useDialogEntryHref(dialog: "cooperation" | "feedback"): string {
  const user = useRootData()?.user;
  const { pathname, search } = useLocation();
  return user ? dialogHref(pathname, search, dialog) : loginHref(pathname, search, 1);
}
