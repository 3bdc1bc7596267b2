import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { PHONE } from "~/styles/media";

/** The dialog's padding (app/components/dialog; fixed, it is also the box the × sits in). */
export const panel = style({
  padding: `${vars.space.xxl} 56px ${vars.space.xl}`,
  "@media": { [PHONE]: { padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.lg}` } },
});
export const close = style({
  position: "absolute",
  top: vars.space.md,
  right: vars.space.md,
  width: 32,
  height: 32,
  display: "grid",
  placeItems: "center",
  borderRadius: vars.radius.round,
  color: vars.color.muted,
  textDecoration: "none",
  fontSize: 22,
  lineHeight: 1,
  background: "none",
  border: 0,
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.color.surfaceAlt, color: vars.color.ink } },
  "@media": { [PHONE]: { width: 44, height: 44, top: vars.space.xs, right: vars.space.xs } },
});
export const title = style({ fontSize: vars.font.sizeXl, fontWeight: 700, margin: 0, textAlign: "center" });
export const subtitle = style({ margin: `${vars.space.xs} 0 0`, textAlign: "center", color: vars.color.muted, fontSize: vars.font.sizeSm });
// One column no wider than the panel (minmax(0, 1fr), not auto): on a 390px phone a row's
// content cannot widen the column past the panel's padding.
export const form = style({ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space.md, marginTop: vars.space.xl });
export const row = style({ display: "flex", gap: vars.space.sm, alignItems: "stretch" });
export const field = style({ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space.xs });
export const srOnly = style({
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
});
export const input = style({
  flex: 1,
  minWidth: 0,
  height: 44,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  fontSize: vars.font.sizeLg,
  color: vars.color.ink,
  background: vars.color.surface,
  selectors: {
    "&:focus": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 0, borderColor: "transparent" },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});
export const error = style({ color: vars.color.danger, fontSize: vars.font.sizeSm, margin: 0 });
export const notice = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  fontSize: vars.font.sizeMd,
  background: "#fdecea",
  color: vars.color.danger,
});
export const noticeOk = style([notice, { background: "#e8f5ee", color: vars.color.success }]);
export const primary = style({
  height: 46,
  border: 0,
  borderRadius: vars.radius.round,
  background: vars.color.brandStrong, // white on brand is 3.7:1; brandStrong keeps 4.5:1 (axe, e2e/accounts-views.spec.ts)
  color: "#fff",
  fontSize: vars.font.sizeLg,
  fontWeight: 600,
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.color.brandDark },
    "&:disabled": { opacity: 0.7, cursor: "default" },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
export const codeButton = style({
  flex: "0 0 auto",
  minWidth: 120,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.brandDark,
  fontSize: vars.font.sizeMd,
  cursor: "pointer",
  whiteSpace: "nowrap",
  selectors: {
    "&:disabled": { borderColor: vars.color.line, color: vars.color.muted, cursor: "default" },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
export const links = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  gap: vars.space.sm,
  fontSize: vars.font.sizeSm,
});
export const linkGroup = style({ display: "flex", gap: vars.space.md });
export const link = style({
  color: vars.color.link,
  textDecoration: "none",
  background: "none",
  border: 0,
  padding: 0,
  font: "inherit",
  cursor: "pointer",
  selectors: { "&:hover": { textDecoration: "underline" } },
});
export const agreement = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.sizeXs, textAlign: "center" });
// Underlined in the text's own colour: readable (contrast) and told apart from the text without colour.
export const agreementLink = style({ color: vars.color.ink, textDecoration: "underline", textUnderlineOffset: "2px", selectors: { "&:hover": { color: vars.color.brand } } });
export const third = style({ marginTop: vars.space.lg, paddingTop: vars.space.md, borderTop: `1px solid ${vars.color.line}`, textAlign: "center" });
export const thirdTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.font.sizeSm, color: vars.color.muted });
export const thirdList = style({ display: "flex", justifyContent: "center", gap: vars.space.xl, listStyle: "none", margin: 0, padding: 0 });
export const thirdLink = style({ display: "grid", justifyItems: "center", gap: vars.space.xs, fontSize: vars.font.sizeXs, color: vars.color.inkSoft, textDecoration: "none" });

// The prefix field (app/components/mobile-prefix) and the number side by side; the prefix keeps
// room for 'China (+86)', the number takes the rest.
export const mobileRow = style({ display: "grid", gridTemplateColumns: "minmax(112px, 34%) minmax(0, 1fr)", gap: vars.space.sm });

export const imageCode = style({ display: "flex", gap: vars.space.sm, alignItems: "center" });
export const hint = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.sizeXs });

// Slider captcha, a dialog over the login dialog.
export const captcha = style({
  padding: vars.space.lg,
  display: "grid",
  gap: vars.space.sm,
});
export const captchaHead = style({ display: "flex", justifyContent: "space-between", alignItems: "center" });
export const captchaTitle = style({ margin: 0, fontSize: vars.font.sizeLg });
export const captchaClose = style([close, { position: "static" }]);
export const stage = style({ position: "relative", borderRadius: vars.radius.sm, overflow: "hidden", background: vars.color.surfaceAlt });
export const piece = style({ position: "absolute", left: 0, pointerEvents: "none", filter: "drop-shadow(0 0 3px rgba(0,0,0,.5))" });
export const slider = style({ width: "100%", accentColor: vars.color.brand, height: 28, cursor: "grab" });
export const captchaStatus = style({ margin: 0, minHeight: 20, fontSize: vars.font.sizeSm, color: vars.color.muted });
export const captchaFail = style([captchaStatus, { color: vars.color.danger }]);

export const alert = style({ padding: vars.space.xl, textAlign: "center", display: "grid", gap: vars.space.md });
