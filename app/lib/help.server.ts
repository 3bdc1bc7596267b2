import { data, redirect } from "@remix-run/node";
import type { Lang } from "#core/constants";
import { isSlug } from "#core/slug";
import { callApi, loadOrThrow } from "./api.server";
import { readForm } from "./form.server";
import { helpHref } from "./help";
import { getFixedT } from "./i18n.server";

/**
 * Server glue of the help centre's pages: the API reads (answered from the API's memory; an
 * unknown category or question is the site's 404), and the "was this helpful?" action.
 *
 * Visitors' help pages are kept by the page cache (ADR 012) like any other page without a
 * query string or personal cookie: the API moves the stamp it keys on whenever staff edit the
 * help centre, so no visitor is shown an answer staff have changed or taken off. The search
 * (`?q=`) and the vote outcome (`?voted=`) carry a query string and are always rendered.
 */
export const KEYWORD_MAX = 100;

function slugOrNotFound(value: string | undefined): string {
  if (!isSlug(value)) throw new Response("Not Found", { status: 404 });
  return value;
}

export async function loadHelpHome(request: Request) {
  const keyword = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, KEYWORD_MAX);
  const [index, found] = await Promise.all([
    loadOrThrow("/rest/help/index", {}, { request }),
    keyword ? loadOrThrow("/rest/help/search", { keyword, limit: 50 }, { request }) : null,
  ]);
  return { categories: index.categories, keyword, found };
}

export async function loadHelpCategory(request: Request, params: { category?: string }) {
  return loadOrThrow("/rest/help/category", { slug: slugOrNotFound(params.category) }, { request });
}

export async function loadHelpQuestion(request: Request, params: { category?: string; question?: string }) {
  return loadOrThrow("/rest/help/question", { category: slugOrNotFound(params.category), slug: slugOrNotFound(params.question) }, { request });
}

/** What the question page shows after a vote (`?voted=`): thanks, or that it was already counted. */
export function voteOutcome(request: Request): "yes" | "no" | "already" | null {
  const v = new URL(request.url).searchParams.get("voted");
  return v === "yes" || v === "no" || v === "already" ? v : null;
}

export interface VoteActionData {
  error: string;
}

/**
 * The vote: counted once per visitor (the visitor-id cookie; a browser that keeps no cookies is
 * told so), then back to the question with the outcome (303), or the page again with the
 * refusal in the page's language (4xx; a failed call 503).
 */
export async function helpVoteAction(request: Request, lang: Lang, params: { category?: string; question?: string }) {
  const t = getFixedT(lang);
  const form = await readForm(request, { lang });
  const helpful = form.get("helpful");
  if (helpful !== "yes" && helpful !== "no") return data<VoteActionData>({ error: t("help.vote.failed") }, { status: 400 });
  const { question } = await loadHelpQuestion(request, params);
  // The visitor is the visitor-id cookie every page sets (sent with the call by callApi).
  const result = await callApi("/rest/help/vote", { questionId: question.id, helpful }, { request });
  if (!result.ok) {
    const status = result.code === -1 || result.unavailable ? 503 : 400;
    return data<VoteActionData>({ error: result.msg || t("help.vote.failed") }, { status });
  }
  const outcome = result.data.counted ? helpful : "already";
  return redirect(`${helpHref(lang, params.category, params.question)}?voted=${outcome}#helpful`, { status: 303 });
}
