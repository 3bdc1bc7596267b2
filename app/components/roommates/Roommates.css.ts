import { globalStyle, style } from "@vanilla-extract/css";
import { onPhone } from "~/styles/media";
import { vars } from "~/styles/theme.css";

/** The roommate board, a post, the post form and the two /user pages. */
export const page = style({ maxWidth: vars.layout.contentWidth, margin: "0 auto", padding: `${vars.space.xl} ${vars.space.xl} ${vars.space.xxxl}`, display: "grid", gap: vars.space.xl });
export const filters = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: vars.space.lg, border: 0, margin: 0, padding: 0 });
export const filter = style({ display: "grid", gap: vars.space.xs, minWidth: "180px" });
export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.lg });
export const item = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  display: "grid",
  gap: vars.space.sm,
  minWidth: 0,
});
export const itemHead = style({ display: "flex", flexWrap: "wrap", alignItems: "baseline", justifyContent: "space-between", gap: vars.space.md });
export const itemTitle = style({ margin: 0, fontSize: vars.font.sizeLg, fontWeight: 600, color: vars.color.ink });
export const budget = style({ fontWeight: 700, color: vars.color.brandDark, fontSize: vars.font.sizeLg });
export const cny = style({ color: vars.color.inkSoft, fontSize: vars.font.sizeSm });
export const meta = style({ color: vars.color.muted, fontSize: vars.font.sizeSm, margin: 0 });
export const text = style({ margin: 0, whiteSpace: "pre-wrap", overflowWrap: "anywhere", color: vars.color.ink, lineHeight: vars.font.lineHeight });
export const excerpt = style([text, { display: "-webkit-box", WebkitLineClamp: 3, WebkitBoxOrient: "vertical", overflow: "hidden" }]);
export const tags = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs, listStyle: "none", margin: 0, padding: 0 });
export const tag = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.round,
  background: vars.color.surfaceAlt,
  color: vars.color.inkSoft,
  fontSize: vars.font.sizeXs,
});
export const contact = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  background: "#e8f5ee",
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  gap: `${vars.space.xs} ${vars.space.md}`,
  overflowWrap: "anywhere",
});
export const contactTerm = style({ color: vars.color.inkSoft, fontSize: vars.font.sizeSm });
export const contactValue = style({ margin: 0, fontWeight: 600, color: vars.color.ink });
export const notice = style({ margin: 0, padding: `${vars.space.sm} ${vars.space.md}`, borderRadius: vars.radius.sm, background: vars.color.surfaceAlt, color: vars.color.inkSoft });
export const hiddenNotice = style([notice, { background: "#fdecea", color: vars.color.danger, fontWeight: 600 }]);
export const interests = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.md, borderTop: `1px solid ${vars.color.line}`, paddingTop: vars.space.md });
export const interest = style({ display: "grid", gap: vars.space.xs, paddingBottom: vars.space.md, borderBottom: `1px dashed ${vars.color.line}` });
export const inline = style({ display: "inline-flex", flexWrap: "wrap", alignItems: "flex-end", gap: vars.space.sm, margin: 0 });
export const checks = style({ display: "flex", flexWrap: "wrap", gap: `${vars.space.sm} ${vars.space.lg}`, border: 0, margin: 0, padding: 0 });
export const details = style({ borderTop: `1px solid ${vars.color.line}`, paddingTop: vars.space.md });
export const summary = style({ cursor: "pointer", color: vars.color.inkSoft, fontSize: vars.font.sizeSm });

globalStyle(page, onPhone({ padding: `${vars.space.md} ${vars.space.lg} ${vars.space.xxl}` }));
globalStyle(filter, onPhone({ minWidth: 0, flex: "1 1 100%" }));
globalStyle(contact, onPhone({ gridTemplateColumns: "minmax(0, 1fr)" }));
globalStyle(summary, onPhone({ minHeight: 44, display: "flex", alignItems: "center" }));
