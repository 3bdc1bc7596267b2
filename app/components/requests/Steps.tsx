import { useTranslation } from "~/lib/translate";
import * as r from "./Requests.css";

/** The three numbered "how it works" steps of a request page (catalogue keys `{prefix}.steps.1…3`). */
export function Steps({ prefix }: { prefix: string }) {
  const { t } = useTranslation();
  return (
    <ol className={r.steps}>
      {(["1", "2", "3"] as const).map((n) => (
        <li key={n} className={r.step}>
          <span className={r.stepNo} aria-hidden="true">
            {n}
          </span>
          {t(`${prefix}.steps.${n}`)}
        </li>
      ))}
    </ol>
  );
}
