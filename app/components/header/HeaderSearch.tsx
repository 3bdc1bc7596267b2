import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { localHref } from "~/lib/lang";
import { useLang } from "~/lib/root-data";
import * as s from "./HeaderSearch.css";

/** The header's search box: a GET form to the search results page (works without JavaScript). */
export function HeaderSearch({ defaultValue }: { defaultValue?: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Form method="get" action={localHref("/search", lang)} role="search" className={s.form}>
      <label htmlFor="header-search-input" className={s.hidden}>
        {t("search.label")}
      </label>
      <input
        id="header-search-input"
        name="keyword"
        type="search"
        className={s.input}
        defaultValue={defaultValue}
        placeholder={t("search.placeholder")}
        autoComplete="off"
        maxLength={50}
      />
      <button type="submit" className={s.button}>
        {t("search.submit")}
      </button>
    </Form>
  );
}
