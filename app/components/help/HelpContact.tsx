import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/translate";
import { localHref } from "#core/lang";
import { ONLINE_SERVICE_PATH } from "~/lib/help";
import { useLang } from "~/lib/root-data";
import * as s from "./Help.css";

/** "Didn't find your answer?": the student's online service, and the downloadable manuals. */
export function HelpContact() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <section className={s.box} aria-labelledby="help-contact-title" data-testid="help-contact">
      <h2 className={s.boxTitle} id="help-contact-title">
        {t("help.contact.title")}
      </h2>
      <p className={s.muted}>{t("help.contact.text")}</p>
      <ul className={s.contactList}>
        <li>
          <Link to={localHref(ONLINE_SERVICE_PATH, lang)} className={s.link} data-testid="help-online-service">
            {t("help.contact.link")}
          </Link>
        </li>
        <li>
          <Link to={localHref("/manuals", lang)} className={s.link}>
            {t("help.contact.manuals")}
          </Link>
        </li>
      </ul>
    </section>
  );
}
