import { globalStyle, style } from "@vanilla-extract/css";
import { onPhone } from "~/styles/media";
import { vars } from "~/styles/theme.css";

/** Reviews on the apartment page and the review form. */
export const stars = style({ display: "inline-flex", gap: 1, fontSize: vars.font.sizeLg, lineHeight: 1 });
export const starsSm = style([stars, { fontSize: vars.font.sizeSm }]);
export const starOn = style({ color: "#b25e00" });
export const starOff = style({ color: "#c9cdd4" });

export const summary = style({ display: "grid", gridTemplateColumns: "auto 1fr", gap: vars.space.xl, alignItems: "center", margin: `${vars.space.md} 0 ${vars.space.lg}` });
export const big = style({ fontSize: 40, fontWeight: 700, color: vars.color.ink, lineHeight: 1 });
export const countLine = style({ color: vars.color.inkSoft, fontSize: vars.font.sizeMd, marginTop: vars.space.xs });
export const aspects = style({ display: "grid", gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gap: `${vars.space.xs} ${vars.space.xl}`, margin: 0 });
export const aspect = style({ display: "flex", justifyContent: "space-between", gap: vars.space.md, fontSize: vars.font.sizeMd });
export const aspectTerm = style({ color: vars.color.inkSoft });
export const aspectValue = style({ margin: 0, fontWeight: 600 });

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.lg });
export const item = style({ borderTop: `1px solid ${vars.color.line}`, paddingTop: vars.space.lg });
export const itemHead = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm, marginBottom: vars.space.xs });
export const author = style({ fontWeight: 700, color: vars.color.ink });
export const verified = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxs,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.round,
  background: "#e8f5ee",
  color: vars.color.success,
  fontSize: vars.font.sizeXs,
  fontWeight: 700,
});
export const meta = style({ color: vars.color.muted, fontSize: vars.font.sizeSm });
export const text = style({ margin: `${vars.space.xs} 0 0`, whiteSpace: "pre-wrap", overflowWrap: "anywhere", color: vars.color.ink });
export const itemAspects = style({ display: "flex", flexWrap: "wrap", gap: `0 ${vars.space.lg}`, margin: `${vars.space.xs} 0 0`, color: vars.color.inkSoft, fontSize: vars.font.sizeSm });
export const pager = style({ display: "flex", gap: vars.space.lg, marginTop: vars.space.lg });
export const pagerLink = style({ color: vars.color.link, fontWeight: 600 });

export const mine = style({ border: `1px solid ${vars.color.line}`, borderRadius: vars.radius.md, padding: vars.space.lg, margin: `${vars.space.lg} 0`, background: vars.color.surfaceAlt });
export const notice = style({ margin: `${vars.space.md} 0`, color: vars.color.inkSoft });
export const hiddenNotice = style({ margin: `${vars.space.sm} 0`, color: vars.color.danger, fontWeight: 600 });

export const scoreGroup = style({ border: "none", margin: 0, padding: 0, display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm });
export const scoreLegend = style({ fontWeight: 600, color: vars.color.ink, marginBottom: vars.space.xs, padding: 0 });
export const scoreOption = style({ display: "inline-flex", alignItems: "center", gap: vars.space.xxs, cursor: "pointer", fontSize: vars.font.sizeMd });
export const scores = style({ display: "grid", gap: vars.space.md, margin: `${vars.space.md} 0` });
export const cardRating = style({ display: "inline-flex", alignItems: "center", gap: vars.space.xs, fontSize: vars.font.sizeSm, color: vars.color.inkSoft });
export const cardRatingValue = style({ fontWeight: 700, color: vars.color.ink });

globalStyle(summary, onPhone({ gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space.md }));
globalStyle(aspects, onPhone({ gridTemplateColumns: "minmax(0, 1fr)" }));
globalStyle(pagerLink, onPhone({ display: "inline-flex", alignItems: "center", minHeight: 44 }));
globalStyle(scoreOption, onPhone({ minHeight: 44 }));
