import { globalStyle, style } from "@vanilla-extract/css";
import { onPhone } from "~/styles/media";
import { vars } from "~/styles/theme.css";

export const footer = style({ background: vars.color.dark, color: vars.color.darkInk, marginTop: vars.space.xxxl, fontSize: vars.font.sizeSm });
export const inner = style({ maxWidth: vars.layout.contentWidth, margin: "0 auto", padding: `${vars.space.xxl} ${vars.space.xl}` });
/** The footer link list has 6 columns per row. */
export const columns = style({ display: "grid", gridTemplateColumns: "repeat(6, minmax(0, 1fr))", gap: vars.space.xl });
export const colTitle = style({ color: "#fff", fontSize: vars.font.sizeMd, margin: `0 0 ${vars.space.md}` });
export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.sm });
export const link = style({ color: vars.color.darkInk, textDecoration: "none", selectors: { "&:hover": { color: "#fff", textDecoration: "underline" } } });
export const bottom = style({
  display: "flex",
  gap: vars.space.xxl,
  alignItems: "center",
  justifyContent: "space-between",
  borderTop: "1px solid rgba(255,255,255,.12)",
  marginTop: vars.space.xxl,
  paddingTop: vars.space.xl,
});
export const claim = style({ color: "#fff", fontSize: vars.font.sizeLg, fontWeight: 600 });
export const hotline = style({ color: "#fff", fontSize: vars.font.sizeXl, fontWeight: 700 });
export const qr = style({ width: 96, height: 96, display: "block", background: "#fff" });
export const social = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, listStyle: "none", margin: 0, padding: 0 });
export const legal = style({ marginTop: vars.space.lg, display: "flex", gap: vars.space.xl, color: "#aab1bc" });

/* A phone: two columns of links, the contact block and the legal line stacked. */
globalStyle(inner, onPhone({ padding: `${vars.space.xl} ${vars.space.lg}` }));
globalStyle(columns, onPhone({ gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gap: vars.space.lg }));
globalStyle(link, onPhone({ display: "inline-flex", alignItems: "center", minHeight: 44 }));
globalStyle(bottom, onPhone({ flexDirection: "column", alignItems: "flex-start", gap: vars.space.lg }));
globalStyle(legal, onPhone({ flexDirection: "column", gap: vars.space.xs }));
