import { globalStyle, style } from "@vanilla-extract/css";
import { onPhone } from "~/styles/media";
import { vars } from "~/styles/theme.css";

/** The request, manual and promotion pages: steps, city chips, downloads, promotion hero. */
export const steps = style({ listStyle: "none", margin: `${vars.space.sm} 0 0`, padding: 0, display: "flex", gap: vars.space.xl, flexWrap: "wrap" });
export const step = style({ display: "flex", alignItems: "center", gap: vars.space.sm, color: vars.color.inkSoft, fontSize: vars.font.sizeSm });
export const stepNo = style({
  display: "inline-grid",
  placeItems: "center",
  width: "24px",
  height: "24px",
  borderRadius: vars.radius.round,
  background: vars.color.brand,
  color: "#fff",
  fontSize: vars.font.sizeXs,
  fontWeight: 600,
});
export const wide = style({
  maxWidth: vars.layout.contentWidth,
  margin: "0 auto",
  padding: `${vars.space.xl} ${vars.space.xl} ${vars.space.xxxl}`,
  display: "grid",
  gap: vars.space.xl,
});
export const twoCols = style({ display: "grid", gridTemplateColumns: "minmax(0, 1fr) 420px", gap: vars.space.xl, alignItems: "start" });
export const sticky = style({ position: "sticky", top: vars.space.lg });
export const cardGrid = style({ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(260px, 1fr))", gap: vars.space.lg });
export const badgeRow = style({ display: "flex", gap: vars.space.sm, alignItems: "center", flexWrap: "wrap" });
export const manual = style({
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  display: "grid",
  gridTemplateColumns: "1fr auto",
  gap: vars.space.lg,
  alignItems: "center",
});
export const manualTitle = style({ margin: 0, fontSize: vars.font.sizeLg, fontWeight: 600, color: vars.color.ink });
export const manualSummary = style({ margin: `${vars.space.xs} 0`, color: vars.color.inkSoft, fontSize: vars.font.sizeSm, lineHeight: vars.font.lineHeight });
export const promoHero = style({
  position: "relative",
  borderRadius: vars.radius.lg,
  overflow: "hidden",
  minHeight: "260px",
  display: "grid",
  alignItems: "end",
  background: vars.color.ink,
});
export const promoImage = style({ position: "absolute", inset: 0, width: "100%", height: "100%", objectFit: "cover", opacity: 0.55 });
export const promoText = style({ position: "relative", padding: vars.space.xxl, color: "#fff", display: "grid", gap: vars.space.sm });
export const promoTitle = style({ margin: 0, fontSize: vars.font.sizeXxl, color: "#fff" });
export const promoSub = style({ margin: 0, fontSize: vars.font.sizeLg, color: "#fff" });
export const promoPeriod = style({
  justifySelf: "start",
  padding: `${vars.space.xxs} ${vars.space.md}`,
  borderRadius: vars.radius.round,
  background: "rgba(255,255,255,0.18)",
  color: "#fff",
  fontSize: vars.font.sizeSm,
});
export const terms = style({ margin: 0, paddingLeft: vars.space.xl, display: "grid", gap: vars.space.xs, color: vars.color.inkSoft, fontSize: vars.font.sizeSm });

globalStyle(wide, onPhone({ padding: `${vars.space.md} ${vars.space.lg} ${vars.space.xxl}` }));
globalStyle(twoCols, onPhone({ gridTemplateColumns: "minmax(0, 1fr)" }));
globalStyle(sticky, onPhone({ position: "static" }));
globalStyle(cardGrid, onPhone({ gridTemplateColumns: "minmax(0, 1fr)" }));
globalStyle(manual, onPhone({ gridTemplateColumns: "minmax(0, 1fr)" }));
globalStyle(promoText, onPhone({ padding: vars.space.lg }));
globalStyle(promoTitle, onPhone({ fontSize: vars.font.sizeXl }));
