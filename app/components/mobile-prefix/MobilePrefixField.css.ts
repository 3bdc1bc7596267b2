import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** The mobile-prefix field: the form's own input look, an arrow, and the chooser's list. */
export const root = style({
  position: "relative",
  minWidth: 0,
  selectors: {
    "&::after": {
      content: '"▾"',
      position: "absolute",
      right: vars.space.md,
      top: "50%",
      transform: "translateY(-50%)",
      color: vars.color.muted,
      fontSize: 12,
      pointerEvents: "none",
    },
  },
});
export const select = style({ appearance: "none", cursor: "pointer" });
export const button = style({ display: "block", textAlign: "left", cursor: "pointer" });
// Over the form's input class (same specificity, unknown order): room for the arrow, one line.
globalStyle(`${root} > ${select}, ${root} > ${button}`, {
  width: "100%",
  paddingRight: 28,
  whiteSpace: "nowrap",
  overflow: "hidden",
  textOverflow: "ellipsis",
});

export const list = style({
  position: "absolute",
  zIndex: 5,
  top: "calc(100% + 4px)",
  left: 0,
  boxSizing: "border-box",
  minWidth: "100%",
  width: "max-content",
  maxWidth: "min(320px, calc(100vw - 32px))",
  maxHeight: 190,
  overflowY: "auto",
  margin: 0,
  padding: vars.space.xs,
  listStyle: "none",
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  selectors: { "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 } },
});
export const option = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: "pointer",
  fontSize: vars.font.sizeMd,
  color: vars.color.ink,
  whiteSpace: "nowrap",
  overflow: "hidden",
  textOverflow: "ellipsis",
  selectors: { '&[aria-selected="true"]': { fontWeight: 600 } },
});
/** The entry the keys or the pointer are on. */
export const optionActive = style([option, { background: vars.color.brandSoft, boxShadow: `inset 3px 0 0 ${vars.color.brand}` }]);
