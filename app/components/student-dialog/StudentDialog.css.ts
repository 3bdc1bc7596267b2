import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { PHONE } from "~/styles/media";

/** The student area's dialogs (cooperation 650px, feedback 550px) inside the site's dialog (app/components/dialog). */
export const panel = style({
  padding: `${vars.space.xl} ${vars.space.xxl} ${vars.space.xxl}`,
  "@media": { [PHONE]: { padding: vars.space.lg } },
  display: "grid",
  gap: vars.space.lg,
});
export const head = style({ display: "flex", justifyContent: "space-between", alignItems: "center", gap: vars.space.md });
export const title = style({ margin: 0, fontSize: vars.font.sizeXl, color: vars.color.ink });
export const intro = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.sizeSm });
export const close = style({
  display: "inline-grid",
  placeItems: "center",
  width: "32px",
  height: "32px",
  borderRadius: vars.radius.round,
  color: vars.color.inkSoft,
  textDecoration: "none",
  fontSize: "22px",
  lineHeight: 1,
  selectors: { "&:hover": { background: vars.color.surfaceAlt }, "&:focus-visible": { outline: `2px solid ${vars.color.focus}` } },
  "@media": { [PHONE]: { width: 44, height: 44 } },
});
export const done = style({ display: "grid", gap: vars.space.lg, justifyItems: "center", textAlign: "center", padding: `${vars.space.lg} 0` });
export const doneIcon = style({ width: "56px", height: "56px", borderRadius: vars.radius.round, background: "#e8f5ee", color: vars.color.success, display: "grid", placeItems: "center", fontSize: "28px" });
export const toast = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: vars.color.dark,
  color: "#fff",
  fontSize: vars.font.sizeSm,
});
