import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** The map islands: the labelled region, its box, the markers' looks and the status line. */
export const region = style({ margin: `${vars.space.md} 0 ${vars.space.lg}` });
export const box = style({
  position: "relative",
  height: 380,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  overflow: "hidden",
  background: vars.color.surfaceAlt,
  // Leaflet's panes stack up to z-index 1000; keep them under the site's header and dialogs.
  zIndex: 0,
  isolation: "isolate",
});
export const boxTall = style([box, { height: 480 }]);
export const fallback = style({ padding: vars.space.lg, color: vars.color.inkSoft, fontSize: vars.font.sizeMd });
export const fallbackList = style({ margin: `${vars.space.sm} 0 0`, paddingLeft: vars.space.xl, maxHeight: 400, overflow: "auto" });
export const status = style({ margin: `${vars.space.xs} 0 0`, fontSize: vars.font.sizeSm, color: vars.color.muted, minHeight: "1.4em" });
export const hint = style({ margin: `${vars.space.xs} 0 0`, fontSize: vars.font.sizeSm, color: vars.color.muted });
export const openLink = style({ color: vars.color.link, fontWeight: 600 });
export const coords = style({ color: vars.color.muted, fontSize: vars.font.sizeSm, marginLeft: vars.space.sm });

// Marker looks (Leaflet divIcons; class names are global so the map chunk can use them).
globalStyle(".sn-marker", { background: "transparent", border: "none" });
globalStyle(".sn-marker:focus-visible > span", { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 });
globalStyle(".sn-marker > span", {
  display: "inline-block",
  whiteSpace: "nowrap",
  transform: "translate(-50%, -100%)",
  padding: "2px 8px",
  borderRadius: vars.radius.round,
  fontSize: vars.font.sizeSm,
  fontWeight: 700,
  lineHeight: "20px",
  boxShadow: vars.shadow.card,
  cursor: "pointer",
});
globalStyle(".sn-marker-home > span", { background: vars.color.brandStrong, color: "#fff", border: "2px solid #fff" });
globalStyle(".sn-marker-school > span", { background: vars.color.link, color: "#fff", border: "2px solid #fff" });
globalStyle(".sn-marker-price > span", { background: vars.color.surface, color: vars.color.ink, border: `1px solid ${vars.color.brandStrong}` });
globalStyle(".sn-marker-price.sn-active > span, .sn-marker-price:hover > span", { background: vars.color.brandStrong, color: "#fff" });
globalStyle(".sn-popup-title", { fontWeight: 700, fontSize: vars.font.sizeMd, margin: 0 });
globalStyle(".sn-popup-line", { margin: "2px 0 0", fontSize: vars.font.sizeSm, color: vars.color.inkSoft });
globalStyle(".sn-popup-link", { display: "inline-block", marginTop: vars.space.xs, color: vars.color.link, fontWeight: 600 });
globalStyle(".sn-popup-img", { width: "100%", height: 110, objectFit: "cover", borderRadius: vars.radius.sm, marginBottom: vars.space.xs, display: "block" });
globalStyle(".sn-tiles-failed .leaflet-tile-pane", { display: "none" });
