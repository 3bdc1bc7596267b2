import { Form, Link, useLocation } from "@remix-run/react";
import { shownUserName } from "#core/user";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/lib/translate";
import { localHref } from "#core/lang";
import { useLayout } from "~/lib/layout";
import { headerTabs, loginHref, mobileHref, userMenuLinks } from "~/lib/links";
import { useDialogEntryHref, useLang, useRootData } from "~/lib/root-data";
import { LangSwitch } from "../lang-switch/LangSwitch";
import { CurrencyChooser } from "../currency/CurrencyChooser";
import { MenuIcon } from "../user-menu/MenuIcon";
import { UnreadBadge, useMenuCounts } from "../user-menu/UnreadBadge";
import { HeaderSearch } from "./HeaderSearch";
import { PersonalSlot } from "~/lib/personal";
import * as s from "./Header.css";

/**
 * Site header. Menus are <details>, so they work before hydration. On a phone the header is
 * one row (logo and a menu button) over the search box; the menu button is the label of a
 * checkbox that opens the tabs and the utility strip (language, sign-in) below it, so the menu
 * works without JavaScript too. On the desktop the checkbox and its label are not shown.
 */
export function Header() {
  const { t } = useTranslation();
  const lang = useLang();
  const data = useRootData();
  const location = useLocation();
  const layout = useLayout();
  const menuSwitch = useRef<HTMLInputElement>(null);
  // The phone menu closes when the page changes (the header stays mounted across navigations).
  const menuAt = useRef(location.key);
  useEffect(() => {
    if (menuAt.current === location.key) return;
    menuAt.current = location.key;
    if (menuSwitch.current) menuSwitch.current.checked = false;
  }, [location.key]);
  return (
    <header className={layout.bottomLine ? `${s.header} ${s.bottomLine}` : s.header} data-testid="site-header">
      <input type="checkbox" id="site-menu" className={s.menuSwitch} ref={menuSwitch} aria-label={t("phone.menu")} data-testid="phone-menu-switch" />
      <div className={s.utility}>
        <div className={s.utilityInner}>
          <p className={s.utilityText}>
            {t("footer.hotline")} {data?.hotline} · {t("footer.hours")}
          </p>
          <div className={s.actions}>
            <AppMenu />
            <LangSwitch />
            <CurrencyChooser tone="compact" />
            <PersonalSlot part="account" props={{}}>
              <HeaderAccount />
            </PersonalSlot>
          </div>
        </div>
      </div>
      <div className={s.bar}>
        <Link to={localHref("/", lang)} className={s.logo}>
          <img src="/logo.svg" alt="" className={s.logoMark} width={32} height={32} />
          <span>{t("site.name")}</span>
        </Link>
        <label htmlFor="site-menu" className={s.menuButton} aria-hidden="true" data-testid="phone-menu">
          <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M4 6h16M4 12h16M4 18h16" />
          </svg>
        </label>
        {layout.search ? (
          <div className={s.searchSlot} data-testid="header-search">
            <HeaderSearch />
          </div>
        ) : (
          <div className={s.spacer} />
        )}
        <nav aria-label={t("nav.main")} className={s.nav}>
          <ul className={s.tabs}>
            {headerTabs(lang, data?.salePromotion).map((tab) => (
              <li key={tab.key}>
                <Link className={s.tab} to={tab.key === "mobile" ? mobileHref(lang, location.pathname + location.search) : tab.href} data-testid={`tab-${tab.key}`}>
                  {t(`nav.${tab.key}`)}
                </Link>
              </li>
            ))}
            <li>
              <PersonalSlot part="coop" props={{}}>
                <CoopTab />
              </PersonalSlot>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}

/** The account corner: the user menu, or a visitor's way to sign in (a personal part: app/lib/personal.tsx). */
export function HeaderAccount() {
  const { t } = useTranslation();
  const user = useRootData()?.user;
  const location = useLocation();
  if (user) return <UserMenu userName={user.userName} avatar={user.avatar} />;
  return (
    <Link className={s.loginLink} to={loginHref(location.pathname, location.search, 1)} preventScrollReset data-testid="login-register">
      {t("nav.loginRegister")}
    </Link>
  );
}

/** The cooperation tab: its dialog for a student, the login first for a visitor (a personal part). */
export function CoopTab() {
  const { t } = useTranslation();
  return (
    <Link className={s.tab} to={useDialogEntryHref("cooperation")} preventScrollReset data-testid="tab-cooperation">
      {t("nav.houseCooperation")}
    </Link>
  );
}

function AppMenu() {
  const { t } = useTranslation();
  const qr = useRootData()?.qr;
  // Only the codes of products that exist (configured addresses); none, no menu.
  const codes = [
    { src: qr?.app, label: t("appMenu.app") },
    { src: qr?.miniProgram, label: t("appMenu.miniProgram") },
  ].filter((c): c is { src: string; label: string } => !!c.src);
  if (codes.length === 0) return null;
  return (
    <details className={s.menu} data-testid="app-menu">
      <summary className={s.menuSummary}>{t("appMenu.label")}</summary>
      <div className={s.menuPanel}>
        <div className={s.qrRow}>
          {codes.map((c) => (
            <figure key={c.label} className={s.qr}>
              <img className={s.qrImage} src={c.src} alt={c.label} width={120} height={120} loading="lazy" />
              <figcaption>{c.label}</figcaption>
            </figure>
          ))}
        </div>
      </div>
    </details>
  );
}

/**
 * The logged-in user's menu: the spec's nine entries, the account's pages and sign out, each
 * with its icon. A <details>, so it opens by click, tap or keyboard before hydration; with
 * JavaScript it also closes on Escape (focus back on its button) and after a navigation.
 */
function UserMenu({ userName, avatar }: { userName: string | null; avatar: string | null }) {
  const { t } = useTranslation();
  const lang = useLang();
  const location = useLocation();
  const ref = useRef<HTMLDetailsElement>(null);
  // Closed when the page changes; not on hydration, which would shut a menu opened before it.
  const shownAt = useRef(location.key);
  useEffect(() => {
    if (shownAt.current === location.key) return;
    shownAt.current = location.key;
    if (ref.current) ref.current.open = false;
  }, [location.key]);
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key !== "Escape" || !ref.current?.open) return;
    ref.current.open = false;
    ref.current.querySelector("summary")?.focus();
  };
  const links = userMenuLinks(lang);
  const counted = useMenuCounts();
  const item = (link: (typeof links)[number]) => {
    const { count, label } = counted(link.key);
    return (
      <li key={link.key}>
        <Link className={s.menuItem} to={link.href} aria-label={label} data-testid={`menu-${link.key}`}>
          <MenuIcon name={link.key} className={s.menuIcon} />
          <span>{t(`userMenu.${link.key}`)}</span>
          <UnreadBadge count={count} />
        </Link>
      </li>
    );
  };
  return (
    <details className={s.menu} data-testid="user-menu" ref={ref} onKeyDown={onKeyDown}>
      <summary className={s.menuSummary}>
        <img className={s.avatar} src={avatar || "/default-avatar.svg"} alt="" width={32} height={32} data-testid="user-avatar" />
        <span data-testid="user-name">{shownUserName(userName, lang) || t("userMenu.label")}</span>
      </summary>
      <div className={`${s.menuPanel} ${s.userPanel}`} data-testid="user-menu-panel">
        <ul className={s.menuList} aria-label={t("userMenu.mine")}>
          {links.filter((l) => l.group === "mine").map(item)}
        </ul>
        <ul className={`${s.menuList} ${s.menuGroup}`} aria-label={t("userMenu.account")}>
          {links.filter((l) => l.group === "account").map(item)}
          <li>
            <Form method="post" action={localHref("/logout", lang)} reloadDocument>
              <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
              <button type="submit" className={s.menuItem} data-testid="sign-out">
                <MenuIcon name="signOut" className={s.menuIcon} />
                <span>{t("userMenu.signOut")}</span>
              </button>
            </Form>
          </li>
        </ul>
      </div>
    </details>
  );
}
