import { STAFF_PASSWORD_MIN } from "#core/constants";
import * as s from "./Ops.css";

/**
 * The console's new-password field (an invitation's first password, changing one's own): the
 * name the API reads, the browser's hint to suggest a new password, and the API's minimum length.
 */
export function NewPasswordField({ label }: { label: string }) {
  return (
    <label className={s.label}>
      {label}
      <input name="newPassword" type="password" autoComplete="new-password" minLength={STAFF_PASSWORD_MIN} maxLength={200} className={s.input} required />
    </label>
  );
}
