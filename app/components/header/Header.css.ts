import { globalStyle, style } from "@vanilla-extract/css";
import { PHONE } from "~/styles/media";
import { vars } from "~/styles/theme.css";

export const header = style({
  background: vars.color.surface,
  position: "relative",
  zIndex: 20,
  // A phone: the bar (logo, menu button, search) first, the opened menu under it.
  "@media": { [PHONE]: { display: "flex", flexDirection: "column" } },
});

/** The phone menu's state: a checkbox, so the menu opens without JavaScript. Hidden on the desktop; read out (not shown) on a phone. */
export const menuSwitch = style({
  display: "none",
  "@media": { [PHONE]: { display: "block", position: "absolute", width: 1, height: 1, margin: 0, opacity: 0, top: 0, left: 0 } },
});
/** The phone's menu button (the checkbox's label). */
export const menuButton = style({
  display: "none",
  "@media": {
    [PHONE]: {
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      width: 44,
      height: 44,
      marginLeft: "auto",
      borderRadius: vars.radius.md,
      color: vars.color.ink,
      cursor: "pointer",
      selectors: {
        [`${menuSwitch}:checked ~ * &`]: { background: vars.color.brandSoft, color: vars.color.brandDark },
        [`${menuSwitch}:focus-visible ~ * &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
      },
    },
  },
});
export const bottomLine = style({ borderBottom: `1px solid ${vars.color.line}` });

export const bar = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xl,
  height: vars.layout.headerHeight,
  maxWidth: vars.layout.contentWidth,
  margin: "0 auto",
  padding: `0 ${vars.space.xl}`,
  "@media": { [PHONE]: { order: 1, flexWrap: "wrap", height: "auto", gap: `0 ${vars.space.sm}`, padding: `${vars.space.xs} ${vars.space.lg} ${vars.space.sm}` } },
});

export const logo = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  fontWeight: 700,
  fontSize: vars.font.sizeXl,
  color: vars.color.brand,
  textDecoration: "none",
  whiteSpace: "nowrap",
  "@media": { [PHONE]: { minHeight: 44 } },
});
export const logoMark = style({ width: 32, height: 32 });

/** The thin strip above the bar: hotline on the left; app menu, language switch, second currency and login on the right. */
export const utility = style({
  background: vars.color.surfaceAlt,
  borderBottom: `1px solid ${vars.color.line}`,
  fontSize: vars.font.sizeSm,
  // A phone: part of the opened menu, under the bar.
  "@media": { [PHONE]: { display: "none", order: 2, borderTop: `1px solid ${vars.color.line}`, selectors: { [`${menuSwitch}:checked ~ &`]: { display: "block" } } } },
});
export const utilityInner = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.xl,
  height: 36,
  maxWidth: vars.layout.contentWidth,
  margin: "0 auto",
  padding: `0 ${vars.space.xl}`,
  "@media": { [PHONE]: { flexDirection: "column", alignItems: "stretch", height: "auto", gap: vars.space.sm, padding: `${vars.space.sm} ${vars.space.lg}` } },
});
export const utilityText = style({ margin: 0, color: vars.color.inkSoft, whiteSpace: "nowrap", "@media": { [PHONE]: { whiteSpace: "normal" } } });

export const searchSlot = style({
  flex: "1 1 320px",
  minWidth: 200,
  maxWidth: 400,
  // A phone: the whole second row.
  "@media": { [PHONE]: { order: 3, flex: "1 1 100%", minWidth: 0, maxWidth: "none" } },
});
export const nav = style({
  marginLeft: "auto",
  "@media": { [PHONE]: { display: "none", order: 4, flex: "1 1 100%", marginLeft: 0, selectors: { [`${menuSwitch}:checked ~ * &`]: { display: "block" } } } },
});
export const spacer = style({ flex: 1, "@media": { [PHONE]: { display: "none" } } });

export const tabs = style({
  display: "flex",
  gap: vars.space.xl,
  listStyle: "none",
  margin: 0,
  padding: 0,
  "@media": { [PHONE]: { display: "grid", gridTemplateColumns: "1fr 1fr", gap: `0 ${vars.space.md}`, paddingTop: vars.space.sm } },
});
export const tab = style({
  color: vars.color.inkSoft,
  textDecoration: "none",
  whiteSpace: "nowrap",
  fontSize: vars.font.sizeMd,
  selectors: { "&:hover": { color: vars.color.brand } },
  "@media": { [PHONE]: { display: "flex", alignItems: "center", minHeight: 44, color: vars.color.ink, whiteSpace: "normal" } },
});

export const actions = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.lg,
  "@media": { [PHONE]: { flexWrap: "wrap", justifyContent: "space-between" } },
});
export const loginLink = style({
  padding: `${vars.space.xxs} ${vars.space.md}`,
  borderRadius: vars.radius.round,
  border: `1px solid ${vars.color.brandDark}`,
  color: vars.color.brandDark,
  textDecoration: "none",
  whiteSpace: "nowrap",
  selectors: { "&:hover": { background: vars.color.brandSoft } },
  "@media": { [PHONE]: { display: "inline-flex", alignItems: "center", minHeight: 44, padding: `0 ${vars.space.lg}` } },
});

export const menu = style({ position: "relative", "@media": { [PHONE]: { position: "static" } } });
export const menuSummary = style({
  listStyle: "none",
  cursor: "pointer",
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  color: vars.color.inkSoft,
  whiteSpace: "nowrap",
  selectors: { "&::-webkit-details-marker": { display: "none" } },
  "@media": { [PHONE]: { minHeight: 44 } },
});
export const menuPanel = style({
  position: "absolute",
  right: 0,
  top: "calc(100% + 8px)",
  background: vars.color.surface,
  boxShadow: vars.shadow.pop,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  minWidth: 180,
  zIndex: 30,
  // A phone: the panel opens in place, the width of the screen.
  "@media": { [PHONE]: { position: "static", marginTop: vars.space.xs, boxShadow: "none", border: `1px solid ${vars.color.line}` } },
});
export const menuList = style({ listStyle: "none", margin: 0, padding: 0 });
/** The user menu's panel: as tall as the screen allows, scrolling inside beyond that (a phone held sideways). */
export const userPanel = style({ minWidth: 200, maxHeight: "calc(100vh - 64px)", overflowY: "auto", overscrollBehavior: "contain" });
/** The account's entries, under a rule. */
export const menuGroup = style({ borderTop: `1px solid ${vars.color.line}`, marginTop: vars.space.xs, paddingTop: vars.space.xs });
export const menuIcon = style({ flex: "none", color: vars.color.inkSoft });
export const menuItem = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  whiteSpace: "nowrap",
  width: "100%",
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.ink,
  textDecoration: "none",
  background: "none",
  border: 0,
  textAlign: "left",
  font: "inherit",
  cursor: "pointer",
  borderRadius: vars.radius.sm,
  selectors: { "&:hover": { background: vars.color.surfaceAlt } },
  "@media": { [PHONE]: { minHeight: 44, whiteSpace: "normal" } },
});
export const qrRow = style({ display: "flex", gap: vars.space.lg });
export const qr = style({ width: 120, textAlign: "center", fontSize: vars.font.sizeXs, color: vars.color.inkSoft });
export const qrImage = style({ width: 120, height: 120, display: "block" });
export const avatar = style({ width: 32, height: 32, borderRadius: "50%", objectFit: "cover", background: vars.color.surfaceAlt });

/* The language switch's links take a thumb on a phone. */
globalStyle(`${utility} a[hreflang]`, { "@media": { [PHONE]: { display: "inline-flex", alignItems: "center", minHeight: 44 } } });
