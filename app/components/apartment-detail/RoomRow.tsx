import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/translate";
import type { RoomVM } from "~/lib/catalogue";
import { useLang } from "~/lib/root-data";
import { roomPath } from "#core/slug";
import { Picture } from "../picture/Picture";
import * as s from "./Detail.css";

/**
 * One room in the apartment page's room list: photo, facts, price, availability, details and apply.
 *
 * A line of several texts is written as one string: each separate text child is its own text
 * node in React's HTML, with a `<!-- -->` between neighbours, and an apartment page has up to 40
 * rows (the same words either way).
 */
export function RoomRow({ room: r, buildingCode, unit }: { room: RoomVM; buildingCode: string; unit: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const href = roomPath(lang, buildingCode, r.code);
  const terms = r.leaseTerms.map((n) => t(r.leaseUnit === "week" ? "discovery.detail.weeks" : "discovery.detail.months", { count: n })).join(" / ");
  return (
    <li className={s.room} data-testid="room-row">
      <Picture photo={r.photo} alt="" sizes="120px" width={120} height={80} className={s.roomImg} widths={[320]} />
      <div className={s.roomBody}>
        <h4 className={s.roomName}>
          <Link to={href} data-testid="room-link" className={s.roomLink}>
            {r.name}
          </Link>
        </h4>
        <p className={s.roomFacts}>
          {`${t("discovery.detail.area", { area: r.areaM2 })} · ${r.bedSizeName} · ${t("discovery.detail.leaseTerms", { terms })}`}
        </p>
        {r.available ? <p className={s.roomFacts}>{t("discovery.detail.availableFrom", { date: r.availableFrom })}</p> : null}
      </div>
      <div className={s.roomSide}>
        <p className={s.roomPrice}>
          <strong>{r.price}</strong>
          {t("discovery.card.perUnit", { unit })}
        </p>
        {r.mainTotal ? (
          <p className={s.roomFacts} data-testid="room-main-total">
            {t("cost.mainTotal", { name: r.mainTotal.name, term: t(r.mainTotal.unit === "week" ? "cost.weeks" : "cost.months", { count: r.mainTotal.term }), total: r.mainTotal.total }) +
              (r.mainTotal.totalSecond ? ` ${t("cost.approxCny", { amount: r.mainTotal.totalSecond })}` : "")}
          </p>
        ) : null}
        <p className={r.available ? s.roomStock : s.roomSoldOut}>{r.available ? t("discovery.detail.roomsLeft", { count: r.stock }) : t("discovery.detail.soldOut")}</p>
        <div className={s.roomActions}>
          <Link to={href} className={s.secondary}>
            {t("discovery.detail.details")}
          </Link>
          {r.available ? (
            <Link to={`${href}/apply`} className={s.primary} data-testid="room-apply">
              {t("discovery.detail.apply")}
            </Link>
          ) : null}
        </div>
      </div>
    </li>
  );
}
