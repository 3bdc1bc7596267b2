import type { LoaderFunctionArgs } from "@remix-run/node";
import { shownUserName } from "#core/user";
import { Form, isRouteErrorResponse, Link, Outlet, useLoaderData, useLocation, useRouteError } from "@remix-run/react";
import { useTranslation } from "~/lib/translate";
import * as s from "~/components/student/Student.css";
import { MenuIcon } from "~/components/user-menu/MenuIcon";
import { UnreadBadge, useMenuCounts } from "~/components/user-menu/UnreadBadge";
import { localHref } from "#core/lang";
import { isCurrentMenuLink, loginHref, userMenuLinks, type UserMenuLink } from "~/lib/links";
import * as f from "~/components/student-form/Form.css";
import { useLang } from "~/lib/root-data";
import { requireLang, requireStudent } from "~/lib/applications.server";
import type { RouteHandle } from "~/lib/layout";

/** No footer anywhere under /user; the child pages inherit it. */
export const handle: RouteHandle = { layout: { footer: false } };

/**
 * The /user area: a sidebar and the child page. A visitor is sent back to the
 * same URL with the login dialog open (?login=sms), and lands on the page after logging in.
 * The footer is hidden here and on every child page by this route's `handle` (app/lib/layout.ts).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  requireLang(params);
  const user = await requireStudent(request);
  return { userName: user.userName || user.mobile || "", avatar: user.avatar || null };
}

export default function UserLayout() {
  const { userName, avatar } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const lang = useLang();
  const location = useLocation();
  const links = userMenuLinks(lang);
  const counted = useMenuCounts();
  const item = (link: UserMenuLink) => {
    const { count, label } = counted(link.key);
    return (
      <li key={link.key}>
        <Link
          className={s.navLink}
          to={link.href}
          aria-label={label}
          aria-current={isCurrentMenuLink(link, location.pathname, location.search, lang) ? "page" : undefined}
          data-testid={`user-nav-${link.key}`}
        >
          <MenuIcon name={link.key} className={s.navIcon} />
          <span>{t(`userMenu.${link.key}`)}</span>
          <UnreadBadge count={count} />
        </Link>
      </li>
    );
  };
  return (
    <div className={s.page}>
      <aside className={s.sidebar}>
        <div className={s.sideUser}>
          <img className={s.sideAvatar} src={avatar || "/default-avatar.svg"} alt="" width={40} height={40} />
          <span className={s.sideName}>{shownUserName(userName, lang)}</span>
        </div>
        <nav aria-label={t("student.nav.label")}>
          <ul className={s.navList}>{links.filter((l) => l.group === "mine").map(item)}</ul>
          <ul className={`${s.navList} ${s.navGroup}`}>
            {links.filter((l) => l.group === "account").map(item)}
            <li>
              <Form method="post" action={localHref("/logout", lang)} reloadDocument>
                <input type="hidden" name="redirectTo" value={localHref("/", lang)} />
                <button type="submit" className={s.navLink} data-testid="user-nav-signOut">
                  <MenuIcon name="signOut" className={s.navIcon} />
                  <span>{t("userMenu.signOut")}</span>
                </button>
              </Form>
            </li>
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
