import type { FieldMetadata } from "@conform-to/react";
import { useTranslation } from "~/lib/translate";
import * as s from "./Form.css";

/**
 * A labelled control with its hint and errors. The control gets `aria-invalid` and
 * `aria-describedby` (errors, then hint) from the caller's conform props plus `describedBy`.
 * Error messages are catalogue keys (core/schemas) or texts already translated; t() passes
 * the latter through unchanged.
 */
export function Field({
  meta,
  label,
  hint,
  required,
  children,
}: {
  meta: FieldMetadata<unknown>;
  label: string;
  hint?: string;
  required?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className={s.field}>
      <label className={s.label} htmlFor={meta.id}>
        {label}
        {required ? (
          <span className={s.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <span className={s.hint} id={hintId(meta)}>
          {hint}
        </span>
      ) : null}
      <FieldErrors meta={meta} />
    </div>
  );
}

export const hintId = (meta: FieldMetadata<unknown>) => `${meta.id}-hint`;

/** aria-describedby for a control: its errors (when shown) and its hint. */
export function describedBy(meta: FieldMetadata<unknown>, hasHint = false): string | undefined {
  const ids = [meta.errors?.length ? meta.errorId : null, hasHint ? hintId(meta) : null].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

export function FieldErrors({ meta }: { meta: FieldMetadata<unknown> }) {
  const { t } = useTranslation();
  if (!meta.errors?.length) return null;
  return (
    <p className={s.error} id={meta.errorId} data-testid={`error-${meta.name}`}>
      {meta.errors.map((e) => t(e)).join(" ")}
    </p>
  );
}

/** Errors of the form as a whole (server refusals). */
export function FormErrors({ errors, id }: { errors?: string[]; id?: string }) {
  const { t } = useTranslation();
  if (!errors?.length) return null;
  return (
    <p className={s.formError} role="alert" id={id} data-testid="form-error">
      {errors.map((e) => t(e)).join(" ")}
    </p>
  );
}

export function Honeypot() {
  const { t } = useTranslation();
  return (
    <div className={s.honeypot} aria-hidden="true">
      <label>
        {t("student.common.honeypot")}
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
