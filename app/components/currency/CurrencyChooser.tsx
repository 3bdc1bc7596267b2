import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { visuallyHidden } from "~/styles/layout.css";
import { useLang, useSecondCurrency } from "~/lib/root-data";
import * as s from "./CurrencyChooser.css";

type Tone = "light" | "dark" | "compact";

/**
 * The second currency's chooser: a plain form posted to /{lang}/currency, which keeps the choice
 * in a cookie and sends the browser back to this page, so it works without JavaScript; with it,
 * Remix posts it and reloads the page's data in place. Three places: the header's strip (every
 * page with a header, `compact`: codes only), the footer (`dark`) and the chooser's own page.
 */
export function CurrencyChooser({ tone = "light", error }: { tone?: Tone; error?: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const second = useSecondCurrency();
  const location = useLocation();
  if (second.rates.length < 2) return null;
  const back = location.pathname === `/${lang}/currency` ? `/${lang}/` : location.pathname + location.search;
  const compact = tone === "compact";
  const id = `currency-${tone}`;
  return (
    <Form
      method="post"
      action={`/${lang}/currency`}
      className={compact ? s.formCompact : tone === "dark" ? s.formDark : s.form}
      data-testid={`currency-form-${tone}`}
      preventScrollReset
    >
      <input type="hidden" name="back" value={back} />
      <label htmlFor={id} className={compact ? visuallyHidden : undefined}>
        {t("currency.label")}
      </label>
      {/* Remounted on a new choice: an uncontrolled select keeps the old one otherwise. */}
      <select
        key={second.code}
        id={id}
        name="currency"
        defaultValue={second.code}
        className={compact ? s.selectCompact : s.select}
        data-testid="currency-select"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "currency-error" : undefined}
      >
        {second.rates.map((r) => (
          <option key={r.currency} value={r.currency}>
            {compact ? r.currency : t(`currency.names.${r.currency}`, { defaultValue: r.currency })}
          </option>
        ))}
      </select>
      <button type="submit" className={compact ? s.buttonCompact : s.button} data-testid="currency-submit">
        {t("currency.choose")}
      </button>
      {error ? (
        <p id="currency-error" role="alert" className={s.error}>
          {error}
        </p>
      ) : null}
    </Form>
  );
}
