import { createCookie } from "@remix-run/node";
import { secureCookies } from "#core/env.server";
import { secrets } from "#core/secrets.server";

/**
 * Nothing typed is lost when the session ends, also without JavaScript: a cooperation or
 * feedback form sent after the session ended answers 401 with what was typed, and logging in
 * from there is a full navigation. The typed fields wait in a short-lived signed cookie; the
 * form page's loader, once the user is back, fills the form from it and clears it. With
 * JavaScript the form keeps its draft in sessionStorage instead (useExpiredDraft), so only a
 * no-JS post stores one here.
 */
export type DraftForm = "cooperation" | "feedback";
export interface FormDraft {
  form: DraftForm;
  /** The typed fields, by name (one value each). */
  values: Record<string, string>;
  /** The page the form was sent from, where a successful send returns. */
  back: string;
}

const DRAFT_SECONDS = 30 * 60;
/** Browsers keep a cookie up to about 4 KB; a draft that would not fit is not stored. */
const MAX_COOKIE_CHARS = 3900;
/** Fields of one rendering of the form, never typed by the user. */
const SKIP = new Set(["requestId", "redirectTo", "_js", "intent", "website"]);

let draftCookie: ReturnType<typeof createCookie> | undefined;
function cookie() {
  draftCookie ??= createCookie("form_draft", {
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookies(),
    path: "/",
    maxAge: DRAFT_SECONDS,
    secrets: [secrets().session],
  });
  return draftCookie;
}

/** The Set-Cookie that keeps the typed fields of `form` for after the login, or null (sent with JavaScript, or too large). */
export async function keepDraft(kind: DraftForm, form: FormData, back: string): Promise<string | null> {
  if (form.get("_js") === "1") return null;
  const values: Record<string, string> = {};
  for (const [name, value] of form) if (!SKIP.has(name) && typeof value === "string" && value !== "") values[name] = value;
  const header = await cookie().serialize({ form: kind, values, back } satisfies FormDraft);
  return header.length <= MAX_COOKIE_CHARS ? header : null;
}

function isDraft(v: unknown, kind: DraftForm): v is FormDraft {
  if (!v || typeof v !== "object") return false;
  const d = v as Record<string, unknown>;
  return (
    d.form === kind &&
    typeof d.back === "string" &&
    !!d.values &&
    typeof d.values === "object" &&
    Object.values(d.values as Record<string, unknown>).every((x) => typeof x === "string")
  );
}

/**
 * For the form page's loader when a user is logged in: the kept draft of `kind` and the
 * Set-Cookie that clears it (so it fills the form once). Null when there is none.
 */
export async function takeDraft(request: Request, kind: DraftForm): Promise<{ draft: FormDraft; setCookie: string } | null> {
  const header = request.headers.get("Cookie");
  if (!header?.includes("form_draft=")) return null;
  let value: unknown;
  try {
    value = await cookie().parse(header);
  } catch {
    value = null;
  }
  if (!isDraft(value, kind)) return null;
  return { draft: value, setCookie: await cookie().serialize("", { maxAge: 0 }) };
}
