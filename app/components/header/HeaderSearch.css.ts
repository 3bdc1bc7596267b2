import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const form = style({ display: "flex", width: "100%" });
export const hidden = style({ position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0,0,0,0)" });
export const input = style({
  flex: 1,
  minWidth: 0,
  height: 36,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.line}`,
  borderRight: 0,
  borderRadius: `${vars.radius.round} 0 0 ${vars.radius.round}`,
  font: "inherit",
});
export const button = style({
  height: 36,
  padding: `0 ${vars.space.lg}`,
  border: 0,
  borderRadius: `0 ${vars.radius.round} ${vars.radius.round} 0`,
  background: vars.color.brand,
  color: "#fff",
  font: "inherit",
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.color.brandDark } },
});
