import { Link, useLocation } from "@remix-run/react";
import { shownUserName } from "#core/user";
import { localHref } from "#core/lang";
import { useTranslation } from "~/lib/translate";
import { loginHref } from "~/lib/links";
import { useLang, useRootData } from "~/lib/root-data";
import * as home from "./Home.css";

/** The home page's account link: the student's name to their profile, or a visitor's way to sign in (a personal part: app/lib/personal.tsx). */
export function HomeAccount() {
  const { t } = useTranslation();
  const lang = useLang();
  const user = useRootData()?.user;
  const location = useLocation();
  if (user) {
    return (
      <Link to={localHref("/user/profiles", lang)} className={home.login}>
        {shownUserName(user.userName, lang) || t("userMenu.label")}
      </Link>
    );
  }
  return (
    <Link to={loginHref(location.pathname, location.search, 1)} className={home.login} preventScrollReset data-testid="login-register">
      {t("nav.loginRegister")}
    </Link>
  );
}
