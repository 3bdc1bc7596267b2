import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const toast = style({
  position: "fixed",
  top: vars.space.xl,
  left: "50%",
  transform: "translateX(-50%)",
  zIndex: 200,
  display: "flex",
  gap: vars.space.md,
  alignItems: "center",
  padding: `${vars.space.md} ${vars.space.xl}`,
  borderRadius: vars.radius.md,
  background: vars.color.success,
  color: "#fff",
  boxShadow: vars.shadow.pop,
});
export const error = style([toast, { background: vars.color.danger }]);
export const close = style({ background: "none", border: 0, color: "inherit", fontSize: 18, cursor: "pointer" });
