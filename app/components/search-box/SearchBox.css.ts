import { globalStyle, style } from "@vanilla-extract/css";
import { onPhone } from "~/styles/media";
import { vars } from "~/styles/theme.css";

export const form = style({ position: "relative", display: "flex", width: "100%" });
export const heroForm = style([form, { maxWidth: 680, boxShadow: vars.shadow.pop, borderRadius: vars.radius.round }]);
export const hidden = style({ position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0,0,0,0)", whiteSpace: "nowrap" });

export const input = style({
  flex: 1,
  minWidth: 0,
  height: 38,
  padding: `0 ${vars.space.lg}`,
  border: `1px solid ${vars.color.line}`,
  borderRight: 0,
  borderRadius: `${vars.radius.round} 0 0 ${vars.radius.round}`,
  font: "inherit",
  background: vars.color.surfaceAlt,
  color: vars.color.ink,
  selectors: { "&:focus": { background: vars.color.surface, borderColor: vars.color.brand, outline: "none" } },
});
export const heroInput = style([input, { height: 56, fontSize: vars.font.sizeLg, padding: `0 ${vars.space.xl}`, border: 0, background: vars.color.surface }]);

export const button = style({
  height: 38,
  padding: `0 ${vars.space.lg}`,
  border: 0,
  borderRadius: `0 ${vars.radius.round} ${vars.radius.round} 0`,
  background: vars.color.brandDark,
  color: "#fff",
  font: "inherit",
  fontWeight: 600,
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.color.brand } },
});
export const heroButton = style([button, { height: 56, padding: `0 ${vars.space.xxl}`, fontSize: vars.font.sizeLg }]);

/** The results dropdown: up to 600px wide and 516px high; the list up to 480px. */
export const dropdown = style({
  position: "absolute",
  top: "calc(100% + 6px)",
  left: 0,
  width: "max(100%, 420px)",
  maxWidth: 600,
  maxHeight: 516,
  overflow: "hidden",
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.pop,
  zIndex: 40,
  padding: `${vars.space.xs} 0`,
  textAlign: "left",
});
export const list = style({ maxHeight: 480, overflowY: "auto" });
export const caption = style({ margin: 0, padding: `${vars.space.xs} ${vars.space.lg}`, fontSize: vars.font.sizeXs, color: vars.color.muted });
export const empty = style({ margin: 0, padding: `${vars.space.lg}`, color: vars.color.muted, textAlign: "center" });

export const option = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr auto",
  alignItems: "center",
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  color: vars.color.ink,
  textDecoration: "none",
  cursor: "pointer",
});
export const optionActive = style([option, { background: vars.color.brandSoft }]);
export const kind = style({
  fontSize: vars.font.sizeXs,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.round,
  border: `1px solid ${vars.color.line}`,
  color: vars.color.inkSoft,
  whiteSpace: "nowrap",
});
export const names = style({ display: "flex", flexDirection: "column", minWidth: 0 });
export const name = style({ fontWeight: 600, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" });
export const enName = style({ fontSize: vars.font.sizeXs, color: vars.color.inkSoft, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" });
export const meta = style({ display: "flex", flexDirection: "column", alignItems: "flex-end", fontSize: vars.font.sizeXs, color: vars.color.muted, whiteSpace: "nowrap" });
export const alias = style({ color: vars.color.brandDark });
export const mark = style({ background: "transparent", color: vars.color.brandDark, fontWeight: 700 });

/* A phone: the box and its button a thumb's height, 16px text (no zoom on focus), the results as wide as the box. */
globalStyle(`${input}, ${button}`, onPhone({ height: 44 }));
globalStyle(input, onPhone({ fontSize: vars.font.sizeLg }));
globalStyle(dropdown, onPhone({ width: "100%", maxWidth: "none" }));
globalStyle(option, onPhone({ minHeight: 44 }));
