import { dateTimeFormat, numberFormat } from "~/lib/intl";
import { useTranslation } from "~/lib/translate";
import * as s from "./Student.css";

const TONE: Record<string, keyof typeof s.badge> = {
  submitted: "progress",
  reviewing: "progress",
  approved: "good",
  rejected: "bad",
  cancelled: "neutral",
  expired: "neutral",
  pending_payment: "waiting",
  paid: "good",
  checked_in: "good",
  completed: "neutral",
  refunded: "neutral",
  // find-a-house requests
  new: "waiting",
  contacted: "progress",
  matched: "good",
  closed: "neutral",
};

/** An application's, order's or find-a-house request's status, coloured by what it means for the student. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span className={s.badge[TONE[status] ?? "neutral"]} data-testid="status" data-status={status}>
      {t(`student.status.${status}`)}
    </span>
  );
}

export function Fact({ label, value, testId }: { label: string; value: React.ReactNode; testId?: string }) {
  const { t } = useTranslation();
  return (
    <div className={s.fact}>
      <dt className={s.factLabel}>{label}</dt>
      <dd className={s.factValue} data-testid={testId}>
        {value === null || value === undefined || value === "" ? t("student.common.notSet") : value}
      </dd>
    </div>
  );
}

/** Date and time in the page's language, rendered the same on server and client (UTC). */
export function formatDateTime(value: string | Date | null | undefined, lang: string): string {
  if (!value) return "";
  const d = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(d.getTime())) return String(value);
  return dateTimeFormat(lang === "en" ? "en-GB" : "zh-CN", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(d);
}

export function formatMoney(amount: number, currency: string, lang: string): string {
  try {
    return numberFormat(lang === "en" ? "en-GB" : "zh-CN", { style: "currency", currency, maximumFractionDigits: 0 }).format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
}
