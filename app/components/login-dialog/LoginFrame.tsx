import { useId } from "react";
import { useTranslation } from "~/lib/translate";
import { LOGIN_DIALOG_WIDTH } from "#core/constants";
import { useLang } from "~/lib/root-data";
import { useHydrated } from "~/lib/use-hydrated";
import { Dialog, DialogClose } from "../dialog/Dialog";
import { useDialogHrefs } from "./dialog-hrefs";
import type { LoginDialogData } from "./login.server";
import { ThirdPartyButtons } from "./ThirdPartyButtons";
import { ViewForm } from "./ViewForm";
import { ViewLinks } from "./ViewLinks";
import { LOGIN_VIEWS, SPEC_NAME, type View } from "./views";
import * as s from "./LoginDialog.css";

/** The title of each view: login titles, 'welcome join' for register, 'bind mobile' for bind. */
function useTitles(view: View): { title: string; subtitle: string | null } {
  const { t } = useTranslation();
  const title = view === "register" ? t("welcome_join") : view === "bindMobile" ? t("bind_mobile") : t(`account.titles.${view}`);
  const subtitle = view === "sms" || view === "register" || view === "bindMobile" ? t(`account.subtitles.${view}`) : null;
  return { title, subtitle };
}

/**
 * The login dialog's frame (568px, 620px in English): close (not while BindMobile is forced),
 * title, the view's form, the links to other views, and third-party sign-in — only in Chinese,
 * only on the login views, only when the server returned entries. It stays mounted while the
 * view changes; the form is a new one per view.
 */
export function LoginFrame({ login, view, onSucceeded }: { login: LoginDialogData; view: View; onSucceeded: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const hydrated = useHydrated();
  const titleId = useId();
  const { closeHref } = useDialogHrefs();
  const { title, subtitle } = useTitles(view);
  const showThird = lang === "cn" && LOGIN_VIEWS.includes(view) && login.third.length > 0;
  return (
    <Dialog
      closeHref={login.forced ? undefined : closeHref}
      width={LOGIN_DIALOG_WIDTH[lang]}
      focusKey={view}
      className={s.panel}
      aria-labelledby={titleId}
      data-testid="login-dialog"
      data-view={SPEC_NAME[view]}
      data-report={login.report ?? undefined}
    >
      <DialogClose className={s.close} label={t("account.close")} testId="login-close" />
      <h2 id={titleId} className={s.title}>
        {title}
      </h2>
      {subtitle ? <p className={s.subtitle}>{view === "register" && login.thirdName ? `${login.thirdName} · ${subtitle}` : subtitle}</p> : null}
      <ViewForm key={view} view={view} login={login} lang={lang} hydrated={hydrated} onSucceeded={onSucceeded} />
      <ViewLinks view={view} forced={login.forced} />
      {showThird ? <ThirdPartyButtons entries={login.third} /> : null}
    </Dialog>
  );
}
