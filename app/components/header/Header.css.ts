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

export const searchSlot = style({ flex: "1 1 320px", minWidth: 240, maxWidth: 420 });
export const spacer = style({ flex: 1 });

export const tabs = style({ display: "flex", gap: vars.space.lg, listStyle: "none", margin: 0, padding: 0 });
export const tab = style({
  color: vars.color.inkSoft,
  textDecoration: "none",
  whiteSpace: "nowrap",
  fontSize: vars.font.sizeMd,
  selectors: { "&:hover": { color: vars.color.brand } },
});

export const actions = style({ display: "flex", alignItems: "center", gap: vars.space.md });
export const loginLink = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.round,
  border: `1px solid ${vars.color.brand}`,
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
export const menuItem = style({
  display: "block",
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
