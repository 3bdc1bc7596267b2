import { useEffect } from "react";
import { isTypedField } from "~/lib/form-draft";
import type { FormActionData } from "~/lib/applications.server";

/**
 * Code 3 (session ended) for the dialog forms: when a send answers that the session
 * ended, the typed values are kept in sessionStorage, the notice is alerted and the page reloads
 * (it then offers the login view); once the user is back, the same form is filled again.
 */
const KEY = (formId: string) => `draft:${formId}`;

export function saveDraft(formId: string, form: HTMLFormElement): void {
  const values: [string, string][] = [];
  for (const [name, value] of new FormData(form)) if (isTypedField(name) && typeof value === "string") values.push([name, value]);
  try {
    window.sessionStorage.setItem(KEY(formId), JSON.stringify(values));
  } catch {
    // storage full or refused: nothing more we can keep
  }
}

/** The kept values (once: they are removed as they are read). */
export function takeDraft(formId: string): [string, string][] {
  try {
    const raw = window.sessionStorage.getItem(KEY(formId));
    if (!raw) return [];
    window.sessionStorage.removeItem(KEY(formId));
    const values = JSON.parse(raw) as unknown;
    return Array.isArray(values) ? values.filter((v): v is [string, string] => Array.isArray(v) && typeof v[0] === "string" && typeof v[1] === "string") : [];
  } catch {
    return [];
  }
}

/**
 * `result` is the fetcher's answer; `submitting` its state. The answer is acted on as soon as
 * it arrives (while the loaders revalidate): the revalidated page no longer shows the form.
 */
export function useExpiredDraft(
  formId: string,
  result: FormActionData | undefined,
  submitting: boolean,
  update: (options: { name: string; value: string }) => void,
): void {
  useEffect(() => {
    // After hydration settles, through the form library, so its state and the inputs agree.
    const timer = setTimeout(() => {
      for (const [name, value] of takeDraft(formId)) update({ name, value });
    }, 0);
    return () => clearTimeout(timer);
    // Once per mounted form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [formId]);
  useEffect(() => {
    if (submitting || !result?.expired) return;
    const form = document.getElementById(formId);
    if (form instanceof HTMLFormElement) saveDraft(formId, form);
    window.alert(result.message ?? "");
    window.location.reload();
  }, [formId, result, submitting]);
}
