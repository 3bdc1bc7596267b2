import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** The staff console: a plain working screen, desktop first. */
export const shell = style({ minHeight: "100vh", background: vars.color.surfaceAlt, color: vars.color.ink, fontSize: vars.font.sizeMd });
export const bar = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.lg,
  padding: `${vars.space.sm} ${vars.space.xl}`,
  "@media": { "screen and (max-width: 640px)": { padding: vars.space.sm, gap: vars.space.sm } },
  background: vars.color.dark,
  color: vars.color.surface,
  flexWrap: "wrap",
});
export const brand = style({ fontWeight: 700, fontSize: vars.font.sizeLg, color: vars.color.surface, textDecoration: "none" });
export const nav = style({ display: "flex", gap: vars.space.md, flexWrap: "wrap", flex: 1 });
export const navLink = style({ color: vars.color.darkInk, textDecoration: "none", padding: `${vars.space.xs} ${vars.space.sm}`, borderRadius: vars.radius.sm });
globalStyle(`${navLink}[aria-current="page"]`, { color: vars.color.surface, background: "rgba(255,255,255,.14)" });
export const who = style({ color: vars.color.darkInk, fontSize: vars.font.sizeSm });
export const inline = style({ display: "inline-flex", gap: vars.space.xs, alignItems: "center", margin: 0 });
export const barButton = style({ background: "transparent", color: vars.color.surface, border: `1px solid ${vars.color.darkInk}`, borderRadius: vars.radius.sm, padding: `2px ${vars.space.sm}`, cursor: "pointer" });
export const main = style({ padding: vars.space.xl, maxWidth: "1400px", margin: "0 auto", "@media": { "screen and (max-width: 640px)": { padding: vars.space.sm } } });
export const title = style({ fontSize: vars.font.sizeXl, margin: `0 0 ${vars.space.lg}` });
export const card = style({ background: vars.color.surface, borderRadius: vars.radius.md, boxShadow: vars.shadow.card, padding: vars.space.lg, marginBottom: vars.space.lg, "@media": { "screen and (max-width: 640px)": { padding: vars.space.sm } } });
export const table = style({ width: "100%", borderCollapse: "collapse", background: vars.color.surface });
globalStyle(`${table} th, ${table} td`, { borderBottom: `1px solid ${vars.color.line}`, padding: vars.space.sm, textAlign: "left", verticalAlign: "top" });
globalStyle(`${table} th`, { background: vars.color.surfaceAlt, fontWeight: 600 });
// On a phone (landlords check in their students on one) each row becomes a card of stacked cells.
const PHONE = "screen and (max-width: 640px)";
globalStyle(`${table}, ${table} tbody, ${table} tr, ${table} td`, { "@media": { [PHONE]: { display: "block", width: "100%", boxSizing: "border-box" } } });
globalStyle(`${table} thead`, { "@media": { [PHONE]: { display: "none" } } });
globalStyle(`${table} tr`, { "@media": { [PHONE]: { borderBottom: `2px solid ${vars.color.line}`, padding: `${vars.space.xs} 0` } } });
globalStyle(`${table} td`, { "@media": { [PHONE]: { borderBottom: "none", overflowWrap: "anywhere" } } });
export const form = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "flex-end", margin: 0 });
export const stack = style({ display: "flex", flexDirection: "column", gap: vars.space.md, maxWidth: "420px" });
export const label = style({ display: "flex", flexDirection: "column", gap: vars.space.xxs, fontSize: vars.font.sizeSm, color: vars.color.inkSoft });
export const input = style({ padding: `${vars.space.xs} ${vars.space.sm}`, border: `1px solid ${vars.color.line}`, borderRadius: vars.radius.sm, fontSize: vars.font.sizeMd, minWidth: "80px" });
export const button = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: "none",
  borderRadius: vars.radius.sm,
  background: vars.color.brandStrong,
  color: vars.color.surface,
  cursor: "pointer",
  fontSize: vars.font.sizeMd,
});
export const secondary = style([button, { background: vars.color.inkSoft }]);
export const danger = style([button, { background: vars.color.danger }]);
export const ok = style({ color: vars.color.success, fontWeight: 600 });
export const error = style({ color: vars.color.danger, fontWeight: 600 });
export const overdue = style({ color: vars.color.danger, fontWeight: 700 });
export const muted = style({ color: vars.color.muted, fontSize: vars.font.sizeSm });
export const tabs = style({ display: "flex", gap: vars.space.sm, marginBottom: vars.space.md, flexWrap: "wrap" });
export const code = style({ fontFamily: "monospace", wordBreak: "break-all" });
export const login = style({ maxWidth: "420px", margin: "10vh auto", background: vars.color.surface, padding: vars.space.xxl, borderRadius: vars.radius.md, boxShadow: vars.shadow.card });
export const prewrap = style({ whiteSpace: "pre-wrap" });
export const photos = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, listStyle: "none", padding: 0, margin: `0 0 ${vars.space.md}` });
export const photo = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, alignItems: "flex-start" });
globalStyle(`${photo} img`, { width: "160px", height: "120px", objectFit: "cover", borderRadius: vars.radius.sm, maxWidth: "100%" });
/** A long form's column (the help editor): as wide as the page allows, never wider than the screen. */
export const editor = style({ display: "flex", flexDirection: "column", gap: vars.space.md, maxWidth: "900px" });
globalStyle(`${editor} textarea, ${editor} input, ${editor} select`, { width: "100%", boxSizing: "border-box" });
export const pair = style({ display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 320px), 1fr))", gap: vars.space.md });

// Fees, offers and the room calendar on the apartment page: wrapping blocks, never wider than a phone.
export const offerList = style({ listStyle: "none", padding: 0, margin: 0, display: "flex", flexDirection: "column", gap: vars.space.md });
export const offer = style({ borderTop: `1px solid ${vars.color.line}`, paddingTop: vars.space.sm });
export const checks = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, border: `1px solid ${vars.color.line}`, borderRadius: vars.radius.sm, margin: 0, fontSize: vars.font.sizeSm });
export const months = style({ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(230px, 1fr))", gap: vars.space.md });
export const month = style({ display: "grid", gridTemplateColumns: "repeat(7, minmax(0, 1fr))", gap: "2px", fontSize: vars.font.sizeSm });
export const monthTitle = style({ gridColumn: "1 / -1", fontWeight: 600, margin: `0 0 ${vars.space.xxs}` });
export const day = style({ border: `1px solid ${vars.color.line}`, borderRadius: "3px", padding: "2px", minHeight: "2.2em", textAlign: "center", lineHeight: 1.1 });
export const blockedDay = style([day, { background: vars.color.danger, color: vars.color.surface, borderColor: vars.color.danger }]);
export const takenCount = style({ display: "block", fontSize: "0.75em", fontWeight: 700 });
export const legend = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, alignItems: "center", fontSize: vars.font.sizeSm });
