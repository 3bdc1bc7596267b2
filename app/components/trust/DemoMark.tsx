import { useTranslation } from "react-i18next";
import * as s from "./Trust.css";

/**
 * The "demo" mark of a generated town or apartment (kept in the full catalogue only for its
 * size): shown beside its name wherever it appears, so no one takes it for a real home.
 */
export function DemoMark() {
  const { t } = useTranslation();
  return (
    <span className={s.demo} data-testid="demo-mark" title={t("trust.demoTitle")}>
      {t("trust.demo")}
    </span>
  );
}
