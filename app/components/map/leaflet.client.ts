import * as L from "leaflet";
import "leaflet/dist/leaflet.css";
import { toMapCoordinates } from "~/lib/geo";
import type { MapHandle, MapPopup, MapSpec } from "./types";

/**
 * The Leaflet part of the map islands, in its own chunk: pages load it (and Leaflet's CSS) only
 * when a map is shown (MapIsland imports it dynamically). Popups are built as DOM nodes with
 * textContent — catalogue texts never go through innerHTML.
 */
function popupNode(p: MapPopup): HTMLElement {
  const root = document.createElement("div");
  if (p.image) {
    const img = document.createElement("img");
    img.className = "sn-popup-img";
    img.src = p.image;
    img.alt = "";
    img.loading = "lazy";
    root.append(img);
  }
  const title = document.createElement("p");
  title.className = "sn-popup-title";
  title.textContent = p.title;
  root.append(title);
  for (const line of p.lines) {
    const el = document.createElement("p");
    el.className = "sn-popup-line";
    el.textContent = line;
    root.append(el);
  }
  if (p.href) {
    const a = document.createElement("a");
    a.className = "sn-popup-link";
    a.href = p.href;
    a.textContent = p.linkText ?? p.title;
    root.append(a);
  }
  return root;
}

export function createMap(el: HTMLElement, spec: MapSpec, onStatus: (text: string) => void): MapHandle {
  const at = (lat: number, lng: number) => toMapCoordinates(lat, lng, spec.config.coordinates) as L.LatLngTuple;
  const map = L.map(el, { scrollWheelZoom: false, keyboard: true, zoomControl: true, attributionControl: true });
  map.attributionControl.setPrefix(false);
  const tiles = L.tileLayer(spec.config.tileUrl, {
    attribution: spec.config.attribution,
    subdomains: spec.config.subdomains,
    maxZoom: 19,
    crossOrigin: false,
  });
  let failed = false;
  tiles.on("tileerror", () => {
    if (failed) return;
    failed = true;
    el.classList.add("sn-tiles-failed");
    el.dataset.tiles = "failed";
    onStatus(spec.texts.tilesUnavailable);
  });
  tiles.on("load", () => {
    if (!failed) el.dataset.tiles = "loaded";
  });
  tiles.addTo(map);

  const markers = new Map<string, L.Marker>();
  for (const m of spec.markers) {
    const icon = L.divIcon({ className: `sn-marker sn-marker-${m.kind}`, html: "", iconSize: undefined, iconAnchor: [0, 0] });
    const marker = L.marker(at(m.lat, m.lng), { icon, title: m.label, alt: m.label, keyboard: true, riseOnHover: true, zIndexOffset: m.kind === "home" ? 1000 : 0 });
    marker.bindPopup(() => popupNode(m.popup), { maxWidth: 260, autoPanPadding: [24, 24] });
    // Leaflet creates the icon when the layer is really added (after the view is set), so the
    // visible text and the accessible name go on in the `add` handler.
    marker.on("add", () => {
      const node = marker.getElement();
      if (!node || node.dataset.marker) return;
      const span = document.createElement("span");
      span.textContent = m.text;
      node.append(span);
      node.setAttribute("aria-label", m.label);
      node.dataset.marker = m.kind;
      node.dataset.id = m.id;
    });
    marker.on("popupopen", () => marker.getElement()?.classList.add("sn-active"));
    marker.on("popupclose", () => marker.getElement()?.classList.remove("sn-active"));
    marker.addTo(map);
    markers.set(m.id, marker);
  }
  const first = spec.markers[0];
  for (const id of spec.linesTo ?? []) {
    const to = spec.markers.find((m) => m.id === id);
    if (first && to) L.polyline([at(first.lat, first.lng), at(to.lat, to.lng)], { color: "#1d56c0", weight: 2, dashArray: "6 6", opacity: 0.7, interactive: false }).addTo(map);
  }
  const bounds = L.latLngBounds([]);
  for (const c of spec.circles ?? []) {
    const circle = L.circle(at(c.lat, c.lng), { radius: c.radius, color: "#c4470f", weight: 1.5, fillOpacity: 0.04, interactive: false });
    circle.on("add", () => circle.getElement?.()?.setAttribute("aria-label", c.label));
    circle.addTo(map);
    // Not circle.getBounds(): layers join the map only once its view is set (below).
    bounds.extend(L.latLng(at(c.lat, c.lng)).toBounds(c.radius * 2));
  }
  for (const m of spec.markers) bounds.extend(at(m.lat, m.lng));
  if (bounds.isValid()) map.fitBounds(bounds, { padding: [36, 36], maxZoom: 16 });
  else map.setView([0, 0], 2);

  return {
    destroy: () => map.remove(),
    open: (id) => {
      const m = markers.get(id);
      if (!m) return;
      map.panTo(m.getLatLng());
      m.openPopup();
    },
  };
}
