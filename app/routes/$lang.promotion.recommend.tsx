import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PromotionPage } from "~/components/promotion/PromotionPage";
import { loadPromotion } from "~/components/promotion/promotion.server";
import { requireLang } from "~/lib/applications.server";

/**
 * The header's "mall" tab (promotion/recommend): editors' picks from common/topic/page/config.
 * It also lists the current offers (#offers: apartments carrying a discount or cashback now, the
 * sale sections resolved against the live catalogue), where the sale tab leads while no sale
 * campaign runs.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const lang = requireLang(params);
  const [page, sale] = await Promise.all([
    loadPromotion(request, lang, "recommend"),
    loadPromotion(request, lang, "national-day-delsk").catch(() => null),
  ]);
  const offers = (sale?.sections ?? []).filter((section) => section.list.length > 0);
  return { ...page, offers };
}

export default function RecommendPromotion() {
  const data = useLoaderData<typeof loader>();
  return <PromotionPage data={data} offers={data.offers} termsKey="recommend" termsCount={3} />;
}
