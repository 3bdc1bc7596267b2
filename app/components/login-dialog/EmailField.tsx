import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { useState } from "react";
import { useTranslation } from "~/lib/translate";
import { emailSuggestions } from "#core/validation";
import { FieldError, skipEmptyBlur } from "./fields";
import * as s from "./LoginDialog.css";

/**
 * The e-mail field and its suggestion list: as the user types, the address completed with each
 * common provider (qq.com, 163.com, 126.com, gmail.com, outlook.com) that fits what follows the
 * @; nothing for an all-digit entry. A native <datalist>, so the browser shows and picks them.
 */
export function EmailField({ field, listId }: { field: FieldMetadata<string>; listId: string }) {
  const { t } = useTranslation();
  const [suggestions, setSuggestions] = useState<string[]>([]);
  return (
    <div className={s.field}>
      <label htmlFor={field.id} className={s.srOnly}>
        {t("account.fields.email")}
      </label>
      <input
        {...getInputProps(field, { type: "email" })}
        key={field.key}
        className={s.input}
        list={listId}
        autoComplete="email"
        maxLength={100}
        placeholder={t("account.placeholders.email")}
        onInput={(e) => setSuggestions(emailSuggestions((e.target as HTMLInputElement).value))}
        data-testid="email"
        onBlur={skipEmptyBlur}
      />
      <datalist id={listId} aria-label={t("account.suggestions")} data-testid="email-suggestions">
        {suggestions.map((v) => (
          <option key={v} value={v} />
        ))}
      </datalist>
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}
