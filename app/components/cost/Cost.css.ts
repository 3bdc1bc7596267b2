import { globalStyle, style } from "@vanilla-extract/css";
import { PHONE } from "~/styles/media";
import { vars } from "~/styles/theme.css";

/** The cost table of a room and the breakdown of one tenancy in the application. */
export const wrap = style({
  marginTop: vars.space.md,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  overflowX: "auto",
  "@media": { [PHONE]: { border: 0, overflowX: "visible" } },
});
export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: vars.font.sizeSm });
/** The header row: on a phone it is read out but not shown (every cell names its column). */
export const head = style({
  "@media": { [PHONE]: { position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0,0,0,0)", whiteSpace: "nowrap" } },
});
/** A tenancy: a table row on the desktop, a card on a phone. */
export const row = style({
  "@media": {
    [PHONE]: { display: "block", border: `1px solid ${vars.color.line}`, borderRadius: vars.radius.md, padding: vars.space.md, marginBottom: vars.space.md },
  },
});
export const th = style({ textAlign: "left", padding: `${vars.space.sm} ${vars.space.md}`, background: vars.color.surfaceAlt, color: vars.color.inkSoft, fontWeight: 600, whiteSpace: "nowrap" });
export const td = style({ padding: `${vars.space.sm} ${vars.space.md}`, borderTop: `1px solid ${vars.color.line}`, verticalAlign: "top", textAlign: "left", fontWeight: 400 });
export const num = style([td, { textAlign: "right", whiteSpace: "nowrap" }]);
export const strong = style({ fontWeight: 700, color: vars.color.brandDark });
export const sub = style({ display: "block", color: vars.color.muted, fontSize: vars.font.sizeXs, fontWeight: 400 });
export const list = style({ listStyle: "none", margin: 0, padding: 0 });
export const off = style({ color: vars.color.success });
export const unavailable = style({ color: vars.color.muted });
export const note = style({ margin: `${vars.space.sm} 0 0`, color: vars.color.muted, fontSize: vars.font.sizeXs });
export const breakdown = style({ margin: `${vars.space.sm} 0 0`, padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.surfaceAlt });
export const line = style({ display: "flex", justifyContent: "space-between", gap: vars.space.md, padding: `2px 0` });
export const totalLine = style([line, { borderTop: `1px solid ${vars.color.line}`, marginTop: vars.space.xs, paddingTop: vars.space.xs, fontWeight: 700 }]);
export const apply = style({ display: "inline-block", marginTop: vars.space.xs, fontSize: vars.font.sizeXs, color: vars.color.link, fontWeight: 600 });
export const moveIns = style({ margin: 0, color: vars.color.inkSoft, fontSize: vars.font.sizeSm });

/* The phone's tenancy card: the tenancy's name on top, then one line a column, its name on the left, the figure on the right. */
globalStyle(`${table}, ${table} > tbody`, { "@media": { [PHONE]: { display: "block" } } });
globalStyle(`${row} > th, ${row} > td`, {
  "@media": { [PHONE]: { display: "flow-root", padding: `${vars.space.xs} 0`, border: 0, textAlign: "right", whiteSpace: "normal" } },
});
globalStyle(`${row} > th`, { "@media": { [PHONE]: { display: "block", textAlign: "left", borderBottom: `1px solid ${vars.color.line}`, paddingBottom: vars.space.sm, marginBottom: vars.space.xs } } });
globalStyle(`${row} > td::before`, { "@media": { [PHONE]: { content: "attr(data-label)", float: "left", marginRight: vars.space.md, color: vars.color.inkSoft, fontWeight: 600 } } });
globalStyle(`${row} ${apply}`, { "@media": { [PHONE]: { display: "inline-flex", alignItems: "center", minHeight: 44, fontSize: vars.font.sizeMd } } });
