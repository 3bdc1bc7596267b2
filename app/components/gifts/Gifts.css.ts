import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** My gift's cards and claim forms, and the offer list of the apartment and room pages. */
export const giftCard = style({
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  display: "grid",
  gap: vars.space.md,
  scrollMarginTop: "96px",
});
export const giftHead = style({ display: "flex", justifyContent: "space-between", alignItems: "baseline", gap: vars.space.md, flexWrap: "wrap" });
export const giftName = style({ margin: 0, fontSize: vars.font.sizeLg, color: vars.color.ink });
export const amount = style({ margin: 0, fontSize: vars.font.sizeXl, fontWeight: 700, color: vars.color.brandDark });
export const cny = style({ fontSize: vars.font.sizeSm, fontWeight: 400, color: vars.color.muted, marginLeft: vars.space.sm });
export const note = style({ margin: 0, color: vars.color.inkSoft, fontSize: vars.font.sizeSm });
export const conditions = style({ margin: 0, paddingLeft: vars.space.lg, display: "grid", gap: vars.space.xxs, color: vars.color.inkSoft, fontSize: vars.font.sizeSm });
export const subhead = style({ margin: 0, fontSize: vars.font.sizeMd, color: vars.color.ink });
export const claimBox = style({ borderTop: `1px solid ${vars.color.line}`, paddingTop: vars.space.md, display: "grid", gap: vars.space.md });
export const summary = style({ cursor: "pointer", color: vars.color.link, fontSize: vars.font.sizeMd });
export const offers = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.md });
export const offer = style({ border: `1px solid ${vars.color.line}`, borderLeft: `4px solid ${vars.color.brand}`, borderRadius: vars.radius.sm, padding: vars.space.md, display: "grid", gap: vars.space.xs });
export const offerName = style({ margin: 0, fontSize: vars.font.sizeXs, fontWeight: 600, color: vars.color.brandDark, textTransform: "uppercase", letterSpacing: "0.04em" });
export const offerSummary = style({ margin: 0, fontWeight: 600, color: vars.color.ink });
