import type { Lang } from "#core/constants";
import { localHref } from "#core/lang";

/**
 * Where the site's fixed entries lead, in one place: header tabs, user menu, footer columns.
 * Dialog entries are URL-driven (`?login=sms&report=1`, `?dialog=cooperation`) so they work
 * without JavaScript and survive a reload: a dialog's open state lives in the URL.
 */
export function loginHref(pathname: string, search: string, report: 1 | 2 = 1, view = "sms"): string {
  const params = new URLSearchParams(search);
  params.set("login", view);
  params.set("report", String(report));
  return `${pathname}?${params.toString()}`;
}

/** The query a page keeps when it is asked for again after a post: Remix's `?index` marker dropped. */
export function pageQuery(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.delete("index");
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The page's address with `name` set to `value` (or removed when null), other parameters kept, and a fragment. */
export function withSearchParam(location: { pathname: string; search: string }, name: string, value: string | null, hash: string): string {
  const q = new URLSearchParams(location.search);
  if (value === null) q.delete(name);
  else q.set(name, value);
  const qs = q.toString();
  return `${location.pathname}${qs ? `?${qs}` : ""}#${hash}`;
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
    { key: "mobile", href: localHref("/mobile", lang) },
    { key: "sale", href: localHref(`/promotion/${sale}`, lang) + (sale === "recommend" ? "#offers" : "") },
  ] as const;
}

/** The phone-site page, with the page the visitor came from (its QR code is shown there). */
export function mobileHref(lang: Lang, from: string) {
  return `${localHref("/mobile", lang)}?${new URLSearchParams({ from })}`;
}

/** An entry of the user menu (the header's dropdown and the /user sidebar); its label is `userMenu.<key>`. */
export type UserMenuKey =
  | "history"
  | "publish"
  | "collections"
  | "roommates"
  | "gifts"
  | "help"
  | "service"
  | "feedback"
  | "orders"
  | "profiles"
  | "accountSetting"
  | "applications"
  | "documents";

export interface UserMenuLink {
  key: UserMenuKey;
  href: string;
  /** `mine`: the spec's nine entries, in its order; `account`: the account's own pages. */
  group: "mine" | "account";
}

const MINE: [UserMenuKey, string][] = [
  ["history", "/user/history"],
  ["publish", "/user/publish"],
  ["collections", "/user/collections"],
  ["roommates", "/user/roommates"],
  ["gifts", "/user/gifts"],
  ["help", "/help"],
  ["service", "/user/service"],
  ["feedback", "/user/feedback"],
];
const ACCOUNT: [UserMenuKey, string][] = [
  ["profiles", "/user/profiles"],
  ["accountSetting", "/user/account-setting"],
  ["applications", "/user/applications"],
  ["documents", "/user/documents"],
];

/** The user menu: the spec's nine entries (my order last), then the account's pages; sign out follows them. */
export function userMenuLinks(lang: Lang): UserMenuLink[] {
  return [
    ...MINE.map(([key, path]) => ({ key, href: localHref(path, lang), group: "mine" as const })),
    { key: "orders", href: ordersHref(lang), group: "mine" },
    ...ACCOUNT.map(([key, path]) => ({ key, href: localHref(path, lang), group: "account" as const })),
  ];
}

/**
 * Whether `link` is the page shown at `pathname?search`: its own path or a page under it, an
 * application's page under "my applications", an order's page under "my order" (the orders tab).
 */
export function isCurrentMenuLink(link: UserMenuLink, pathname: string, search: string, lang: Lang): boolean {
  const [path, query = ""] = link.href.split("?");
  const ordersTab = new URLSearchParams(search).get("tab") === "orders";
  if (link.key === "orders") return (pathname === path && ordersTab) || pathname.startsWith(`/${lang}/user/order/`);
  if (link.key === "applications") return (pathname === path && !ordersTab) || pathname.startsWith(`/${lang}/user/application/`);
  return !query && (pathname === path || pathname.startsWith(`${path}/`));
}
