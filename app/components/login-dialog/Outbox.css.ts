import { style, globalStyle } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const page = style({ maxWidth: vars.layout.contentWidth, margin: "0 auto", padding: vars.space.xl });
export const title = style({ fontSize: vars.font.sizeXxl, margin: `0 0 ${vars.space.sm}` });
export const note = style({ color: vars.color.muted });
export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: vars.font.sizeSm });
globalStyle(`${table} th, ${table} td`, { borderBottom: `1px solid ${vars.color.line}`, padding: vars.space.sm, textAlign: "left", verticalAlign: "top" });
export const text = style({ whiteSpace: "pre-wrap", maxWidth: 480 });
