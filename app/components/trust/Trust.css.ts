import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** The demo mark: a small outlined label beside a name, readable on white (contrast ≥ 4.5:1). */
export const demo = style({
  display: "inline-block",
  marginInlineStart: vars.space.xs,
  padding: "0 6px",
  border: "1px solid #8a4b00",
  borderRadius: 4,
  color: "#8a4b00",
  background: "#fff7e6",
  fontSize: 12,
  fontWeight: 600,
  lineHeight: "18px",
  verticalAlign: "middle",
  whiteSpace: "nowrap",
});

export const note = style({
  margin: `${vars.space.sm} 0`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderInlineStart: "4px solid #8a4b00",
  background: "#fff7e6",
  color: "#5c3200",
  fontSize: 14,
});

/** A verification badge: what was checked and when, linking to the record. */
export const badge = style({
  display: "inline-flex",
  alignItems: "center",
  gap: 4,
  padding: "2px 8px",
  borderRadius: 4,
  background: "#e8f5ee",
  color: "#145c36",
  fontSize: 13,
  textDecoration: "underline",
});

/** The standing warning: pay only on StudyNest. */
export const warning = style({
  margin: `${vars.space.sm} 0`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderInlineStart: "4px solid #b42318",
  background: "#fef3f2",
  color: "#7a1a12",
  fontSize: 14,
});
