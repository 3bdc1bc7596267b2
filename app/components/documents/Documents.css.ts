import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** A document row: its words and its two buttons, side by side, stacked on a phone. */
export const item = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  alignItems: "center",
  gap: vars.space.md,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  minWidth: 0,
});
export const text = style({ display: "grid", gap: vars.space.xxs, minWidth: 0, flex: "1 1 240px" });
export const name = style({ margin: 0, color: vars.color.ink, overflowWrap: "anywhere" });
export const file = style({ color: vars.color.muted, overflowWrap: "anywhere" });
export const kept = style({ margin: 0, color: vars.color.ink, fontSize: vars.font.sizeSm });
export const consentText = style({ margin: 0, fontSize: vars.font.sizeSm, lineHeight: vars.font.lineHeight, color: vars.color.ink });
export const fileInput = style({ maxWidth: "100%", fontSize: vars.font.sizeMd });
