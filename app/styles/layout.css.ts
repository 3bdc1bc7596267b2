import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

export const container = style({
  maxWidth: vars.layout.contentWidth,
  margin: "0 auto",
  padding: `0 ${vars.space.xl}`,
});

export const main = style({ minHeight: "60vh" });

export const skipLink = style({
  position: "absolute",
  left: "-9999px",
  top: 0,
  selectors: { "&:focus": { left: vars.space.lg, top: vars.space.sm, zIndex: 100, background: vars.color.surface, padding: vars.space.sm } },
});

export const visuallyHidden = style({
  position: "absolute",
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: "hidden",
  clip: "rect(0,0,0,0)",
  whiteSpace: "nowrap",
  border: 0,
});
