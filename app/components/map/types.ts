import type { MapConfig } from "~/lib/geo";

/** What a map island draws. Coordinates are WGS-84; the map chunk converts for GCJ-02. */
export interface MapPopup {
  title: string;
  lines: string[];
  href?: string;
  linkText?: string;
  image?: string;
}

export interface MapMarker {
  id: string;
  lat: number;
  lng: number;
  kind: "home" | "school" | "price";
  /** Visible text on the pin (the price, a short name). */
  text: string;
  /** The accessible name (screen readers, the tooltip on hover). */
  label: string;
  popup: MapPopup;
}

export interface MapCircle {
  lat: number;
  lng: number;
  radius: number;
  label: string;
}

export interface MapSpec {
  config: MapConfig;
  markers: MapMarker[];
  /** Dashed lines from the first marker to these ids (the apartment to its schools). */
  linesTo?: string[];
  circles?: MapCircle[];
  /** Texts of the island's status line. */
  texts: { tilesUnavailable: string; unavailable: string };
}

export interface MapHandle {
  destroy(): void;
  /** Opens a marker's popup and pans to it. */
  open(id: string): void;
}
