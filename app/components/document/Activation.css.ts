import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const page = style({ background: vars.color.surfaceAlt, padding: `${vars.space.xxxl} ${vars.space.xl}`, minHeight: "60vh" });
export const card = style({
  maxWidth: 640,
  margin: "0 auto",
  padding: vars.space.xxl,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});
export const title = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.font.sizeXxl });
export const text = style({ margin: `0 0 ${vars.space.lg}`, color: vars.color.inkSoft, lineHeight: 1.8 });
const result = style({
  margin: `0 0 ${vars.space.xl}`,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  borderLeft: "4px solid",
});
export const resultOk = style([result, { background: "#edf7f1", borderLeftColor: vars.color.success }]);
export const resultBad = style([result, { background: "#fdecec", borderLeftColor: vars.color.danger }]);
export const resultTitle = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.font.sizeLg });
export const resultText = style({ margin: 0, color: vars.color.ink });
export const subTitle = style({ margin: `${vars.space.xl} 0 ${vars.space.sm}`, fontSize: vars.font.sizeLg });
export const steps = style({ margin: `0 0 ${vars.space.lg}`, paddingLeft: vars.space.xl, lineHeight: 1.8 });
export const note = style({ fontSize: vars.font.sizeSm, color: vars.color.muted, margin: 0 });
export const actions = style({ display: "flex", gap: vars.space.md, marginTop: vars.space.xl });
const button = style({
  display: "inline-block",
  padding: `${vars.space.sm} ${vars.space.xl}`,
  borderRadius: vars.radius.round,
  textDecoration: "none",
  fontWeight: 600,
});
export const primary = style([button, { background: vars.color.brandDark, color: "#fff", selectors: { "&:hover": { background: vars.color.brand } } }]);
export const secondary = style([button, { border: `1px solid ${vars.color.line}`, color: vars.color.ink, selectors: { "&:hover": { borderColor: vars.color.brand } } }]);
