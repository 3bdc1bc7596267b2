import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const bar = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.lg,
  padding: `${vars.space.md} ${vars.space.lg}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  position: "relative",
  zIndex: 5,
});
export const panels = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });
export const details = style({ position: "relative" });
export const summary = style({
  listStyle: "none",
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  height: 36,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.round,
  border: `1px solid ${vars.color.line}`,
  background: vars.color.surface,
  color: vars.color.ink,
  cursor: "pointer",
  userSelect: "none",
  selectors: {
    "&::-webkit-details-marker": { display: "none" },
    "&::after": { content: '"▾"', fontSize: 10, color: vars.color.muted, marginLeft: 2 },
    "&:hover": { borderColor: vars.color.brand },
  },
});
export const summaryOn = style([summary, { borderColor: vars.color.brandDark, color: vars.color.brandDark, background: vars.color.brandSoft, fontWeight: 600 }]);
export const badge = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: 18,
  height: 18,
  borderRadius: vars.radius.round,
  background: vars.color.brandDark,
  color: "#fff",
  fontSize: 11,
});
export const panel = style({
  position: "absolute",
  top: "calc(100% + 8px)",
  left: 0,
  minWidth: 240,
  margin: 0,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.pop,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
});
export const panelWide = style([panel, { display: "grid", gridTemplateColumns: "repeat(2, minmax(150px, 1fr))", minWidth: 380 }]);
export const panelTitle = style({ margin: `0 0 ${vars.space.xs}`, padding: 0, fontWeight: 600, fontSize: vars.font.sizeSm, color: vars.color.inkSoft, gridColumn: "1 / -1", float: "left", width: "100%" });
export const option = style({ display: "flex", alignItems: "center", gap: vars.space.sm, cursor: "pointer", whiteSpace: "nowrap" });
export const priceRow = style({ display: "flex", alignItems: "flex-end", gap: vars.space.sm });
export const priceLabel = style({ display: "flex", flexDirection: "column", fontSize: vars.font.sizeXs, color: vars.color.inkSoft, gap: 2 });
export const priceInput = style({ width: 110, height: 34, padding: `0 ${vars.space.sm}`, border: `1px solid ${vars.color.line}`, borderRadius: vars.radius.sm, font: "inherit" });
export const right = style({ display: "flex", alignItems: "center", gap: vars.space.md, flexShrink: 0 });
export const sortLabel = style({ display: "flex", alignItems: "center", gap: vars.space.sm, color: vars.color.inkSoft, whiteSpace: "nowrap" });
export const select = style({ height: 36, padding: `0 ${vars.space.sm}`, border: `1px solid ${vars.color.line}`, borderRadius: vars.radius.sm, font: "inherit", background: vars.color.surface });
export const apply = style({
  height: 36,
  padding: `0 ${vars.space.lg}`,
  border: 0,
  borderRadius: vars.radius.round,
  background: vars.color.brandDark,
  color: "#fff",
  font: "inherit",
  fontWeight: 600,
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.color.brand } },
});
export const clear = style({ color: vars.color.link, whiteSpace: "nowrap" });
