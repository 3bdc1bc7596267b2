import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const nav = style({ fontSize: vars.font.sizeSm, color: vars.color.muted, padding: `${vars.space.md} 0` });
export const list = style({ display: "flex", flexWrap: "wrap", listStyle: "none", margin: 0, padding: 0 });
export const item = style({
  selectors: { "& + &::before": { content: '"/"', margin: `0 ${vars.space.sm}`, color: vars.color.line } },
});
export const link = style({ color: vars.color.inkSoft, textDecoration: "none", selectors: { "&:hover": { color: vars.color.brandDark, textDecoration: "underline" } } });
