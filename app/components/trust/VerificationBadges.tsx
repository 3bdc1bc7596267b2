import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/translate";
import { localHref } from "#core/lang";
import type { Lang } from "#core/constants";
import * as s from "./Trust.css";

export interface VerificationBadgeVM {
  code: string;
  text: string;
  expiresOn: string;
}

/**
 * The "认证房源 / Verified" badges of an apartment: one per current check (its own and its
 * landlord's), each saying what was checked and when, and linking to the record. None without
 * a current record: the mark is never shown on its own.
 */
export function VerificationBadges({ items, lang }: { items: VerificationBadgeVM[]; lang: Lang }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <ul className={s.badges} aria-label={t("trust.verified")} data-testid="verification-badges">
      {items.map((v) => (
        <li key={v.code}>
          <Link className={s.badge} to={localHref(`/verification/${v.code}`, lang)} data-testid="verification-badge" title={t("trust.validUntil", { date: v.expiresOn })}>
            <span aria-hidden="true">✓</span>
            <span>
              {t("trust.verified")} · {v.text}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
