import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/lib/translate";
import { localHref } from "#core/lang";
import { useLang } from "~/lib/root-data";
import { useDialogHrefs } from "./dialog-hrefs";
import type { View } from "./views";
import * as s from "./LoginDialog.css";

/** A link to another view; `r` sets the report value (login → register 2, register → login 1). */
type To = { to: View; label: string; r?: 1 | 2 };
/** The links under each view, left group then right group. BindMobile has none (forced: sign out). */
const LINKS: Record<Exclude<View, "bindMobile">, [To[], To[]]> = {
  sms: [[{ to: "mobilePwd", label: "mobilePwd" }, { to: "emailPwd", label: "emailPwd" }], [{ to: "register", label: "register", r: 2 }]],
  mobilePwd: [
    [{ to: "sms", label: "sms" }, { to: "emailPwd", label: "emailPwd" }],
    [{ to: "findBySms", label: "findBySms" }, { to: "register", label: "register", r: 2 }],
  ],
  emailPwd: [
    [{ to: "sms", label: "sms" }, { to: "mobilePwd", label: "mobilePwd" }],
    [{ to: "findByEmail", label: "findBySms" }, { to: "register", label: "register", r: 2 }],
  ],
  register: [[], [{ to: "sms", label: "login", r: 1 }]],
  findBySms: [[{ to: "findByEmail", label: "findByEmail" }], [{ to: "mobilePwd", label: "back" }]],
  findByEmail: [[{ to: "findBySms", label: "findBySmsInstead" }], [{ to: "emailPwd", label: "back" }]],
};

/** The links between views under the form (plain links: they work without JavaScript). */
export function ViewLinks({ view, forced }: { view: View; forced: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { viewHref, page } = useDialogHrefs();
  if (view === "bindMobile") {
    if (!forced) return null;
    return (
      <div className={s.links}>
        <span />
        <Form method="post" action={localHref("/logout", lang)} reloadDocument>
          <input type="hidden" name="redirectTo" value={page} />
          <button type="submit" className={s.link}>
            {t("userMenu.signOut")}
          </button>
        </Form>
      </div>
    );
  }
  const group = (links: To[]) => (
    <span className={s.linkGroup}>
      {links.map(({ to, label, r }) => (
        <Link key={to} className={s.link} to={viewHref(to, r)} preventScrollReset replace data-testid={`to-${to}`}>
          {t(`account.links.${label}`)}
        </Link>
      ))}
    </span>
  );
  const [left, right] = LINKS[view];
  return (
    <div className={s.links}>
      {group(left)}
      {group(right)}
    </div>
  );
}
