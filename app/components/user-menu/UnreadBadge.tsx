import { useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/translate";
import type { UserMenuKey } from "~/lib/links";
import { useRootData } from "~/lib/root-data";
import * as s from "./UnreadBadge.css";

/** The online service page's route, whose loader counts the unread replies after reading its conversation. */
const SERVICE_ROUTE = "routes/$lang.user.service";

export interface MenuCount {
  /** How many (0: nothing to show). */
  count: number;
  /** The entry's accessible name with its count, "Online service, 2 unread"; undefined at 0 (the text is the name). */
  label: string | undefined;
}

/**
 * What the user-menu entries count: the online service's unread adviser replies. The root
 * loader's count, except on the online service page itself, whose loader counts after marking
 * the open conversation read (both loaders run at once, so the root's count there is from before).
 */
export function useMenuCounts(): (key: UserMenuKey) => MenuCount {
  const { t } = useTranslation();
  const user = useRootData()?.user;
  const servicePage = useRouteLoaderData(SERVICE_ROUTE) as { unread?: unknown } | undefined;
  const unread = !user ? 0 : typeof servicePage?.unread === "number" ? servicePage.unread : user.serviceUnread;
  return (key) => {
    const count = key === "service" ? unread : 0;
    return { count, label: count > 0 ? t("userMenu.withUnread", { label: t(`userMenu.${key}`), count }) : undefined };
  };
}

/**
 * The count after an entry's label, for the eye: the entry's accessible name says it in words
 * (MenuCount.label), so the badge is hidden from assistive technology. Nothing at 0.
 */
export function UnreadBadge({ count }: { count: number }) {
  if (count < 1) return null;
  return (
    <span className={s.badge} aria-hidden="true" data-testid="menu-unread">
      {count > 99 ? "99+" : count}
    </span>
  );
}
