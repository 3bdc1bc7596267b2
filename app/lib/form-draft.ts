/**
 * The browser side of kept drafts (form-draft.server.ts): a student form that opts in carries a
 * hidden field naming it; once the student is back from logging in again, the form reads its
 * draft from the root data (useFormDraft, root-data.ts) and shows it as its default values.
 */
export const DRAFT_FIELD = "_draft";

export type DraftValues = Record<string, string | string[]>;
export interface FormDraft {
  /** The form's name (its `_draft` field, or the dialog's name). */
  form: string;
  values: DraftValues;
  /** The page the form was sent from, where a successful send returns (dialog forms). */
  back: string;
}

/** Fields of one rendering of a form, never typed by the user: a draft leaves them out. */
const FORM_INTERNALS = new Set(["requestId", "redirectTo", "_js", "intent", "website", DRAFT_FIELD]);
/** Secrets are typed again, never kept. */
const SECRET = /pass(word)?|pwd|captcha|^code$|sms_?code|verify_?code|token/i;

/** Whether a draft keeps the field `name` (not a form internal, not conform's, not a secret). */
export function isTypedField(name: string): boolean {
  return !FORM_INTERNALS.has(name) && !name.startsWith("__") && !SECRET.test(name);
}

/** The hidden field that names a form whose typed fields are kept when its send finds the session ended. */
export const draftField = (name: string) => ({ type: "hidden", name: DRAFT_FIELD, value: name }) as const;

/**
 * The kept values, to spread last into a form's default values (`{ ...defaults, ...keptValues(draft) }`).
 * Typed as a bare object so the spread adds no fields to the type: conform takes the form's
 * fields from the defaults and the schema, and a draft only holds those fields as text.
 */
export function keptValues(draft: FormDraft | null): object {
  return draft?.values ?? {};
}
