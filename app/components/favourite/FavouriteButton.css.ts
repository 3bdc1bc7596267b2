import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const form = style({ margin: 0 });
export const pillForm = style({ margin: 0, display: "inline-block" });
export const icon = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 38,
  height: 38,
  borderRadius: "50%",
  border: 0,
  background: "rgba(255,255,255,.92)",
  color: vars.color.inkSoft,
  cursor: "pointer",
  boxShadow: vars.shadow.card,
  selectors: { "&:hover": { color: vars.color.brandDark } },
});
export const iconOn = style([icon, { color: vars.color.danger }]);
export const pill = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  height: 40,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.round,
  border: `1px solid ${vars.color.line}`,
  background: vars.color.surface,
  color: vars.color.ink,
  font: "inherit",
  cursor: "pointer",
  selectors: { "&:hover": { borderColor: vars.color.brand } },
});
export const pillOn = style([pill, { color: vars.color.danger, borderColor: vars.color.danger }]);

/**
 * The heart, drawn by the stylesheet in the button's colour: once per page in the CSS instead of
 * an inline SVG in every card's markup (docs/decisions/039-room-types-first.md).
 */
const HEART = "M12 21s-7.5-4.6-9.7-9.1C.8 8.6 2.6 4.5 6.4 4.1c2.2-.2 4 .9 5.6 2.9 1.6-2 3.4-3.1 5.6-2.9 3.8.4 5.6 4.5 4.1 7.8C19.5 16.4 12 21 12 21z";
const heartMask = (fill: "none" | "black") =>
  `url("data:image/svg+xml,${encodeURIComponent(`<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'><path d='${HEART}' fill='${fill}' stroke='black' stroke-width='2'/></svg>`)}") center / contain no-repeat`;
export const heart = style({ display: "inline-block", width: 20, height: 20, flexShrink: 0, background: "currentColor", mask: heartMask("none"), WebkitMask: heartMask("none") });
export const heartOn = style([heart, { mask: heartMask("black"), WebkitMask: heartMask("black") }]);
