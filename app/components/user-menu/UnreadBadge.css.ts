import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** A small count after a user-menu entry's label (white on the strong brand colour: 4.9:1). */
export const badge = style({
  display: "inline-block",
  minWidth: "1.5em",
  marginLeft: "auto",
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.round,
  background: vars.color.brandStrong,
  color: vars.color.surface,
  fontSize: vars.font.sizeXs,
  fontWeight: 600,
  lineHeight: "1.6",
  textAlign: "center",
});
