import { useTranslation } from "~/lib/translate";
import { distanceParts } from "~/lib/catalogue";
import { openInMapHref, type MapConfig } from "~/lib/geo";
import { MapIsland } from "./MapIsland";
import * as s from "./Map.css";
import type { MapMarker } from "./types";

export interface MapSchool {
  id: number;
  name: string;
  href: string;
  distanceM: number;
  walkMinutes: number;
  transitMinutes: number;
  lat?: number;
  lng?: number;
}

/**
 * The apartment page's map: the building and its nearest schools, each marker named
 * for screen readers (the schools' names say the distance and the walk and transit times), a
 * dashed line from the building to each school. The address, the school list with distances and
 * the "open in map" link stay on the page around it, with or without JavaScript and tiles.
 */
export function ApartmentMap({ config, name, address, lat, lng, schools }: { config: MapConfig; name: string; address: string; lat: number; lng: number; schools: MapSchool[] }) {
  const { t } = useTranslation();
  const distance = (m: number) => {
    const d = distanceParts(m);
    return t(`discovery.detail.${d.key}`, { [d.key]: d.value });
  };
  const located = schools.filter((sc): sc is MapSchool & { lat: number; lng: number } => typeof sc.lat === "number" && typeof sc.lng === "number");
  const markers: MapMarker[] = [
    {
      id: "home",
      lat,
      lng,
      kind: "home",
      text: name,
      label: t("maps.apartmentMarker", { name }),
      popup: { title: name, lines: [address] },
    },
    ...located.map((sc) => {
      const label = t("maps.schoolMarker", { name: sc.name, distance: distance(sc.distanceM), walk: sc.walkMinutes, transit: sc.transitMinutes });
      return {
        id: `school-${sc.id}`,
        lat: sc.lat,
        lng: sc.lng,
        kind: "school" as const,
        text: sc.name,
        label,
        popup: {
          title: sc.name,
          lines: [`${distance(sc.distanceM)} · ${t("discovery.detail.walk", { minutes: sc.walkMinutes })} · ${t("discovery.detail.transit", { minutes: sc.transitMinutes })}`],
          href: sc.href,
          linkText: t("maps.schoolListing", { name: sc.name }),
        },
      };
    }),
  ];
  return (
    <MapIsland
      lazy
      spec={{ config, markers, linesTo: markers.slice(1).map((m) => m.id), texts: { tilesUnavailable: t("maps.tilesUnavailable"), unavailable: t("maps.unavailable") } }}
      label={t("maps.region", { name })}
      hint={t("maps.keyboardHint")}
      testId="apartment-map"
      fallback={
        <>
          <p style={{ margin: 0 }}>{address}</p>
          <p className={s.coords} style={{ margin: "4px 0 0" }}>
            {t("maps.coordinates", { latitude: lat.toFixed(5), longitude: lng.toFixed(5) })}
          </p>
        </>
      }
    />
  );
}

/** The "open in map" line shown under every map (and alone without JavaScript). */
export function OpenInMap({ name, lat, lng }: { name: string; lat: number; lng: number }) {
  const { t } = useTranslation();
  return (
    <p data-testid="open-in-map-line">
      <a className={s.openLink} href={openInMapHref(lat, lng)} rel="noopener" target="_blank" data-testid="open-in-map" aria-label={t("maps.openInMapLabel", { name, latitude: lat.toFixed(5), longitude: lng.toFixed(5) })}>
        {t("maps.openInMap")} ↗
      </a>
      <span className={s.coords}>{t("maps.coordinates", { latitude: lat.toFixed(5), longitude: lng.toFixed(5) })}</span>
    </p>
  );
}
