import { useTranslation } from "~/lib/translate";
import * as s from "./Trust.css";

/**
 * The standing warning on the pages where money or contact between people comes up (the online
 * service, the roommate board, the order): pay only on StudyNest; we never ask for transfers to
 * a person.
 */
export function PayOnlyHere() {
  const { t } = useTranslation();
  return (
    <p className={s.warning} role="note" data-testid="pay-only-here">
      {t("trust.payOnlyHere")}
    </p>
  );
}

/** Under a message or post flagged for contact details written before a booking. */
export function ContactWarning({ flag }: { flag: readonly string[] | null | undefined }) {
  const { t } = useTranslation();
  if (!flag || flag.length === 0) return null;
  return (
    <p className={s.warning} role="note" data-testid="contact-warning">
      {t("trust.contactWarning", { kinds: flag.map((k) => t(`trust.contactKinds.${k}`)).join(t("trust.listJoin")) })}
    </p>
  );
}
