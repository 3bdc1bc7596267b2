import { globalStyle, style } from "@vanilla-extract/css";
import { onPhone } from "~/styles/media";
import { vars } from "~/styles/theme.css";

export const wrap = style({ maxWidth: vars.layout.contentWidth, margin: "0 auto", padding: `0 ${vars.space.xl} ${vars.space.xxxl}` });
/** Small sections flow in three balanced columns; the cities section spans the width below. */
export const grid = style({ columnCount: 3, columnGap: vars.space.xl, marginTop: vars.space.xxl });
export const card = style({
  display: "inline-block",
  width: "100%",
  breakInside: "avoid",
  marginBottom: vars.space.xl,
  padding: vars.space.xl,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});
export const wide = style([card, { display: "block" }]);
export const cardTitle = style({
  margin: `0 0 ${vars.space.md}`,
  paddingBottom: vars.space.sm,
  fontSize: vars.font.sizeLg,
  borderBottom: `2px solid ${vars.color.brand}`,
  display: "inline-block",
});
export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.sm });
export const columns = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "repeat(6, minmax(0, 1fr))",
  gap: `${vars.space.sm} ${vars.space.lg}`,
});
export const country = style({ marginTop: vars.space.lg });
export const countryTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.font.sizeMd, fontWeight: 600 });
globalStyle(`${card} a, ${wide} a`, { color: vars.color.inkSoft, textDecoration: "none" });
globalStyle(`${card} a:hover, ${wide} a:hover`, { color: vars.color.brandDark, textDecoration: "underline" });

globalStyle(wrap, onPhone({ padding: `0 ${vars.space.lg} ${vars.space.xxl}` }));
globalStyle(grid, onPhone({ columnCount: 1 }));
globalStyle(columns, onPhone({ gridTemplateColumns: "repeat(2, minmax(0, 1fr))" }));
