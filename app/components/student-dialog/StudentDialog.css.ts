import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { PHONE } from "~/styles/media";

/** The route-driven dialogs of the student area (cooperation 650px, feedback 550px). */
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
export const root = style({
  position: "fixed",
  inset: 0,
  zIndex: 60,
  display: "grid",
  placeItems: "center",
  padding: vars.space.xl,
  // A phone: a box the size of the screen at the page's left edge (see LoginDialog.css.ts).
  "@media": { [PHONE]: { right: "auto", bottom: "auto", width: "100vw", height: "100vh", padding: vars.space.sm, boxSizing: "border-box" } },
});
/** The backdrop is a link back to the page: a click closes the dialog, with or without JavaScript. */
export const backdrop = style({ position: "absolute", inset: 0, background: "rgba(17, 24, 39, 0.55)", animation: `${fadeIn} .15s ease-out`, cursor: "default" });
export const panel = style({
  position: "relative",
  width: "100%",
  maxHeight: "calc(100vh - 48px)",
  overflowY: "auto",
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.pop,
  padding: `${vars.space.xl} ${vars.space.xxl} ${vars.space.xxl}`,
  "@media": { [PHONE]: { padding: vars.space.lg, maxHeight: "calc(100vh - 16px)" } },
  display: "grid",
  gap: vars.space.lg,
  boxSizing: "border-box",
  animation: `${fadeIn} .15s ease-out`,
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
