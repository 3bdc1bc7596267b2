import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const box = style({ border: `1px solid ${vars.color.line}`, borderRadius: 8, padding: vars.space.lg, margin: `${vars.space.lg} 0`, background: vars.color.surfaceAlt });
export const title = style({ fontSize: vars.font.sizeLg, margin: `0 0 ${vars.space.sm}` });
export const lead = style({ margin: `0 0 ${vars.space.md}` });
export const steps = style({ margin: `0 0 ${vars.space.md}`, paddingLeft: vars.space.xl, display: "grid", gap: vars.space.xs });
export const kept = style({ fontWeight: 600, margin: `0 0 ${vars.space.md}` });
export const label = style({ display: "block", fontSize: vars.font.sizeSm, marginBottom: vars.space.xs });
export const row = style({ display: "flex", gap: vars.space.sm, flexWrap: "wrap" });
/** 16 px: no zoom on focus in a phone's browser; 44 px: a touch target. */
export const link = style({ flex: "1 1 220px", minWidth: 0, minHeight: 44, fontSize: 16, padding: `0 ${vars.space.sm}` });
export const copy = style({ minHeight: 44, padding: `0 ${vars.space.lg}`, cursor: "pointer" });
export const status = style({ minHeight: "1.4em", margin: `${vars.space.xs} 0 0`, fontSize: vars.font.sizeSm, color: vars.color.inkSoft });
