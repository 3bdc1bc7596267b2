import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PromotionPage } from "~/components/promotion/PromotionPage";
import { loadPromotion } from "~/components/promotion/promotion.server";
import { requireLang } from "~/lib/applications.server";

/** The header's "sale" tab while the National Day campaign runs: its offers, valid in their window. */
export const loader = ({ request, params }: LoaderFunctionArgs) => loadPromotion(request, requireLang(params), "national-day-delsk");

export default function NationalDayPromotion() {
  return <PromotionPage data={useLoaderData<typeof loader>()} termsKey="nationalDay" termsCount={4} />;
}
