import { data } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod";
import type { SubmissionResult } from "@conform-to/react";
import type { Lang } from "#core/constants";
import { localHref } from "#core/lang";
import { cashbackClaimSchema, giftClaimSchema } from "#core/schemas/gift";
import { callApi, redirectIfExpired } from "./api.server";
import { readForm } from "./form.server";
import { failureText, formFields, mobilePrefixes, redirectWithToast, requireStudent } from "./applications.server";

/** The web side of My gift: the bank countries for the claim form, a gift's order's gifts, and the claim form's action. */

/** Countries and regions for the bank's country, by name in the page's language (the calling-code list). */
export async function bankCountries(request: Request, lang: Lang) {
  const prefixes = await mobilePrefixes(request);
  return [...new Map(prefixes.filter((p) => p.iso2).map((p) => [p.iso2!, { iso2: p.iso2!, name: p.name }])).values()].sort((a, b) =>
    a.name.localeCompare(b.name, lang === "en" ? "en" : "zh-CN"),
  );
}

/** The gifts of one order (the order page); none when the call fails, so the order still shows. */
export async function giftsOfOrder(request: Request, orderNo: string) {
  const r = await callApi("/rest/user/client/gift/list", { orderNo }, { request });
  return r.ok ? r.data.list : [];
}

export interface ClaimActionData {
  giftNo: string;
  result: SubmissionResult<string[]>;
}

/**
 * POST /{lang}/user/gifts: a claim (`intent=claim`) or a correction (`intent=correct`) of one
 * gift, checked by the same schema as the browser and the API, then sent; success goes back to
 * the gift's card with a toast, a refusal shows on the form that sent it.
 */
export async function claimAction(request: Request, lang: Lang) {
  await requireStudent(request);
  const form = await readForm(request, { lang });
  const giftNo = String(form.get("giftNo") ?? "");
  const back = `${localHref("/user/gifts", lang)}#${encodeURIComponent(giftNo)}`;
  const correcting = form.get("intent") === "correct";
  const schema = form.get("kind") === "gift" && !correcting ? giftClaimSchema : cashbackClaimSchema;
  const submission = parseWithZod(form, { schema });
  if (submission.status !== "success") return data<ClaimActionData>({ giftNo, result: submission.reply() }, { status: 400 });
  const fields = formFields(form, ["intent", "kind"]);
  const result = correcting
    ? await redirectIfExpired(request, await callApi("/rest/user/client/gift/claim/update", fields, { request }))
    : await redirectIfExpired(request, await callApi("/rest/user/client/gift/claim", fields, { request }));
  if (result.ok) return redirectWithToast(back, { type: "success", text: result.msg });
  return data<ClaimActionData>({ giftNo, result: submission.reply({ formErrors: [failureText(result, lang)] }) }, { status: 400 });
}
