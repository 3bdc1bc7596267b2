import { useId } from "react";
import { useTranslation } from "~/lib/translate";
import type { Lang } from "#core/constants";
import * as s from "./Form.css";

/**
 * The picture check under an open form after a burst of sends from the sender's address or
 * account (app/lib/form-check.server.ts): the 4-letter picture and a field for its letters.
 * `error` says why the last letters were refused. Each showing loads a new picture (`round`).
 */
export function FormCheck({ lang, error, round }: { lang: Lang; error?: string; round: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={s.field} data-testid="form-check">
      <label htmlFor={id}>{t("student.formCheck.label")}</label>
      <img src={`/${lang}/login/captcha?kind=image&r=${encodeURIComponent(round)}`} alt={t("student.formCheck.alt")} width={120} height={40} data-testid="form-check-image" />
      <input
        id={id}
        name="imageCode"
        className={s.input}
        maxLength={4}
        autoComplete="off"
        required
        placeholder={t("student.formCheck.placeholder")}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint`}
        data-testid="form-check-input"
      />
      <p className={s.hint} id={`${id}-hint`}>
        {t("student.formCheck.hint")}
      </p>
      {error ? (
        <p className={s.formError} role="alert" data-testid="form-check-error">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}
