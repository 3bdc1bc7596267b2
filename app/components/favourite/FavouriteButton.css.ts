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
