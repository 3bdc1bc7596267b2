import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const form = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm, margin: `${vars.space.md} 0` });
export const formDark = style([form, { color: vars.color.darkInk }]);
/** 44 px: a touch target on a phone, and no smaller on a desktop. */
export const select = style({ minHeight: 44, padding: `0 ${vars.space.sm}`, fontSize: vars.font.sizeSm, maxWidth: "100%" });
export const button = style({ minHeight: 44, padding: `0 ${vars.space.md}`, fontSize: vars.font.sizeSm, cursor: "pointer" });
export const error = style({ flexBasis: "100%", margin: 0, color: vars.color.danger });
