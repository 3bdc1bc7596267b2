import { randomBytes } from "node:crypto";
import { createCookie } from "@remix-run/node";
import { secureCookies } from "#core/env.server";
import { redis, redisKey } from "#core/redis.server";
import { secrets } from "#core/secrets.server";
import { DRAFT_FIELD, isTypedField, type DraftValues, type FormDraft } from "./form-draft";

/**
 * Nothing typed is lost when the session ends, with or without JavaScript. A student form sent
 * after the session ended (no user cookie, or the API answering code 3) is not sent: its typed
 * fields are kept here, the browser gets a cookie naming them, and the student is asked to log in
 * again. Back on the page the form was sent from, logged in, the root loader takes the draft
 * (once) and the form shows it filled in (useFormDraft), ready to send again.
 *
 * Which forms: a page form opts in with a hidden `_draft` field naming it (draftField); the
 * cooperation and feedback dialogs name themselves (their JavaScript path keeps its draft in
 * sessionStorage, useExpiredDraft). Passwords, codes and captchas are never kept.
 *
 * Where: the drafts live on the server, not in the cookie (a review or a message in Chinese can be
 * larger than a cookie may be): in Redis with REDIS_URL (every instance sees them), else in this
 * process's memory, bounded in size (oldest out), 30 minutes each. The cookie holds only a random
 * id. A draft kept while a user was known is given back only to that user.
 */
interface DraftRecord extends FormDraft {
  /** The pathname the draft is given back on. */
  path: string;
  /** The user whose session ended, when known. */
  user: string | null;
}

const DRAFT_SECONDS = 30 * 60;
/** A form's typed text is small (the longest field is a few thousand characters); more is not kept. */
const MAX_DRAFT_CHARS = 64 * 1024;
/** Memory mode: all drafts together stay under this many characters. */
const MAX_MEMORY_CHARS = 16 * 1024 * 1024;

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

interface DraftStore {
  put(id: string, text: string): Promise<void>;
  take(id: string): Promise<string | null>;
}

/** This process's memory: insertion order is age order, so the oldest go first when full. */
class MemoryDrafts implements DraftStore {
  private entries = new Map<string, { until: number; text: string }>();
  private chars = 0;
  async put(id: string, text: string) {
    this.entries.set(id, { until: Date.now() + DRAFT_SECONDS * 1000, text });
    this.chars += text.length;
    for (const [oldId, old] of this.entries) {
      if (this.chars <= MAX_MEMORY_CHARS && old.until > Date.now()) break;
      this.entries.delete(oldId);
      this.chars -= old.text.length;
    }
  }
  async take(id: string) {
    const hit = this.entries.get(id);
    if (!hit) return null;
    this.entries.delete(id);
    this.chars -= hit.text.length;
    return hit.until > Date.now() ? hit.text : null;
  }
}

class RedisDrafts implements DraftStore {
  async put(id: string, text: string) {
    await redis()!.set(redisKey(`draft:${id}`), text, "PX", DRAFT_SECONDS * 1000);
  }
  async take(id: string) {
    return redis()!.getdel(redisKey(`draft:${id}`));
  }
}

const memory = new MemoryDrafts();
const shared = new RedisDrafts();
const store = (): DraftStore => (redis() ? shared : memory);

/** The typed fields of `form` worth keeping (repeated names, e.g. checkboxes, as a list). */
export function typedValues(form: FormData): DraftValues {
  const values: DraftValues = {};
  for (const [name, value] of form) {
    if (typeof value !== "string" || value === "" || !isTypedField(name)) continue;
    const before = values[name];
    values[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  return values;
}

/**
 * Keeps what `form` holds for after the login and answers the Set-Cookie that names it, or null
 * (nothing typed, no name, sent by a dialog with JavaScript, too large, or the store failing: the
 * login prompt then shows as before).
 */
export async function keepDraft(
  request: Request,
  form: FormData,
  options: { name?: string; back?: string; user?: string | null } = {},
): Promise<string | null> {
  const field = form.get(DRAFT_FIELD);
  const name = options.name ?? (typeof field === "string" ? field : "");
  if (!/^[a-z][a-z0-9-]{0,39}$/.test(name) || form.get("_js") === "1") return null;
  const values = typedValues(form);
  if (Object.keys(values).length === 0) return null;
  const path = new URL(request.url).pathname;
  const record: DraftRecord = { form: name, values, back: options.back ?? path, path, user: options.user ?? null };
  const text = JSON.stringify(record);
  if (text.length > MAX_DRAFT_CHARS) return null;
  const id = randomBytes(16).toString("base64url");
  try {
    await store().put(id, text);
  } catch {
    return null;
  }
  return cookie().serialize({ id, path });
}

/**
 * The stored draft `id`, removed from the store. One page view runs several loaders (the root's,
 * and the page's own when it needs the draft, e.g. the roommate form's schools of the draft's
 * city), each with its own Request: they share one take for a few seconds.
 */
const SHARED_TAKE_MS = 10_000;
const takes = new Map<string, { until: number; record: Promise<unknown> }>();
function takeRecord(id: string): Promise<unknown> {
  const now = Date.now();
  for (const [old, t] of takes) {
    if (t.until > now) break;
    takes.delete(old);
  }
  let taken = takes.get(id);
  if (!taken) {
    const record = store()
      .take(id)
      .then((text) => (text === null ? null : (JSON.parse(text) as unknown)))
      .catch(() => null);
    taken = { until: now + SHARED_TAKE_MS, record };
    takes.set(id, taken);
  }
  return taken.record;
}

function isRecord(v: unknown): v is DraftRecord {
  if (!v || typeof v !== "object") return false;
  const d = v as Record<string, unknown>;
  return (
    typeof d.form === "string" &&
    typeof d.path === "string" &&
    typeof d.back === "string" &&
    (d.user === null || typeof d.user === "string") &&
    !!d.values &&
    typeof d.values === "object" &&
    Object.values(d.values as Record<string, unknown>).every((x) => typeof x === "string" || (Array.isArray(x) && x.every((y) => typeof y === "string")))
  );
}

/**
 * For the root loader, with a user logged in: the draft kept for the page being opened (once,
 * with the Set-Cookie that forgets it), or null when the page has none. A draft for another page
 * waits (the student may log in elsewhere first); one kept for another user is dropped.
 */
export async function takeDraft(request: Request, user: string | null): Promise<{ draft: FormDraft | null; setCookie: string } | null> {
  const header = request.headers.get("Cookie");
  if (!header?.includes("form_draft=")) return null;
  let named: { id?: unknown; path?: unknown } | null;
  try {
    named = (await cookie().parse(header)) as typeof named;
  } catch {
    named = null;
  }
  if (typeof named?.id !== "string" || named.path !== new URL(request.url).pathname) return null;
  const record = await takeRecord(named.id);
  const setCookie = await cookie().serialize("", { maxAge: 0 });
  // Gone (expired, evicted) or not this user's: the cookie is forgotten all the same.
  if (!isRecord(record) || record.path !== named.path || (record.user !== null && record.user !== user)) return { draft: null, setCookie };
  const { form, values, back } = record;
  return { draft: { form, values, back }, setCookie };
}
