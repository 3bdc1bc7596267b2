import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { useTranslation } from "~/lib/translate";
import { PASSWORD_INPUT_MAX } from "#core/constants";
import { MobilePrefixField, type PrefixOption } from "../mobile-prefix/MobilePrefixField";
import * as s from "./LoginDialog.css";

/**
 * Blur validation skips an empty field: the dialog focuses its first field on open, and a click
 * elsewhere (a view link, sign out) would otherwise put an error under it mid-click, moving the
 * target away from the pointer. Empty fields are still caught on submit. (conform listens for
 * focusout on the document, where Remix roots React too; React's listener was added first, so
 * it can stop conform's.)
 */
export function skipEmptyBlur(e: React.FocusEvent<HTMLInputElement>) {
  if (!e.currentTarget.value) e.nativeEvent.stopImmediatePropagation();
}

export function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  const { t } = useTranslation();
  if (!errors?.length) return null;
  return (
    <p id={id} className={s.error} data-testid="field-error">
      {t(errors[0])}
    </p>
  );
}

/** The mobile number with its prefix field in front. */
export function MobileField({ prefixes, prefixField, field }: { prefixes: readonly PrefixOption[]; prefixField: FieldMetadata<number>; field: FieldMetadata<string> }) {
  const { t } = useTranslation();
  return (
    <div className={s.field}>
      <label htmlFor={field.id} className={s.srOnly}>
        {t("account.fields.mobile")}
      </label>
      <div className={s.mobileRow}>
        <MobilePrefixField name={prefixField.name} id={prefixField.id} prefixes={prefixes} defaultValue={prefixField.initialValue} controlClassName={s.input} />
        <input
          {...getInputProps(field, { type: "tel" })}
          key={field.key}
          className={s.input}
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={20}
          placeholder={t("account.placeholders.mobile")}
          data-testid="mobile"
          onBlur={skipEmptyBlur}
        />
      </div>
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}

export function PasswordField({ field, label, placeholder, autoComplete }: { field: FieldMetadata<string>; label: string; placeholder: string; autoComplete: string }) {
  return (
    <div className={s.field}>
      <label htmlFor={field.id} className={s.srOnly}>
        {label}
      </label>
      <input
        {...getInputProps(field, { type: "password" })}
        key={field.key}
        className={s.input}
        maxLength={PASSWORD_INPUT_MAX}
        autoComplete={autoComplete}
        placeholder={placeholder}
        data-testid={field.name}
        onBlur={skipEmptyBlur}
      />
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}
