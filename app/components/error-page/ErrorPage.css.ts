import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const wrap = style({ textAlign: "center", padding: `${vars.space.xxxl} ${vars.space.xl}`, minHeight: "50vh" });
export const status = style({ fontSize: 96, fontWeight: 800, color: vars.color.brand, margin: 0, lineHeight: 1 });
export const title = style({ fontSize: vars.font.sizeXxl, margin: `${vars.space.lg} 0` });
export const text = style({ color: vars.color.inkSoft });
export const home = style({
  display: "inline-block",
  marginTop: vars.space.xl,
  padding: `${vars.space.sm} ${vars.space.xl}`,
  background: vars.color.brandDark,
  color: "#fff",
  borderRadius: vars.radius.round,
  textDecoration: "none",
});
export const detail = style({
  maxWidth: 900,
  margin: `${vars.space.xl} auto 0`,
  padding: vars.space.lg,
  textAlign: "left",
  fontSize: vars.font.sizeXs,
  whiteSpace: "pre-wrap",
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.md,
  overflow: "auto",
});
