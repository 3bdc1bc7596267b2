import { parseWithZod } from "@conform-to/zod";
import { redirect } from "@remix-run/node";
import type { Lang } from "#core/constants";
import { localHref } from "#core/lang";
import { serviceFormSchema, subjectFields } from "#core/schemas/service";
import { callApi, loadOrThrow, redirectIfExpired } from "./api.server";
import { readUser } from "./cookies.server";
import { readForm } from "./form.server";
import { currentRequest } from "#core/request-context.server";
import { hoursView, hoursViewChanges } from "~/components/service/hours";
import { failureText, formError, newRequestId, requireStudent } from "./applications.server";

/**
 * The web side of the online service (/{lang}/user/service): what the page reads, its form's
 * action, and the unread count for the user menu.
 */

/**
 * Adviser messages the logged-in student has not seen, for a badge on the user menu or the
 * /user sidebar; 0 for a visitor (no call is made) or when the API cannot answer (a badge
 * must never break a page). It is the one call every page of a signed-in student makes (the root
 * loader's), so it is where any page, public ones included, learns that the session has ended:
 * code 3 throws the reload that forgets the user and shows the notice (redirectIfExpired).
 */
export async function serviceUnread(request: Request): Promise<number> {
  if (!(await readUser(request))) return 0;
  const r = await redirectIfExpired(request, await callApi("/rest/user/client/service/unread", {}, { request }));
  return r.ok ? r.data.unread : 0;
}

/** The page of the service: `servicePath(lang, { c: 12 })` → /en/user/service?c=12. */
export function servicePath(lang: Lang, query: Record<string, string | number> = {}): string {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return localHref("/user/service", lang) + (search ? `?${search}` : "");
}

const positive = (v: string | null) => (v && /^\d{1,9}$/.test(v) && Number(v) > 0 ? Number(v) : undefined);

/**
 * The page's data. Which conversation shows: `?c=<id>` (someone else's or an unknown one is a
 * 404); `?applyCode=` / `?orderNo=` (from an application or order page): the open conversation
 * about it, else a new one about it; `?new`: a new one; otherwise the newest open one, else a new
 * one. Reading the conversation marks it seen.
 *
 * `nonce` is the answer's CSP nonce, the form's request id (core/nonce.server.ts). The page is one
 * of a student's own pages kept for them (page-cache.server.ts) until the opening hours read
 * differently; a page that read a conversation is not kept: the read marked it seen (the
 * advisers' "student away" notice, api/service/notice.ts, counts on each view).
 */
export async function loadServicePage(request: Request, nonce: string = newRequestId()) {
  await requireStudent(request);
  const url = new URL(request.url);
  const overview = await loadOrThrow("/rest/user/client/service/list", {}, { request });
  const applyCode = url.searchParams.get("applyCode");
  const orderNo = url.searchParams.get("orderNo");
  // Only the student's own application or order can be chosen; anything else is ignored.
  const about =
    applyCode && overview.choices.applications.some((c) => c.code === applyCode)
      ? `application:${applyCode}`
      : orderNo && overview.choices.orders.some((c) => c.code === orderNo)
      ? `order:${orderNo}`
      : null;
  let selected = positive(url.searchParams.get("c")) ?? null;
  if (!selected && about) {
    selected = overview.list.find((c) => c.status === "open" && c.subject && `${c.subject.kind}:${c.subject.code}` === about)?.id ?? null;
  } else if (!selected && !url.searchParams.has("new") && !url.searchParams.has("c")) {
    selected = overview.list.find((c) => c.status === "open")?.id ?? null;
  }
  if (url.searchParams.has("c") && !selected) throw new Response("Not Found", { status: 404 });
  const thread = selected ? await loadOrThrow("/rest/user/client/service/messages", { conversationId: selected }, { request }) : null;
  const now = new Date();
  const ctx = currentRequest();
  if (ctx) ctx.keepUntil = thread ? 0 : hoursViewChanges(now);
  // The list was read before the conversation was marked seen.
  const list = overview.list.map((c) => (thread && c.id === thread.conversation.id ? thread.conversation : c));
  return {
    list,
    /**
     * Unread adviser replies once this conversation is read: the user menu's badge on this page
     * (the root loader counts at the same time as this one, before the conversation is read).
     */
    unread: thread ? await serviceUnread(request) : overview.unread,
    choices: overview.choices,
    thread,
    about: thread ? null : about,
    requestId: nonce,
    hours: hoursView(now),
  };
}

/**
 * POST /{lang}/user/service: validate as the API does, send, then show the conversation again
 * (a plain post and a redirect, so the page without JavaScript reads the whole conversation).
 */
export async function serviceAction(request: Request, lang: Lang) {
  await requireStudent(request);
  const form = await readForm(request, { lang });
  const submission = parseWithZod(form, { schema: serviceFormSchema });
  if (submission.status !== "success") return formError(submission.reply());
  const { about, ...fields } = submission.value;
  const result = await redirectIfExpired(request, await callApi("/rest/user/client/service/send", { ...fields, ...subjectFields(about) }, { request }));
  if (result.ok) return redirect(`${servicePath(lang, { c: result.data.conversationId })}#latest`);
  const message = failureText(result, lang);
  return formError(submission.reply({ formErrors: [message] }), message);
}
