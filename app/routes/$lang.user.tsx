import type { LoaderFunctionArgs } from "@remix-run/node";
import { isRouteErrorResponse, Link, Outlet, useLoaderData, useLocation, useRouteError } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import * as s from "~/components/student/Student.css";
import { localHref } from "#core/lang";
import { loginHref } from "~/lib/links";
import * as f from "~/components/student-form/Form.css";
import { useLang } from "~/lib/root-data";
import { langOf, requireStudent } from "~/lib/student.server";
import type { RouteHandle } from "~/lib/layout";

/** No footer anywhere under /user; the child pages inherit it. */
export const handle: RouteHandle = { layout: { footer: false } };

/**
 * The /user area: a sidebar and the child page. A visitor is sent back to the
 * same URL with the login dialog open (?login=sms), and lands on the page after logging in.
 * The footer is hidden here and on every child page by this route's `handle` (app/lib/layout.ts).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  langOf(params);
  const user = await requireStudent(request);
  return { userName: user.userName || user.mobile || "", avatar: user.avatar || null };
}

/** The sidebar; `tab` tells the two tabs of /user/applications apart (orders: `?tab=orders`). */
const NAV = [
  { key: "profiles", path: "/user/profiles", tab: null },
  { key: "accountSetting", path: "/user/account-setting", tab: null },
  { key: "applications", path: "/user/applications", tab: "applications" },
  { key: "orders", path: "/user/applications", tab: "orders" },
  { key: "collections", path: "/user/collections", tab: null },
] as const;

function isCurrent(n: (typeof NAV)[number], pathname: string, search: string, lang: string): boolean {
  if (n.key === "applications" && pathname.startsWith(`/${lang}/user/application/`)) return true;
  if (n.key === "orders" && pathname.startsWith(`/${lang}/user/order/`)) return true;
  if (pathname !== localHref(n.path, lang as "cn" | "en")) return false;
  if (!n.tab) return true;
  const tab = new URLSearchParams(search).get("tab") === "orders" ? "orders" : "applications";
  return tab === n.tab;
}

export default function UserLayout() {
  const { userName, avatar } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const lang = useLang();
  const location = useLocation();
  return (
    <div className={s.page}>
      <aside className={s.sidebar}>
        <div className={s.sideUser}>
          <img className={s.sideAvatar} src={avatar || "/default-avatar.svg"} alt="" width={40} height={40} />
          <span className={s.sideName}>{userName}</span>
        </div>
        <nav aria-label={t("student.nav.label")}>
          <ul className={s.navList}>
            {NAV.map((n) => (
              <li key={n.key}>
                <Link
                  className={s.navLink}
                  to={localHref(n.path, lang) + (n.tab === "orders" ? "?tab=orders" : "")}
                  aria-current={isCurrent(n, location.pathname, location.search, lang) ? "page" : undefined}
                  data-testid={`user-nav-${n.key}`}
                >
                  {t(`student.nav.${n.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className={s.content}>
        <Outlet />
      </div>
    </div>
  );
}

/**
 * A visitor with the login dialog open (`?login=…`): the area's frame with a login prompt;
 * after logging in the page reloads with the user's data. Other errors go to the root boundary.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const location = useLocation();
  if (!isRouteErrorResponse(error) || error.status !== 401) throw error;
  return (
    <div className={s.narrowPage}>
      <section className={s.card} data-testid="user-login-required">
        <h1 className={s.title}>{t("student.title")}</h1>
        <p className={s.muted}>{t("student.loginRequired")}</p>
        <Link className={f.button.primary} to={loginHref(location.pathname, "", 1)} preventScrollReset>
          {t("nav.loginRegister")}
        </Link>
      </section>
    </div>
  );
}
