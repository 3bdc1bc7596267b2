import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const header = style({
  background: vars.color.surface,
  position: "relative",
  zIndex: 20,
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
});
export const logoMark = style({ width: 32, height: 32 });

/** The thin strip above the bar: hotline on the left; app menu, language switch and login on the right. */
export const utility = style({ background: vars.color.surfaceAlt, borderBottom: `1px solid ${vars.color.line}`, fontSize: vars.font.sizeSm });
export const utilityInner = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.xl,
  height: 36,
  maxWidth: vars.layout.contentWidth,
  margin: "0 auto",
  padding: `0 ${vars.space.xl}`,
});
export const utilityText = style({ margin: 0, color: vars.color.inkSoft, whiteSpace: "nowrap" });

export const searchSlot = style({ flex: "1 1 320px", minWidth: 200, maxWidth: 400 });
export const nav = style({ marginLeft: "auto" });
export const spacer = style({ flex: 1 });

export const tabs = style({ display: "flex", gap: vars.space.xl, listStyle: "none", margin: 0, padding: 0 });
export const tab = style({
  color: vars.color.inkSoft,
  textDecoration: "none",
  whiteSpace: "nowrap",
  fontSize: vars.font.sizeMd,
  selectors: { "&:hover": { color: vars.color.brand } },
});

export const actions = style({ display: "flex", alignItems: "center", gap: vars.space.lg });
export const loginLink = style({
  padding: `${vars.space.xxs} ${vars.space.md}`,
  borderRadius: vars.radius.round,
  border: `1px solid ${vars.color.brandDark}`,
  color: vars.color.brandDark,
  textDecoration: "none",
  whiteSpace: "nowrap",
  selectors: { "&:hover": { background: vars.color.brandSoft } },
});

export const menu = style({ position: "relative" });
export const menuSummary = style({
  listStyle: "none",
  cursor: "pointer",
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  color: vars.color.inkSoft,
  whiteSpace: "nowrap",
  selectors: { "&::-webkit-details-marker": { display: "none" } },
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
});
export const qrRow = style({ display: "flex", gap: vars.space.lg });
export const qr = style({ width: 120, textAlign: "center", fontSize: vars.font.sizeXs, color: vars.color.inkSoft });
export const qrImage = style({ width: 120, height: 120, display: "block" });
export const avatar = style({ width: 32, height: 32, borderRadius: "50%", objectFit: "cover", background: vars.color.surfaceAlt });
