import { useTranslation } from "~/lib/translate";
import type { ThirdEntry } from "./login.server";
import * as s from "./LoginDialog.css";

/** Third-party sign-in: a link with an icon per entry the server returned (the frame shows it only where it applies). */
export function ThirdPartyButtons({ entries }: { entries: readonly ThirdEntry[] }) {
  const { t } = useTranslation();
  return (
    <div className={s.third} data-testid="third-party">
      <p className={s.thirdTitle}>{t("account.thirdParty")}</p>
      <ul className={s.thirdList}>
        {entries.map((entry) => (
          <li key={entry.url}>
            <a className={s.thirdLink} href={entry.url} data-testid={`third-${entry.type ?? "link"}`}>
              <img src={entry.icon} alt="" width={32} height={32} />
              <span>{entry.type ? t(`account.thirdNames.${entry.type}`, { defaultValue: entry.type }) : t("account.thirdParty")}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
