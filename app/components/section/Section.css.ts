import { style } from "@vanilla-extract/css";
import { PHONE } from "~/styles/media";
import { vars } from "~/styles/theme.css";

/** Shared page scaffolding of the discovery pages: container, headings, grids. */
export const container = style({
  maxWidth: vars.layout.contentWidth,
  margin: "0 auto",
  padding: `0 ${vars.space.xl} ${vars.space.xxxl}`,
  "@media": { [PHONE]: { padding: `0 ${vars.space.lg} ${vars.space.xxl}` } },
});
export const h1 = style({ fontSize: vars.font.sizeXxl, margin: `${vars.space.sm} 0 ${vars.space.md}`, color: vars.color.ink, "@media": { [PHONE]: { fontSize: 22 } } });
export const h2 = style({ fontSize: vars.font.sizeXl, margin: `0 0 ${vars.space.xs}`, color: vars.color.ink });
export const lead = style({ margin: `0 0 ${vars.space.lg}`, color: vars.color.inkSoft, fontSize: vars.font.sizeLg });
export const sectionLead = style({ margin: `0 0 ${vars.space.lg}`, color: vars.color.muted });
export const section = style({ marginTop: vars.space.xxxl, "@media": { [PHONE]: { marginTop: vars.space.xxl } } });
export const sectionHead = style({
  display: "flex",
  alignItems: "flex-end",
  justifyContent: "space-between",
  gap: vars.space.lg,
  marginBottom: vars.space.lg,
  "@media": { [PHONE]: { flexWrap: "wrap", gap: vars.space.sm } },
});
export const more = style({ color: vars.color.link, whiteSpace: "nowrap", fontWeight: 600, "@media": { [PHONE]: { display: "inline-flex", alignItems: "center", minHeight: 44 } } });
export const empty = style({ padding: `${vars.space.xxxl} 0`, textAlign: "center", color: vars.color.inkSoft, fontSize: vars.font.sizeLg });
export const searchWide = style({ maxWidth: 640, margin: `0 0 ${vars.space.xl}` });

/** Apartment cards: three or four a row on the desktop, one a row on a phone. */
export const cardGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(3, minmax(0, 1fr))",
  gap: vars.space.xl,
  listStyle: "none",
  margin: 0,
  padding: 0,
  "@media": { [PHONE]: { gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space.lg } },
});
export const cardGrid4 = style([cardGrid, { gridTemplateColumns: "repeat(4, minmax(0, 1fr))", gap: vars.space.lg, "@media": { [PHONE]: { gridTemplateColumns: "minmax(0, 1fr)" } } }]);

export const resultList = style({ listStyle: "none", margin: 0, padding: 0, border: `1px solid ${vars.color.line}`, borderRadius: vars.radius.md, overflow: "hidden" });
export const resultLink = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr auto",
  alignItems: "center",
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  color: vars.color.ink,
  textDecoration: "none",
  borderBottom: `1px solid ${vars.color.line}`,
  selectors: { "&:hover": { background: vars.color.brandSoft } },
  "@media": { [PHONE]: { gridTemplateColumns: "auto minmax(0, 1fr)", minHeight: 44 } },
});

/** A tile linking to a place: name, English name, count. */
export const placeGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(4, minmax(0, 1fr))",
  gap: vars.space.lg,
  listStyle: "none",
  margin: 0,
  padding: 0,
  "@media": { [PHONE]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gap: vars.space.md } },
});
export const placeTile = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  justifyContent: "flex-end",
  minHeight: 150,
  padding: vars.space.lg,
  "@media": { [PHONE]: { minHeight: 120, padding: vars.space.md } },
  borderRadius: vars.radius.lg,
  overflow: "hidden",
  color: "#fff",
  textDecoration: "none",
  background: vars.color.dark,
  boxShadow: vars.shadow.card,
  selectors: { "&:hover": { boxShadow: vars.shadow.pop } },
});
export const placeTileImg = style({ position: "absolute", inset: 0, width: "100%", height: "100%", objectFit: "cover", opacity: 0.75 });
export const placeTileShade = style({ position: "absolute", inset: 0, background: "linear-gradient(180deg, rgba(0,0,0,0) 30%, rgba(0,0,0,.72) 100%)" });
export const placeTileText = style({ position: "relative", display: "flex", flexDirection: "column", gap: 2 });
export const placeTileName = style({ fontSize: vars.font.sizeXl, fontWeight: 700, lineHeight: 1.2 });
export const placeTileSub = style({ fontSize: vars.font.sizeSm, opacity: 0.95 });

export const chipList = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, listStyle: "none", margin: 0, padding: 0 });
export const chip = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.round,
  border: `1px solid ${vars.color.line}`,
  background: vars.color.surface,
  color: vars.color.ink,
  textDecoration: "none",
  selectors: { "&:hover": { borderColor: vars.color.brand, color: vars.color.brandDark } },
  "@media": { [PHONE]: { minHeight: 44 } },
});
export const chipCount = style({ color: vars.color.muted, fontSize: vars.font.sizeXs });

export const hero = style({
  background: `linear-gradient(120deg, ${vars.color.dark} 0%, #2c3a55 60%, #3b4c6b 100%)`,
  color: "#fff",
  padding: `${vars.space.xxl} 0 ${vars.space.xxxl}`,
  "@media": { [PHONE]: { padding: `${vars.space.lg} 0 ${vars.space.xl}` } },
});
export const heroInner = style({ maxWidth: vars.layout.contentWidth, margin: "0 auto", padding: `0 ${vars.space.xl}`, "@media": { [PHONE]: { padding: `0 ${vars.space.lg}` } } });
export const heroTitle = style({ fontSize: 34, margin: `${vars.space.sm} 0`, lineHeight: 1.25, "@media": { [PHONE]: { fontSize: 24 } } });
export const heroLead = style({ margin: `0 0 ${vars.space.xl}`, fontSize: vars.font.sizeLg, color: "#e7eaf0", maxWidth: 760 });
export const stats = style({ display: "flex", gap: vars.space.xxl, listStyle: "none", margin: `${vars.space.xl} 0 0`, padding: 0, "@media": { [PHONE]: { flexWrap: "wrap", gap: vars.space.lg } } });
export const statValue = style({ display: "block", fontSize: vars.font.sizeXxl, fontWeight: 700 });
export const statLabel = style({ fontSize: vars.font.sizeSm, color: "#e7eaf0" });
export const heroCrumbs = style({ color: "#e7eaf0" });
export const heroButton = style({
  display: "inline-flex",
  alignItems: "center",
  height: 44,
  padding: `0 ${vars.space.xl}`,
  borderRadius: vars.radius.round,
  background: vars.color.brandDark,
  color: "#fff",
  fontWeight: 600,
  textDecoration: "none",
  selectors: { "&:hover": { background: vars.color.brand } },
});
