import { globalStyle, style } from "@vanilla-extract/css";
import { PHONE } from "~/styles/media";
import { vars } from "~/styles/theme.css";

/** The filters: the desktop's bar; on a phone a button that opens them as a sheet from the bottom. */
export const filters = style({});
/** The sheet's state (a checkbox, so it opens without JavaScript): not shown on the desktop, read out on a phone. */
export const sheetSwitch = style({
  display: "none",
  "@media": { [PHONE]: { display: "block", position: "absolute", width: 1, height: 1, margin: 0, opacity: 0 } },
});
const phoneButton = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: 44,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.round,
  font: "inherit",
  fontWeight: 600,
  cursor: "pointer",
} as const;
export const sheetOpen = style({
  display: "none",
  "@media": {
    [PHONE]: {
      ...phoneButton,
      width: "100%",
      border: `1px solid ${vars.color.line}`,
      background: vars.color.surface,
      color: vars.color.ink,
      boxShadow: vars.shadow.card,
      selectors: { [`${sheetSwitch}:focus-visible ~ &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
    },
  },
});
/** The shade over the page behind the open sheet; a tap on it closes the sheet. */
export const backdrop = style({
  display: "none",
  "@media": { [PHONE]: { selectors: { [`${sheetSwitch}:checked ~ &`]: { display: "block", position: "fixed", inset: 0, background: "rgba(29,35,48,.45)", zIndex: 50 } } } },
});
export const sheetHead = style({
  display: "none",
  "@media": { [PHONE]: { display: "flex", alignItems: "center", justifyContent: "space-between", position: "sticky", top: 0, background: vars.color.surface, zIndex: 1 } },
});
export const sheetTitle = style({ fontWeight: 700, fontSize: vars.font.sizeLg });
export const sheetClose = style({ ...phoneButton, color: vars.color.link, padding: `0 ${vars.space.sm}` });
export const sheetDone = style({
  display: "none",
  "@media": { [PHONE]: { ...phoneButton, flex: "1 1 100%", border: 0, background: vars.color.brandDark, color: "#fff" } },
});

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
  "@media": {
    [PHONE]: {
      display: "none",
      position: "fixed",
      left: 0,
      right: 0,
      bottom: 0,
      zIndex: 51,
      maxHeight: "85vh",
      overflowY: "auto",
      overscrollBehavior: "contain",
      flexDirection: "column",
      alignItems: "stretch",
      gap: vars.space.md,
      padding: `0 ${vars.space.lg} ${vars.space.lg}`,
      borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
      border: 0,
      boxShadow: vars.shadow.pop,
      selectors: { [`${sheetSwitch}:checked ~ &`]: { display: "flex" } },
    },
  },
});
export const panels = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, "@media": { [PHONE]: { flexDirection: "column", flexWrap: "nowrap" } } });
export const details = style({ position: "relative", "@media": { [PHONE]: { position: "static" } } });
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
  "@media": { [PHONE]: { display: "flex", justifyContent: "space-between", width: "100%", height: 44, borderRadius: vars.radius.md } },
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
  // A phone: the options open in place inside the sheet.
  "@media": { [PHONE]: { position: "static", minWidth: 0, marginTop: vars.space.xs, boxShadow: "none", gap: 0, padding: `${vars.space.sm} ${vars.space.md}` } },
});
export const panelWide = style([
  panel,
  { display: "grid", gridTemplateColumns: "repeat(2, minmax(150px, 1fr))", minWidth: 380, "@media": { [PHONE]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))", minWidth: 0 } } },
]);
export const panelTitle = style({ margin: `0 0 ${vars.space.xs}`, padding: 0, fontWeight: 600, fontSize: vars.font.sizeSm, color: vars.color.inkSoft, gridColumn: "1 / -1", float: "left", width: "100%" });
export const option = style({ display: "flex", alignItems: "center", gap: vars.space.sm, cursor: "pointer", whiteSpace: "nowrap", "@media": { [PHONE]: { minHeight: 44, whiteSpace: "normal" } } });
export const priceRow = style({ display: "flex", alignItems: "flex-end", gap: vars.space.sm });
export const priceLabel = style({ display: "flex", flexDirection: "column", fontSize: vars.font.sizeXs, color: vars.color.inkSoft, gap: 2 });
export const priceInput = style({ "@media": { [PHONE]: { width: "100%", height: 44 } }, width: 110, height: 34, padding: `0 ${vars.space.sm}`, border: `1px solid ${vars.color.line}`, borderRadius: vars.radius.sm, font: "inherit" });
export const right = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  flexShrink: 0,
  // A phone: sort, apply and the result count at the foot of the sheet.
  "@media": { [PHONE]: { flexWrap: "wrap", position: "sticky", bottom: 0, background: vars.color.surface, paddingTop: vars.space.sm } },
});
export const sortLabel = style({ display: "flex", alignItems: "center", gap: vars.space.sm, color: vars.color.inkSoft, whiteSpace: "nowrap", "@media": { [PHONE]: { flex: "1 1 100%" } } });
export const select = style({ "@media": { [PHONE]: { height: 44, flex: 1 } }, height: 36, padding: `0 ${vars.space.sm}`, border: `1px solid ${vars.color.line}`, borderRadius: vars.radius.sm, font: "inherit", background: vars.color.surface });
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
  "@media": { [PHONE]: { height: 44, flex: 1 } },
});
export const clear = style({ color: vars.color.link, whiteSpace: "nowrap", "@media": { [PHONE]: { display: "inline-flex", alignItems: "center", minHeight: 44 } } });

/* Inside the sheet the price inputs share the row. */
globalStyle(`${priceRow} > label`, { "@media": { [PHONE]: { flex: 1 } } });
