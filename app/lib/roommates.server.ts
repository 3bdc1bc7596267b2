import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import type { ApiData } from "#core/contract";
import type { Lang } from "#core/constants";
import { localHref } from "#core/lang";
import { postableMonths, roommatePostCallFields, roommatePostSchema } from "#core/schemas/roommate";
import { schoolsOfCity, type SchoolOption } from "~/components/requests/requests.server";
import type { UserInfo } from "#core/user";
import { callApi, redirectIfExpired } from "./api.server";
import { takeDraft } from "./form-draft.server";
import { readForm } from "./form.server";
import { failureText, redirectWithToast, requireStudent } from "./applications.server";

/**
 * Server glue of the roommate board's pages: the city choices (with their currency), the post
 * form's action (new and edit share it), and the lenient reading of the board's URL filters.
 */
export type RoommateCountries = ApiData<"/rest/roommate/client/cities">["countries"];

/** Countries with their currency and cities; empty when the API cannot answer (the page still renders). */
export async function roommateCountries(request: Request): Promise<RoommateCountries> {
  const r = await callApi("/rest/roommate/client/cities", {}, { request });
  return r.ok ? r.data.countries : [];
}

export const positiveId = (v: unknown): number | null => {
  const n = Number(v);
  return typeof v === "string" && /^\d{1,9}$/.test(v) && Number.isInteger(n) && n > 0 ? n : null;
};

/** `id` when it is a city the post form offers, else null. */
export const offeredCity = (countries: RoommateCountries, id: number | null): number | null =>
  id && countries.some((c) => c.cities.some((x) => x.id === id)) ? id : null;

/**
 * The city of a post form's kept draft (form-draft.server.ts), when it is one the form offers:
 * the page then shows that city's schools, so the draft's school is there to be chosen again.
 */
export async function draftCity(request: Request, user: UserInfo, countries: RoommateCountries): Promise<number | null> {
  const kept = (await takeDraft(request, user.userCode ?? null))?.draft;
  return kept?.form === "roommate-post" ? offeredCity(countries, positiveId(kept.values.cityId)) : null;
}

/** The board's filters from its URL; anything unreadable counts as not given. */
export function boardFilters(url: URL) {
  const month = url.searchParams.get("month") ?? "";
  const page = positiveId(url.searchParams.get("page"));
  return {
    cityId: positiveId(url.searchParams.get("city")),
    schoolId: positiveId(url.searchParams.get("school")),
    month: /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? month : null,
    page: page && page <= 10_000 ? page : 1,
  };
}

/** What the post form's action answers when it does not redirect: conform's result and the city's schools. */
export interface PostFormActionData {
  result: SubmissionResult<string[]>;
  cityId: number | null;
  schools: SchoolOption[];
}

export { postableMonths, schoolsOfCity, type SchoolOption };

/**
 * POST of the post form (new, or edit with `postCode`): validate with the shared schema, save,
 * back to My publish with the API's message. Without JavaScript, "show this city's schools"
 * (intent=schools) answers the form again, every typed value kept, with the city's schools.
 */
export async function postFormAction(request: Request, lang: Lang, postCode?: string) {
  await requireStudent(request);
  const form = await readForm(request, { lang });
  if (postCode) form.set("postCode", postCode);
  else form.delete("postCode");
  const cityId = positiveId(form.get("cityId"));
  const schools = await schoolsOfCity(request, cityId);
  const submission = parseWithZod(form, { schema: roommatePostSchema });
  if (form.get("intent") === "schools") {
    return data<PostFormActionData>({ result: { initialValue: submission.payload } as SubmissionResult<string[]>, cityId, schools });
  }
  if (submission.status !== "success") return data<PostFormActionData>({ result: submission.reply(), cityId, schools }, { status: 400 });
  const result = await redirectIfExpired(request, await callApi("/rest/roommate/client/post/save", roommatePostCallFields(submission.value), { request }));
  if (!result.ok) {
    return data<PostFormActionData>({ result: submission.reply({ formErrors: [failureText(result, lang)] }), cityId, schools }, { status: 400 });
  }
  return redirectWithToast(`${localHref("/user/publish", lang)}#post-${result.data.post.code}`, { type: "success", text: result.msg });
}
