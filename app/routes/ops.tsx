import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, NavLink, Outlet, useLocation } from "@remix-run/react";
import * as s from "~/components/ops/Ops.css";
import type { RouteHandle } from "~/lib/layout";
import { allows, useOps, type OpsLayoutData } from "~/lib/ops";
import { opsMessages, requestOpsLang, requireStaff } from "~/lib/ops.server";

/**
 * The staff console (/ops, outside the language prefixes): its own bar instead of the site's
 * header and footer, in the staff member's language. Every page checks the session on the
 * server; the bar shows only the sections the role may open (the API refuses the rest anyway).
 */
export const handle: RouteHandle = { layout: { header: false, footer: false }, pageCache: false };

export const meta: MetaFunction = () => [{ title: "StudyNest console" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const path = new URL(request.url).pathname;
  const headers = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };
  // Pages for people not signed in: the sign-in and an invitation's password.
  if (path === "/ops/login" || path === "/ops/invite") {
    const lang = await requestOpsLang(request);
    return data<OpsLayoutData>({ lang, messages: opsMessages(lang), me: null }, { headers });
  }
  const { me, lang } = await requireStaff(request);
  return data<OpsLayoutData>({ lang, messages: opsMessages(lang), me }, { headers });
}

const SECTIONS = [
  { to: "/ops/applications", key: "applications", action: "read", entity: "application" },
  { to: "/ops/service", key: "service", action: "read", entity: "conversation" },
  { to: "/ops/reviews", key: "reviews", action: "read", entity: "review" },
  { to: "/ops/roommates", key: "roommates", action: "read", entity: "roommate_post" },
  { to: "/ops/feedback", key: "feedback", action: "read", entity: "feedback" },
  { to: "/ops/help", key: "help", action: "update", entity: "help" },
  { to: "/ops/leads", key: "leads", action: "read", entity: "lead" },
  { to: "/ops/apartments", key: "apartments", action: "read", entity: "building" },
  { to: "/ops/feed", key: "feed", action: "import", entity: "feed" },
  { to: "/ops/orders", key: "orders", action: "read", entity: "order" },
  { to: "/ops/gifts", key: "gifts", action: "read", entity: "gift" },
  { to: "/ops/staff", key: "staff", action: "read", entity: "staff" },
  { to: "/ops/audit", key: "audit", action: "read", entity: "audit" },
  { to: "/ops/verification", key: "verification", action: "verify", entity: "building" },
  { to: "/ops/documents", key: "documents", action: "read", entity: "document" },
] as const;

export default function OpsLayout() {
  const { me, t, lang } = useOps();
  const location = useLocation();
  return (
    <div className={s.shell} lang={lang === "en" ? "en" : "zh-CN"}>
      <header className={s.bar}>
        <Link to="/ops" className={s.brand}>
          {t("title")}
        </Link>
        {me && !me.mustChangePassword ? (
          <nav className={s.nav} aria-label={t("title")}>
            {SECTIONS.filter((x) => allows(me, x.action, x.entity)).map((x) => (
              <NavLink key={x.to} to={x.to} className={s.navLink}>
                {t(`nav.${x.key}`)}
              </NavLink>
            ))}
            <NavLink to="/ops/account" className={s.navLink}>
              {t("nav.account")}
            </NavLink>
          </nav>
        ) : (
          <span className={s.nav} />
        )}
        <Form method="post" action="/ops/account" className={s.inline}>
          <input type="hidden" name="intent" value="lang" />
          <input type="hidden" name="back" value={location.pathname + location.search} />
          <button type="submit" name="lang" value={lang === "en" ? "cn" : "en"} className={s.barButton} lang={lang === "en" ? "zh-CN" : "en"}>
            {lang === "en" ? "中文" : "English"}
          </button>
        </Form>
        {me ? (
          <>
            <span className={s.who}>
              {me.name} · {t(`roles.${me.role}`)}
            </span>
            <Form method="post" action="/ops/logout" className={s.inline}>
              <button type="submit" className={s.barButton}>
                {t("nav.signOut")}
              </button>
            </Form>
          </>
        ) : null}
      </header>
      <div className={s.main}>
        <Outlet />
      </div>
    </div>
  );
}
