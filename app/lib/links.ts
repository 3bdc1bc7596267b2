import type { Lang } from "#core/constants";
import { localHref } from "#core/lang";

/**
 * Where the site's fixed entries lead, in one place: header tabs, user menu, footer columns.
 * Dialog entries are URL-driven (`?login=sms&report=1`, `?dialog=cooperation`) so they work
 * without JavaScript (DESIGN.md §5 route-based dialogs).
 */
export function loginHref(pathname: string, search: string, report: 1 | 2 = 1, view = "sms"): string {
  const params = new URLSearchParams(search);
  params.set("login", view);
  params.set("report", String(report));
  return `${pathname}?${params.toString()}`;
}

export function dialogHref(pathname: string, search: string, dialog: "cooperation" | "feedback"): string {
  const params = new URLSearchParams(search);
  params.delete("login");
  params.set("dialog", dialog);
  return `${pathname}?${params.toString()}`;
}

/** "My order": the orders tab of /user/applications. */
export function ordersHref(lang: Lang): string {
  return `${localHref("/user/applications", lang)}?tab=orders`;
}

/** The promotion routes the site has; the mall tab is `recommend`, which has no end. */
const SALE_PROMOTIONS = ["national-day-delsk"] as const;

/**
 * Where the sale tab leads: a sale campaign that is running now, else the
 * current offers (the recommend page, always live), never a campaign that has ended.
 */
export function saleTarget(promotions: readonly { code: string; active: boolean }[] | undefined): string {
  const live = promotions?.find((p) => p.active && (SALE_PROMOTIONS as readonly string[]).includes(p.code));
  return live ? live.code : "recommend";
}

export function headerTabs(lang: Lang, sale = "recommend") {
  return [
    { key: "myOrder", href: ordersHref(lang) },
    { key: "helpCenter", href: localHref("/help", lang) },
    { key: "mall", href: localHref("/promotion/recommend", lang) },
    { key: "mobile", href: localHref("/common/product-service", lang) + "#mobile" },
    { key: "sale", href: localHref(`/promotion/${sale}`, lang) + (sale === "recommend" ? "#offers" : "") },
  ] as const;
}

export function userMenuLinks(lang: Lang) {
  return [
    { key: "profiles", href: localHref("/user/profiles", lang) },
    { key: "accountSetting", href: localHref("/user/account-setting", lang) },
    { key: "applications", href: localHref("/user/applications", lang) },
    { key: "myOrder", href: ordersHref(lang) },
    { key: "collections", href: localHref("/user/collections", lang) },
  ] as const;
}
