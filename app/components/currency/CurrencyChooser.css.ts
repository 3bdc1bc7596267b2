import { style } from "@vanilla-extract/css";
import { PHONE } from "~/styles/media";
import { vars } from "~/styles/theme.css";

export const form = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm, margin: `${vars.space.md} 0` });
export const formDark = style([form, { color: vars.color.darkInk }]);
/** The header's thin strip: one line of 36 px on a desktop, touch-sized in a phone's menu. */
export const formCompact = style({ display: "flex", alignItems: "center", gap: vars.space.xs, margin: 0 });
/** 44 px: a touch target on a phone, and no smaller on a desktop. */
export const select = style({ minHeight: 44, padding: `0 ${vars.space.sm}`, fontSize: vars.font.sizeSm, maxWidth: "100%" });
export const button = style({ minHeight: 44, padding: `0 ${vars.space.md}`, fontSize: vars.font.sizeSm, cursor: "pointer" });
export const selectCompact = style({ height: 26, padding: `0 ${vars.space.xs}`, fontSize: vars.font.sizeXs, "@media": { [PHONE]: { height: 44 } } });
export const buttonCompact = style({ height: 26, padding: `0 ${vars.space.sm}`, fontSize: vars.font.sizeXs, cursor: "pointer", "@media": { [PHONE]: { height: 44 } } });
export const error = style({ flexBasis: "100%", margin: 0, color: vars.color.danger });
