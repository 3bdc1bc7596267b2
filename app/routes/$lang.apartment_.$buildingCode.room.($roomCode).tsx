import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/translate";
import { Breadcrumbs } from "~/components/breadcrumbs/Breadcrumbs";
import { CostTable } from "~/components/cost/CostTable";
import { FavouriteButton } from "~/components/favourite/FavouriteButton";
import { OfferList } from "~/components/gifts/OfferList";
import { RememberVisitorView } from "~/components/history/VisitorViews";
import { Gallery } from "~/components/apartment-detail/Gallery";
import { RoomRow } from "~/components/apartment-detail/RoomRow";
import * as s from "~/components/apartment-detail/Detail.css";
import * as page from "~/components/section/Section.css";
import { loadRoom } from "~/lib/apartment.server";
import { HERO_SIZES } from "~/lib/catalogue";
import { localHref } from "#core/lang";
import { jsonLd, preloadImage, titled } from "~/lib/seo";
import { listingPath, placePath, roomPath } from "#core/slug";
import type { RouteHandle } from "~/lib/layout";

/** A buildingCode param: no header bottom line; the room page keeps its own title. */
export const handle: RouteHandle = { layout: { bottomLine: false }, keepsTitle: true };

export const loader = (args: LoaderFunctionArgs) => loadRoom(args);

/** The room page keeps its own title instead of the default site title. */
export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? titled(data.meta.title, data.meta.description, [jsonLd(data.meta.jsonLd), ...preloadImage(data.meta.preload)]) : [];

export default function Room() {
  const { lang, room: r, building: b, otherRooms, apartmentHref, costs, rate, offers } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const location = useLocation();
  const unit = t(`discovery.units.${r.leaseUnit}`);
  const preview = (i: number) => `${localHref("/preview-media", lang)}?room=${r.code}&i=${i}&back=${encodeURIComponent(location.pathname)}`;
  const terms = r.leaseTerms.map((n) => t(r.leaseUnit === "week" ? "discovery.detail.weeks" : "discovery.detail.months", { count: n })).join(" / ");
  const applyHref = `${roomPath(lang, b.code, r.code)}/apply`;
  return (
    <div className={page.container}>
      <RememberVisitorView code={r.code} />
      <Breadcrumbs
        items={[
          { label: t("discovery.breadcrumb.home"), href: localHref("/", lang) },
          { label: b.country.name, href: placePath(lang, { country: b.country.slug }) },
          { label: b.city.name, href: listingPath(lang, { country: b.country.slug, city: b.city.slug }) },
          { label: b.name, href: apartmentHref },
          { label: r.name },
        ]}
      />
      <div className={s.titleRow}>
        <div>
          <p className={s.en}>
            <Link to={apartmentHref}>{t("discovery.room.backToApartment", { name: b.name })}</Link>
          </p>
          <h1 className={s.h1}>
            {b.name} · {r.name}
          </h1>
          <p className={s.address}>{b.address}</p>
        </div>
        <div className={s.priceBox}>
          <p className={s.priceLine}>
            <strong className={s.priceBig}>{r.price}</strong>
            <span className={s.priceUnit}>{t("discovery.card.perUnit", { unit })}</span>
          </p>
          <div className={s.actions}>
            <FavouriteButton code={b.code} name={b.name} isFavourite={b.isFavorite} variant="pill" />
            {r.available ? (
              <a href="#apply" className={s.cta}>
                {t("discovery.detail.apply")}
              </a>
            ) : null}
          </div>
        </div>
      </div>
      <Gallery photos={r.photos} name={`${b.name} ${r.name}`} hrefOf={preview} sizes={HERO_SIZES} />
      <section className={s.section} aria-labelledby="h-attrs">
        <h2 id="h-attrs" className={page.h2}>
          {t("discovery.room.attributes")}
        </h2>
        <dl className={s.attrs} data-testid="room-attributes">
          <div className={s.attr}>
            <dt className={s.attrName}>{t("discovery.room.price")}</dt>
            <dd className={s.attrValue}>
              {r.price}
              {t("discovery.card.perUnit", { unit })}
            </dd>
          </div>
          <div className={s.attr}>
            <dt className={s.attrName}>{t("discovery.room.leaseTerms")}</dt>
            <dd className={s.attrValue}>{terms}</dd>
          </div>
          <div className={s.attr}>
            <dt className={s.attrName}>{t("discovery.room.availability")}</dt>
            <dd className={s.attrValue}>{r.available ? t("discovery.room.stock", { count: r.stock }) : t("discovery.room.soldOut")}</dd>
          </div>
          {r.attributes
            .filter((a) => a.key !== "leaseTerms")
            .map((a) => (
              <div key={a.key} className={s.attr}>
                <dt className={s.attrName}>{a.name}</dt>
                <dd className={s.attrValue}>{a.value}</dd>
              </div>
            ))}
        </dl>
      </section>
      {costs.length ? (
        <section id="costs" className={s.section} aria-labelledby="h-costs">
          <h2 id="h-costs" className={page.h2}>
            {t("cost.tenancies")}
          </h2>
          <p className={s.text}>{t("cost.tenanciesLead")}</p>
          <CostTable costs={costs} rate={rate} applyHref={r.available ? applyHref : undefined} />
        </section>
      ) : null}
      <OfferList offers={offers} className={s.section} headingClass={page.h2} />
      <section id="apply" className={s.applyBox} aria-labelledby="h-apply">
        <div>
          <h2 id="h-apply" className={page.h2}>
            {t("discovery.detail.apply")}
          </h2>
          <p className={s.text}>{t("discovery.room.applyLead")}</p>
        </div>
        {r.available ? (
          <Link to={applyHref} className={s.cta} data-testid="apply-link">
            {t("discovery.detail.apply")}
          </Link>
        ) : (
          <span className={s.roomSoldOut}>{t("discovery.room.soldOut")}</span>
        )}
      </section>
      {b.policies.payment || b.policies.cancellation ? (
        <section className={s.section} aria-labelledby="h-policies">
          <h2 id="h-policies" className={page.h2}>
            {t("discovery.detail.policies")}
          </h2>
          <dl className={s.policies}>
            {(["payment", "cancellation", "deposit"] as const).map((k) =>
              b.policies[k] ? (
                <div key={k} className={s.policy}>
                  <dt className={s.policyTerm}>{t(`discovery.detail.${k}`)}</dt>
                  <dd className={s.policyText}>{b.policies[k]}</dd>
                </div>
              ) : null,
            )}
          </dl>
        </section>
      ) : null}
      {otherRooms.length ? (
        <section className={s.section} aria-labelledby="h-other">
          <h2 id="h-other" className={page.h2}>
            {t("discovery.room.otherRooms", { name: b.name })}
          </h2>
          <ul className={s.roomList}>
            {otherRooms.map((o) => (
              <RoomRow key={o.code} room={o} buildingCode={b.code} unit={unit} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
