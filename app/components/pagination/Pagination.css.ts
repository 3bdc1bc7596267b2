import { globalStyle, style } from "@vanilla-extract/css";
import { onPhone } from "~/styles/media";
import { vars } from "~/styles/theme.css";

export const nav = style({ display: "flex", justifyContent: "center", alignItems: "center", gap: vars.space.sm, margin: `${vars.space.xxl} 0` });
export const list = style({ display: "flex", gap: vars.space.sm, listStyle: "none", margin: 0, padding: 0 });
const round = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 40,
  height: 40,
  borderRadius: "50%",
  fontWeight: 600,
  textDecoration: "none",
});
export const button = style([round, { border: `1px solid ${vars.color.line}`, color: vars.color.ink, background: vars.color.surface, selectors: { "&:hover": { borderColor: vars.color.brand, color: vars.color.brandDark } } }]);
export const current = style([round, { background: vars.color.brandDark, color: "#fff" }]);
export const step = style([button, { fontSize: vars.font.sizeXl }]);
export const stepDisabled = style([round, { color: vars.color.line, fontSize: vars.font.sizeXl, border: `1px solid ${vars.color.line}` }]);
export const gap = style({ display: "inline-flex", alignItems: "center", color: vars.color.muted, padding: `0 ${vars.space.xs}` });

/* A phone: 44px buttons; the list wraps rather than widening the page. */
globalStyle(`${button}, ${current}, ${step}, ${stepDisabled}`, onPhone({ width: 44, height: 44 }));
globalStyle(list, onPhone({ flexWrap: "wrap", justifyContent: "center", gap: vars.space.xs }));
globalStyle(nav, onPhone({ gap: vars.space.xs }));
