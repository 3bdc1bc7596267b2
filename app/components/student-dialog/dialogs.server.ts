import type { ApiData } from "#core/contract";
import { callApi } from "~/lib/api.server";
import type { Lang } from "#core/constants";
import { getFixedT } from "~/lib/i18n.server";
import { mobilePrefixes, newRequestId, type PrefixItem } from "~/lib/applications.server";

/**
 * What the root loader hands the student area's dialogs when the URL asks for one
 * (`?dialog=cooperation|feedback`) and a user is logged in: the choices they offer and a
 * request id for the form. Nothing is loaded for other pages.
 */
export interface CityGroup {
  id: number;
  name: string;
  cities: { id: number; name: string }[];
}
/** A feedback category as feedback/client/type/list answers it. */
export type FeedbackCategory = ApiData<"/feedback/client/type/list">["list"][number];
export type StudentDialogData =
  | { kind: "cooperation"; requestId: string; groups: CityGroup[]; prefixes: PrefixItem[]; mobilePrefixId: number | null; error: string | null }
  | { kind: "feedback"; requestId: string; categories: FeedbackCategory[]; error: string | null; sent: boolean }
  | null;

export async function cooperationChoices(request: Request, lang: Lang) {
  const t = getFixedT(lang);
  const [address, prefixes] = await Promise.all([callApi("/rest/building/client/address/all", {}, { request }), mobilePrefixes(request)]);
  // The country list's first element is the hot-city pseudo-country, not a country: drop it.
  const groups = address.ok ? address.data.slice(1).map((c) => ({ id: c.id, name: c.name, cities: c.citys.map((s) => ({ id: s.id, name: s.name })) })) : [];
  return { groups, prefixes, error: address.ok ? null : address.msg || t("other_error_tip") };
}

export async function feedbackChoices(request: Request, lang: Lang) {
  const t = getFixedT(lang);
  const r = await callApi("/feedback/client/type/list", {}, { request });
  return r.ok ? { categories: r.data.list ?? [], error: null } : { categories: [], error: r.msg || t("feedback_types_fail") };
}

export async function studentDialogData(request: Request, lang: Lang, user: { mobilePrefixId?: number | null } | null): Promise<StudentDialogData> {
  if (!user) return null;
  const params = new URL(request.url).searchParams;
  const dialog = params.get("dialog");
  if (dialog === "cooperation") {
    return { kind: "cooperation", requestId: newRequestId(), mobilePrefixId: user.mobilePrefixId ?? null, ...(await cooperationChoices(request, lang)) };
  }
  if (dialog === "feedback") {
    const sent = params.get("sent") === "1";
    return { kind: "feedback", requestId: newRequestId(), sent, ...(sent ? { categories: [], error: null } : await feedbackChoices(request, lang)) };
  }
  return null;
}
