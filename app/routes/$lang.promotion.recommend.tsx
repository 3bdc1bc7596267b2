import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PromotionPage } from "~/components/promotion/PromotionPage";
import { loadPromotion } from "~/components/promotion/promotion.server";
import { langOf } from "~/lib/student.server";

/** The header's "mall" tab (spec §2 promotion/recommend): editors' picks from common/topic/page/config. */
export const loader = ({ request, params }: LoaderFunctionArgs) => loadPromotion(request, langOf(params), "recommend");

export default function RecommendPromotion() {
  return <PromotionPage data={useLoaderData<typeof loader>()} termsKey="recommend" termsCount={3} />;
}
