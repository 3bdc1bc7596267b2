import { useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useState } from "react";
import { deferred } from "~/lib/deferred";
import { loginHref } from "~/lib/links";
import { useRootData } from "~/lib/root-data";
import type { LoginDialogData } from "./login.server";
import { OPEN_LOGIN_EVENT, type OpenLoginDetail } from "./open";
import type { View } from "./views";

// The dialog's styles ship with the page, not with its lazily loaded chunk: without JavaScript
// the chunk (and the CSS it would bring) never loads, and the server-rendered dialog must still
// be a dialog over the page, not a form under the footer.
import "../dialog/Dialog.css";
import "../mobile-prefix/MobilePrefixField.css";
import "./LoginDialog.css";

const LoginDialogPanel = deferred("login", () => import("./LoginDialog"));

/**
 * The login dialog, mounted once by the root. Route-driven: it shows when the URL has
 * `?login=<view>` (or the user must bind a mobile, or third-party sign-in needs a phone), and
 * closing it removes the parameter, which resets the view. Every form posts to /{lang}/login
 * and works without JavaScript; with it, forms submit through a fetcher and the code button runs
 * the slider captcha and the 60-second countdown. The parts: LoginFrame (the dialog), ViewForm,
 * ViewLinks, CodeField/CodeButton, EmailField, ThirdPartyButtons, ThirdErrorAlert.
 */
export function LoginDialogHost() {
  const data = useRootData() as (ReturnType<typeof useRootData> & { login?: LoginDialogData }) | undefined;
  const login = data?.login;
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const open = (e: Event) => {
      const detail = (e as CustomEvent<OpenLoginDetail>).detail ?? {};
      navigate(loginHref(location.pathname, location.search, detail.report ?? 1, detail.view ?? "sms"), { preventScrollReset: true });
    };
    window.addEventListener(OPEN_LOGIN_EVENT, open);
    document.documentElement.dataset.loginDialog = "ready"; // lets tests know the listener is there
    return () => window.removeEventListener(OPEN_LOGIN_EVENT, open);
  }, [location.pathname, location.search, navigate]);

  // After a successful login the revalidated root has no view any more; keep the dialog (with
  // its login_succeed button) until the page reloads.
  const [sticky, setSticky] = useState<View | null>(null);
  if (!login) return null;
  const view = login.view ?? sticky;
  if (!view && login.thirdError === null) return null;
  return <LoginDialogPanel login={login} view={view} onSucceeded={setSticky} />;
}

