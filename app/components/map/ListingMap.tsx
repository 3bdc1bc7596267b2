import { useTranslation } from "~/lib/translate";
import { distanceParts, type ApartmentCardVM, type PlaceVM } from "~/lib/catalogue";
import { openInMapHref, type MapConfig } from "~/lib/geo";
import { DISTANCE_STEPS } from "~/lib/listing-filters";
import { useLang } from "~/lib/root-data";
import { apartmentPath } from "#core/slug";
import { MapIsland } from "./MapIsland";
import { DemoMark } from "../trust/DemoMark";
import * as s from "./Map.css";
import type { MapCircle, MapMarker } from "./types";

/**
 * The listing's map view: one price pin per apartment of the page; a pin opens the
 * apartment's card (name, price, rating, address, link). On a school listing the map centres on
 * the school and draws rings at the distance filter (or at the filter's steps up to 5 km when
 * none is set). Without JavaScript or tiles the box lists the page's apartments with their
 * addresses and "open in map" links; the cards below stay the primary way either way.
 */
export function ListingMap({ config, items, school, distance }: { config: MapConfig; items: ApartmentCardVM[]; school?: PlaceVM; distance?: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const unit = (u: string) => t(`discovery.units.${u}`);
  const km = (m: number) => {
    const d = distanceParts(m);
    return t(`discovery.detail.${d.key}`, { [d.key]: d.value });
  };
  const located = items.filter((i): i is ApartmentCardVM & { lat: number; lng: number } => typeof i.lat === "number" && typeof i.lng === "number");
  const markers: MapMarker[] = located.map((i) => ({
    id: i.code,
    lat: i.lat,
    lng: i.lng,
    kind: "price",
    text: i.fromPrice,
    label: t("maps.pinLabel", { name: i.demo ? `${i.name} (${t("trust.demo")})` : i.name, price: `${i.fromPrice}${t("discovery.card.perUnit", { unit: unit(i.unit) })}` }),
    popup: {
      title: i.demo ? `${i.name} (${t("trust.demo")})` : i.name,
      lines: [
        ...(i.demo ? [t("trust.demoTitle")] : []),
        `${t("discovery.card.from")} ${i.fromPrice}${t("discovery.card.perUnit", { unit: unit(i.unit) })}`,
        ...(i.rating ? [`★ ${i.rating.average.toFixed(1)} · ${t("reviews.count", { count: i.rating.count })}`] : []),
        ...(i.address ? [i.address] : []),
        ...(i.distance ? [t("discovery.card.distance", { school: i.distance.schoolName, distance: km(i.distance.meters) })] : []),
      ],
      href: apartmentPath(lang, i.code),
      linkText: t("maps.viewCard"),
    },
  }));
  const circles: MapCircle[] = [];
  if (school && typeof school.lat === "number" && typeof school.lng === "number") {
    markers.unshift({
      id: `school-${school.id}`,
      lat: school.lat,
      lng: school.lng,
      kind: "school",
      text: school.name,
      label: t("maps.school", { name: school.name }),
      popup: { title: school.name, lines: [] },
    });
    const rings = distance ? [distance] : DISTANCE_STEPS.filter((d) => d <= 5000);
    for (const r of rings) circles.push({ lat: school.lat, lng: school.lng, radius: r, label: t("maps.ring", { distance: km(r), school: school.name }) });
  }
  return (
    <MapIsland
      tall
      testId="listing-map"
      spec={{ config, markers, circles, texts: { tilesUnavailable: t("maps.tilesUnavailable"), unavailable: t("maps.unavailable") } }}
      label={t("maps.listingRegion")}
      hint={`${t("maps.keyboardHint")} ${t("maps.pageNote")}`}
      fallback={
        located.length ? (
          <ol className={s.fallbackList} data-testid="listing-map-fallback">
            {located.map((i) => (
              <li key={i.code}>
                <a href={apartmentPath(lang, i.code)}>{i.name}</a>
                {i.demo ? <DemoMark /> : null} · {i.fromPrice}
                {i.address ? ` · ${i.address}` : ""}{" "}
                <a className={s.openLink} href={openInMapHref(i.lat, i.lng)} rel="noopener" target="_blank" aria-label={t("maps.openInMapLabel", { name: i.name, latitude: i.lat.toFixed(5), longitude: i.lng.toFixed(5) })}>
                  {t("maps.openInMap")}
                </a>
              </li>
            ))}
          </ol>
        ) : (
          <p>{t("maps.noCoordinates")}</p>
        )
      }
    />
  );
}
