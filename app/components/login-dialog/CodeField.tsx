import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { useState } from "react";
import { useTranslation } from "~/lib/translate";
import { CODE_LENGTH, type Lang } from "#core/constants";
import { CodeButton } from "./CodeButton";
import { FieldError, skipEmptyBlur } from "./fields";
import type { View } from "./views";
import * as s from "./LoginDialog.css";

/**
 * The verification code: its input, the get-code button, what the last send answered, and —
 * without JavaScript, inside <noscript> — the 4-letter picture code that stands in for the slider.
 */
export function CodeField({
  view,
  lang,
  hydrated,
  field,
  imageCodeErrors,
  sentAt,
  redirectTo,
  target,
}: {
  view: View;
  lang: Lang;
  hydrated: boolean;
  field: FieldMetadata<string>;
  imageCodeErrors?: string[];
  sentAt?: number;
  redirectTo: string;
  target: () => Record<string, string> | null;
}) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  return (
    <div className={s.field}>
      <label htmlFor={field.id} className={s.srOnly}>
        {t("account.fields.code")}
      </label>
      <div className={s.row}>
        <input
          {...getInputProps(field, { type: "text" })}
          key={field.key}
          className={s.input}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH}
          placeholder={t("account.placeholders.code")}
          data-testid="code"
          onBlur={skipEmptyBlur}
        />
        <CodeButton view={view} lang={lang} hydrated={hydrated} sentAt={sentAt} redirectTo={redirectTo} target={target} onOutcome={setOutcome} />
      </div>
      <FieldError id={field.errorId} errors={field.errors} />
      {outcome ? (
        <p className={outcome.ok ? s.hint : s.error} role={outcome.ok ? "status" : "alert"} data-testid={outcome.ok ? "code-sent" : "code-error"}>
          {outcome.text}
        </p>
      ) : null}
      <noscript>
        <div className={s.field}>
          <label htmlFor={`imageCode-${view}`}>{t("account.fields.imageCode")}</label>
          <div className={s.imageCode}>
            <input id={`imageCode-${view}`} name="imageCode" className={s.input} maxLength={4} autoComplete="off" placeholder={t("account.placeholders.imageCode")} />
            <img src={`/${lang}/login/captcha?kind=image&v=${view}`} alt={t("account.fields.imageCode")} width={120} height={40} />
          </div>
          <p className={s.hint}>{t("account.imageCodeHint")}</p>
          {imageCodeErrors?.length ? <p className={s.error}>{t(imageCodeErrors[0])}</p> : null}
        </div>
      </noscript>
    </div>
  );
}
