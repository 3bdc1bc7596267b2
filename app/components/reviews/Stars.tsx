import { useTranslation } from "~/lib/translate";
import * as s from "./Reviews.css";

/** A 1–5 score as five stars; the accessible name says it in words. */
export function Stars({ score, size = "md" }: { score: number; size?: "sm" | "md" }) {
  const { t } = useTranslation();
  const full = Math.round(score);
  return (
    <span className={size === "sm" ? s.starsSm : s.stars} role="img" aria-label={t("reviews.stars", { score })}>
      {[1, 2, 3, 4, 5].map((i) => (
        <span key={i} aria-hidden="true" className={i <= full ? s.starOn : s.starOff}>
          ★
        </span>
      ))}
    </span>
  );
}
