import { globalStyle, style } from "@vanilla-extract/css";
import { onPhone } from "~/styles/media";
import { vars } from "~/styles/theme.css";

export const crumbs = style({});
globalStyle(`${crumbs} nav, ${crumbs} a, ${crumbs} span`, { color: "#e7eaf0" });
export const en = style({ margin: `0 0 ${vars.space.md}`, color: "#c9d1de", fontSize: vars.font.sizeLg });
export const why = style({ display: "flex", gap: vars.space.xl, listStyle: "none", margin: `${vars.space.xl} 0 0`, padding: 0, color: "#e7eaf0", fontSize: vars.font.sizeSm });
export const schoolGrid = style({ display: "grid", gridTemplateColumns: "repeat(3, minmax(0,1fr))", gap: vars.space.md, listStyle: "none", margin: `${vars.space.lg} 0 0`, padding: 0 });
export const school = style({
  display: "flex",
  flexDirection: "column",
  gap: 2,
  height: "100%",
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.line}`,
  color: vars.color.ink,
  textDecoration: "none",
  selectors: { "&:hover": { borderColor: vars.color.brand, boxShadow: vars.shadow.card } },
});
export const schoolName = style({ fontWeight: 700 });
export const schoolMeta = style({ color: vars.color.muted, fontSize: vars.font.sizeSm });
export const schoolCount = style({ color: vars.color.brandDark, fontSize: vars.font.sizeSm });

globalStyle(why, onPhone({ flexWrap: "wrap", gap: vars.space.md }));
globalStyle(schoolGrid, onPhone({ gridTemplateColumns: "minmax(0,1fr)" }));
