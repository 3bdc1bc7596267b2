import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { onPhone } from "~/styles/media";
import { vars } from "~/styles/theme.css";

/** The student area's forms: one look for every field, error and button. */
export const form = style({ display: "grid", gap: vars.space.lg });
// Side-by-side fields line up at the top: a field with a hint or an error below its input must
// not stretch its neighbour's rows (which pushed the right-hand input down and made it taller).
export const grid2 = style({ display: "grid", gridTemplateColumns: "1fr 1fr", gap: vars.space.lg, alignItems: "start" });
export const fieldset = style({
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  margin: 0,
  display: "grid",
  gap: vars.space.lg,
});
export const legend = style({ fontWeight: 600, padding: `0 ${vars.space.xs}`, color: vars.color.ink });
export const field = style({ display: "grid", gap: vars.space.xs, minWidth: 0, alignContent: "start" });
export const label = style({ fontSize: vars.font.sizeMd, color: vars.color.ink, fontWeight: 500 });
export const requiredMark = style({ color: vars.color.danger, marginLeft: vars.space.xxs });
export const hint = style({ fontSize: vars.font.sizeXs, color: vars.color.muted });
export const error = style({ fontSize: vars.font.sizeXs, color: vars.color.danger, margin: 0 });

const control = {
  width: "100%",
  boxSizing: "border-box" as const,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.font.sizeMd,
  fontFamily: vars.font.body,
  color: vars.color.ink,
  background: vars.color.surface,
};
export const input = style({
  ...control,
  minHeight: "38px",
  selectors: {
    "&:focus": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "1px", borderColor: vars.color.focus },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});
export const textarea = style([input, { minHeight: "96px", resize: "vertical", lineHeight: vars.font.lineHeight }]);
export const phoneRow = style({ display: "grid", gridTemplateColumns: "minmax(120px, 40%) 1fr", gap: vars.space.sm });
export const choices = style({ display: "flex", flexWrap: "wrap", gap: vars.space.lg, border: 0, padding: 0, margin: 0 });
export const choice = style({ display: "inline-flex", alignItems: "center", gap: vars.space.xs, fontSize: vars.font.sizeMd, cursor: "pointer" });
export const counter = style({ fontSize: vars.font.sizeXs, color: vars.color.muted, justifySelf: "end" });
export const actions = style({ display: "flex", gap: vars.space.md, alignItems: "center", flexWrap: "wrap" });

const buttonBase = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xs,
  minHeight: "38px",
  padding: `0 ${vars.space.xl}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.sizeMd,
  fontWeight: 500,
  cursor: "pointer",
  textDecoration: "none",
  border: "1px solid transparent",
  selectors: {
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" },
    "&:disabled, &[aria-disabled='true']": { opacity: 0.5, cursor: "not-allowed" },
  },
});
export const button = styleVariants({
  // brandStrong: white text on it keeps 4.5:1 (brand itself does not).
  primary: [buttonBase, { background: vars.color.brandStrong, color: "#fff", selectors: { "&:hover:not(:disabled)": { background: vars.color.brandDark } } }],
  secondary: [buttonBase, { background: vars.color.surface, color: vars.color.ink, borderColor: vars.color.line, selectors: { "&:hover:not(:disabled)": { borderColor: vars.color.brand, color: vars.color.brand } } }],
  danger: [buttonBase, { background: vars.color.surface, color: vars.color.danger, borderColor: vars.color.danger }],
  link: [buttonBase, { background: "none", border: 0, color: vars.color.link, padding: 0, minHeight: 0 }],
});
export const formError = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: "#fdecea",
  color: vars.color.danger,
  fontSize: vars.font.sizeSm,
});
export const success = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: "#e8f5ee",
  color: vars.color.success,
  fontSize: vars.font.sizeSm,
});
/** The honeypot: off-screen, not display:none (some bots skip hidden fields). */
export const honeypot = style({ position: "absolute", left: "-10000px", width: "1px", height: "1px", overflow: "hidden" });
globalStyle(`${choice} input`, { accentColor: vars.color.brand, width: "16px", height: "16px" });

/* A phone: one column of fields, inputs a thumb's height, 16px text (no zoom on focus). */
globalStyle(grid2, onPhone({ gridTemplateColumns: "minmax(0, 1fr)" }));
globalStyle(`${input}, ${textarea}`, onPhone({ minHeight: 44, fontSize: vars.font.sizeLg }));
globalStyle(phoneRow, onPhone({ gridTemplateColumns: "minmax(104px, 36%) minmax(0, 1fr)" }));
globalStyle(choice, onPhone({ minHeight: 44 }));
globalStyle(fieldset, onPhone({ padding: vars.space.md }));
globalStyle(`${button.primary}, ${button.secondary}, ${button.danger}`, onPhone({ minHeight: 44 }));
/** A form's main action held at the bottom of a phone's screen while the fields above it scroll (the application's "submit"). */
export const stickyActions = style(
  onPhone({ position: "sticky", bottom: 0, zIndex: 5, background: vars.color.surface, padding: `${vars.space.sm} 0`, boxShadow: `0 -6px 12px -8px rgba(31,35,41,.25)` }),
);
globalStyle(`${stickyActions} > button`, onPhone({ flex: 1 }));
