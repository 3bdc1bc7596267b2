import { useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { UserMenuKey } from "~/lib/links";
import { useRootData } from "~/lib/root-data";
import { visuallyHidden } from "~/styles/layout.css";
import * as s from "./UnreadBadge.css";

/** The online service page's route, whose loader counts the unread replies after reading its conversation. */
const SERVICE_ROUTE = "routes/$lang.user.service";

/**
 * What the user-menu entries count: the online service's unread adviser replies. The root
 * loader's count, except on the online service page itself, whose loader counts after marking
 * the open conversation read (both loaders run at once, so the root's count there is from before).
 */
export function useMenuCounts(): Partial<Record<UserMenuKey, number>> {
  const user = useRootData()?.user;
  const servicePage = useRouteLoaderData(SERVICE_ROUTE) as { unread?: unknown } | undefined;
  if (!user) return {};
  const unread = typeof servicePage?.unread === "number" ? servicePage.unread : user.serviceUnread;
  return { service: unread };
}

/**
 * The count after an entry's label: a small badge for the eye, and the same number as text for
 * assistive technology, so the link reads "Online service, 2 unread" ("在线客服，2 条未读").
 * Nothing when there is nothing to count.
 */
export function UnreadBadge({ count }: { count: number | undefined }) {
  const { t } = useTranslation();
  if (!count || count < 1) return null;
  return (
    <>
      <span className={s.badge} aria-hidden="true" data-testid="menu-unread">
        {count > 99 ? "99+" : count}
      </span>
      <span className={visuallyHidden}>{t("userMenu.unread", { count })}</span>
    </>
  );
}
