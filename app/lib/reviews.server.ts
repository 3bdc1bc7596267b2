import { parseWithZod } from "@conform-to/zod";
import type { ApiData } from "#core/contract";
import { callApi, redirectIfExpired } from "./api.server";
import type { Lang } from "#core/constants";
import { readForm } from "./form.server";
import { getFixedT } from "./i18n.server";
import { reviewSchema } from "#core/schemas/review";
import { apartmentPath } from "#core/slug";
import { failureText, formError, redirectWithToast, requireStudent } from "./applications.server";

/** The web side of verified reviews: reading an apartment's reviews, and the form's action. */

/** An apartment's reviews as house/review/list answers them. */
export type ReviewPage = ApiData<"/rest/building/client/house/review/list">;
export type ReviewVM = ReviewPage["list"][number];

export const REVIEWS_PAGE_SIZE = 10;

/**
 * An apartment's reviews as a visitor sees them (the same for everyone: a student's own part is
 * loadReviewAccess); null when the API cannot answer (the page still renders).
 */
export async function loadReviews(request: Request, buildingCode: string, pageNum = 1): Promise<ReviewPage | null> {
  const r = await callApi("/rest/building/client/house/review/list", { buildingCode, pageNum, pageSize: REVIEWS_PAGE_SIZE }, { request, token: null });
  return r.ok ? r.data : null;
}

/** What of an apartment's reviews is the caller's own: their review, and whether they may write or change one. */
export type ReviewAccess = ApiData<"/rest/building/client/house/review/mine">;

/** A visitor's access: no review of their own, the login first. */
export const VISITOR_ACCESS: ReviewAccess = { mine: null, eligibility: { canWrite: false, reason: "login" } };
/** A student whose own part the API could not answer: nothing of theirs shown. */
export const NO_ACCESS: ReviewAccess = { mine: null, eligibility: { canWrite: false, reason: null } };

/**
 * The signed-in caller's own review state of an apartment (kept per student by the API); null
 * when the API cannot answer.
 */
export async function loadReviewAccess(request: Request, buildingCode: string): Promise<ReviewAccess | null> {
  const r = await callApi("/rest/building/client/house/review/mine", { buildingCode }, { request });
  return r.ok ? r.data : null;
}

/** POST /{lang}/apartment/{code}/review: validate as the API does, save, back to the apartment's reviews. */
export async function reviewAction(request: Request, lang: Lang, buildingCode: string) {
  await requireStudent(request);
  const t = getFixedT(lang);
  const form = await readForm(request, { lang });
  form.set("buildingCode", buildingCode);
  const submission = parseWithZod(form, { schema: reviewSchema });
  if (submission.status !== "success") return formError(submission.reply());
  const result = await redirectIfExpired(request, await callApi("/rest/building/client/house/review/save", submission.value, { request }));
  if (result.ok) {
    return redirectWithToast(`${apartmentPath(lang, buildingCode)}#reviews`, {
      type: "success",
      text: t(result.data.created ? "reviews.form.saved" : "reviews.form.updated"),
    });
  }
  const message = failureText(result, lang);
  return formError(submission.reply({ formErrors: [message] }), message, result.code === -1 ? "alert" : "toast");
}
