import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { Suspense } from "react";
import { ApartmentMap, OpenInMap } from "~/components/map/ApartmentMap";
import { ReviewsSection } from "~/components/reviews/ReviewsSection";
import { DemoMark } from "~/components/trust/DemoMark";
import { VerificationBadges } from "~/components/trust/VerificationBadges";
import * as trust from "~/components/trust/Trust.css";
import { Stars } from "~/components/reviews/Stars";
import { useTranslation } from "~/lib/translate";
import { Breadcrumbs } from "~/components/breadcrumbs/Breadcrumbs";
import * as c from "~/components/cost/Cost.css";
import { RateNote } from "~/components/cost/CostTable";
import { FavouriteButton } from "~/components/favourite/FavouriteButton";
import { OfferList } from "~/components/gifts/OfferList";
import { RememberVisitorView } from "~/components/history/VisitorViews";
import { Gallery } from "~/components/apartment-detail/Gallery";
import { RoomRow } from "~/components/apartment-detail/RoomRow";
import * as s from "~/components/apartment-detail/Detail.css";
import * as page from "~/components/section/Section.css";
import { loadApartment } from "~/lib/apartment.server";
import { OPEN_ROOM_TYPE, ROOMS_SHOWN } from "~/lib/room-groups";
import { withSearchParam } from "~/lib/links";
import { distanceParts, HERO_SIZES } from "~/lib/catalogue";
import { localHref } from "#core/lang";
import { jsonLd, preloadImage, titled } from "~/lib/seo";
import { apartmentPath, placePath } from "#core/slug";
import type { RouteHandle } from "~/lib/layout";

/** A buildingCode param: no header bottom line; the apartment page keeps its own title. */
export const handle: RouteHandle = { layout: { bottomLine: false }, keepsTitle: true };

export const loader = (args: LoaderFunctionArgs) => loadApartment(args);

/** The apartment page keeps its own title instead of the default site title, with JSON-LD and the main photo preloaded. */
export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? titled(data.meta.title, data.meta.description, [jsonLd(data.meta.jsonLd), ...preloadImage(data.meta.preload)]) : [];

export default function Apartment() {
  const { lang, house: h, cityListing, reviews, map } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const location = useLocation();
  const unit = t(`discovery.units.${h.priceUnit}`);
  const preview = (i: number) => `${localHref("/preview-media", lang)}?code=${h.code}&i=${i}&back=${encodeURIComponent(location.pathname)}`;
  const sections = [
    ["overview", t("discovery.detail.overview")],
    ["rooms", t("discovery.detail.rooms")],
    ["facilities", t("discovery.detail.facilities")],
    ["location", t("discovery.detail.location")],
    ["reviews", t("reviews.title")],
    ["policies", t("discovery.detail.policies")],
    ["faq", t("discovery.detail.faq")],
  ] as const;
  const reviewHref = (n: number) => withSearchParam(location, "reviews", n > 1 ? String(n) : null, "reviews");
  return (
    <div className={page.container}>
      <RememberVisitorView code={h.code} />
      <Breadcrumbs
        items={[
          { label: t("discovery.breadcrumb.home"), href: localHref("/", lang) },
          { label: h.country.name, href: placePath(lang, { country: h.country.slug }) },
          { label: h.city.name, href: placePath(lang, { country: h.country.slug, city: h.city.slug }) },
          { label: t("discovery.detail.backToListing", { city: h.city.name }), href: cityListing },
          { label: h.name },
        ]}
      />
      <div className={s.titleRow}>
        <div>
          <h1 className={s.h1}>
            {h.name}
            {h.demo ? <DemoMark /> : null}
          </h1>
          {h.landlordResponse ? (
            <p className={trust.note} data-testid="landlord-response">
              {t("discovery.detail.landlordResponse", {
                time: h.landlordResponse.minutes >= 90 ? t("discovery.detail.hours", { count: Math.round(h.landlordResponse.minutes / 60) }) : t("discovery.detail.minutes", { count: Math.max(1, h.landlordResponse.minutes) }),
                count: h.landlordResponse.answers,
              })}
            </p>
          ) : null}
          {h.demo ? (
            <p className={trust.note} data-testid="demo-note">
              {t("trust.demoNote")}
            </p>
          ) : null}
          {h.enName !== h.name ? <p className={s.en}>{h.enName}</p> : null}
          <p className={s.address}>{h.postcode ? `${h.address}, ${h.postcode}` : h.address}</p>
          <VerificationBadges items={h.verifications} lang={lang} />
          {h.reviewSummary?.count && h.reviewSummary.average !== null ? (
            <p className={s.address} data-testid="title-rating">
              <a href="#reviews" style={{ color: "inherit", display: "inline-flex", gap: 6, alignItems: "center" }}>
                <Stars score={h.reviewSummary.average} size="sm" />
                <strong>{h.reviewSummary.average.toFixed(1)}</strong>
                <span>{t("reviews.count", { count: h.reviewSummary.count })}</span>
              </a>
            </p>
          ) : null}
          {h.tags.length ? (
            <ul className={s.tags}>
              {h.tags.map((tag) => (
                <li key={tag.key} className={s.tag}>
                  {tag.name}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className={s.priceBox}>
          <p className={s.priceLine}>
            <span className={s.priceFrom}>{t("discovery.detail.priceFrom")}</span>
            <strong className={s.priceBig}>{h.fromPrice}</strong>
            <span className={s.priceUnit}>{t("discovery.card.perUnit", { unit })}</span>
          </p>
          {h.moveIns.length ? (
            <p className={c.moveIns} data-testid="move-ins">
              {t("cost.moveInsLead")}: {h.moveIns.join(" · ")}
            </p>
          ) : null}
          <div className={s.actions}>
            <FavouriteButton code={h.code} name={h.name} isFavourite={h.isFavorite} variant="pill" />
            <a href="#rooms" className={s.cta}>
              {t("discovery.detail.apply")}
            </a>
          </div>
        </div>
      </div>
      <Gallery photos={h.photos} name={h.name} hrefOf={preview} sizes={HERO_SIZES} />
      <nav aria-label={t("discovery.detail.nav")} className={s.sectionNav}>
        {sections.map(([id, label]) => (
          <a key={id} href={`#${id}`} className={s.sectionLink}>
            {label}
          </a>
        ))}
      </nav>
      <div className={s.columns}>
        <div className={s.main}>
          <section id="overview" className={s.section} aria-labelledby="h-overview">
            <h2 id="h-overview" className={page.h2}>
              {t("discovery.detail.overview")}
            </h2>
            <p className={s.text}>{h.description}</p>
          </section>
          <OfferList offers={h.offers} className={s.section} headingClass={page.h2} />
          {/*
            Below the fold, each part is its own Suspense boundary. Nothing in it suspends, so the
            server HTML is the same with or without JavaScript; React hydrates the top of the page
            first and these parts after it, each in its own short tasks at idle priority, instead
            of the whole page in one long commit, which keeps the main thread's blocking time low (ADR 012).
          */}
          <Suspense>
            <section id="rooms" className={s.section} aria-labelledby="h-rooms">
              <h2 id="h-rooms" className={page.h2}>
                {t("discovery.detail.rooms")}
              </h2>
              {h.roomGroups.map((g) => (
                <div key={g.roomType} id={`rooms-${g.roomType}`} className={s.group} data-testid="room-group">
                  <div className={s.groupHead}>
                    <h3 className={s.h3}>{g.roomTypeName}</h3>
                    <span className={s.groupMeta}>
                      {`${t("discovery.detail.priceFrom")} `}
                      <strong>{g.fromPrice}</strong>
                      {`${t("discovery.card.perUnit", { unit })} · ${g.availableCount ? t("discovery.card.available", { count: g.availableCount }) : t("discovery.detail.soldOut")}`}
                    </span>
                  </div>
                  <ul className={s.roomList}>
                    {g.rooms.map((r) => (
                      <RoomRow key={r.code} room={r} buildingCode={h.code} unit={unit} />
                    ))}
                  </ul>
                  {g.roomCount > ROOMS_SHOWN ? (
                    <Link
                      to={withSearchParam(location, OPEN_ROOM_TYPE, g.open ? null : g.roomType, `rooms-${g.roomType}`)}
                      preventScrollReset
                      className={s.groupMore}
                      data-testid={g.open ? "room-group-fewer" : "room-group-all"}
                    >
                      {g.open ? t("discovery.detail.fewerRooms") : t("discovery.detail.allRooms", { count: g.roomCount })}
                    </Link>
                  ) : null}
                </div>
              ))}
              <RateNote rate={h.rate} />
            </section>
          </Suspense>
          <Suspense>
            <section id="facilities" className={s.section} aria-labelledby="h-facilities">
              <h2 id="h-facilities" className={page.h2}>
                {t("discovery.detail.facilities")}
              </h2>
              <ul className={s.facilities}>
                {h.facilities.map((f) => (
                  <li key={f.key} className={s.facility}>
                    <span aria-hidden="true" className={s.check}>
                      ✓
                    </span>
                    {f.name}
                  </li>
                ))}
              </ul>
            </section>
            <section id="location" className={s.section} aria-labelledby="h-location">
              <h2 id="h-location" className={page.h2}>
                {t("discovery.detail.location")}
              </h2>
              <p className={s.text}>
                <strong>{t("discovery.detail.address")}: </strong>
                {`${h.postcode ? `${h.address}, ${h.postcode}` : h.address} · ${h.city.name}, ${h.country.name}`}
              </p>
              <OpenInMap name={h.name} lat={h.lat} lng={h.lng} />
              <ApartmentMap config={map} name={h.demo ? `${h.name} (${t("trust.demo")})` : h.name} address={`${h.address}${h.postcode ? `, ${h.postcode}` : ""}`} lat={h.lat} lng={h.lng} schools={h.schools} />
              <h3 className={s.h3}>{t("discovery.detail.distances")}</h3>
              <ul className={s.distances}>
                {h.schools.map((sc) => {
                  const d = distanceParts(sc.distanceM);
                  return (
                    <li key={sc.id} className={s.distance}>
                      <Link to={sc.href} className={s.schoolLink}>
                        {sc.name}
                      </Link>
                      <span className={s.distanceMeta}>
                        {t(`discovery.detail.${d.key}`, { [d.key]: d.value })} · {t("discovery.detail.walk", { minutes: sc.walkMinutes })} · {t("discovery.detail.transit", { minutes: sc.transitMinutes })}
                      </span>
                    </li>
                  );
                })}
              </ul>
            </section>
          </Suspense>
          <Suspense>
            <div className={s.section}>
              <ReviewsSection lang={lang} name={h.name} reviews={reviews} reviewAction={`${apartmentPath(lang, h.code)}/review`} pageHref={reviewHref} />
            </div>
          </Suspense>
          <Suspense>
            <section id="policies" className={s.section} aria-labelledby="h-policies">
              <h2 id="h-policies" className={page.h2}>
                {t("discovery.detail.policies")}
              </h2>
              <dl className={s.policies}>
                {(["payment", "cancellation", "deposit"] as const).map((k) =>
                  h.policies[k] ? (
                    <div key={k} className={s.policy}>
                      <dt className={s.policyTerm}>{t(`discovery.detail.${k}`)}</dt>
                      <dd className={s.policyText}>{h.policies[k]}</dd>
                    </div>
                  ) : null,
                )}
              </dl>
            </section>
            <section id="faq" className={s.section} aria-labelledby="h-faq">
              <h2 id="h-faq" className={page.h2}>
                {t("discovery.detail.faq")}
              </h2>
              {h.faq.map((f, i) => (
                <details key={i} className={s.faq}>
                  <summary className={s.faqQ}>{f.q}</summary>
                  <p className={s.faqA}>{f.a}</p>
                </details>
              ))}
            </section>
          </Suspense>
        </div>
      </div>
    </div>
  );
}
