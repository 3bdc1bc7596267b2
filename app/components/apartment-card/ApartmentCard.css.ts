import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const card = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  overflow: "hidden",
  boxShadow: vars.shadow.card,
  transition: "transform .15s ease, box-shadow .15s ease",
  selectors: { "&:hover": { transform: "translateY(-2px)", boxShadow: vars.shadow.pop } },
});
export const media = style({ position: "relative", aspectRatio: "3 / 2", background: vars.color.surfaceAlt });
export const photo = style({ display: "block", width: "100%", height: "100%", objectFit: "cover" });
export const price = style({
  position: "absolute",
  left: vars.space.md,
  bottom: vars.space.md,
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.round,
  background: "rgba(29,35,48,.88)",
  color: "#fff",
  fontSize: vars.font.sizeSm,
});
export const priceFrom = style({ opacity: 0.85, fontSize: vars.font.sizeXs });
export const priceUnit = style({ opacity: 0.85, fontSize: vars.font.sizeXs, marginLeft: 2 });
export const fav = style({ position: "absolute", right: vars.space.md, top: vars.space.md, zIndex: 2 });
export const body = style({ padding: `${vars.space.md} ${vars.space.lg} ${vars.space.lg}`, display: "flex", flexDirection: "column", gap: vars.space.xs, flex: 1 });
export const title = style({ margin: 0, fontSize: vars.font.sizeLg, lineHeight: 1.35 });
export const titleLink = style({
  color: vars.color.ink,
  textDecoration: "none",
  selectors: {
    "&:hover": { color: vars.color.brandDark },
    // The whole card is clickable through the title link.
    "&::after": { content: '""', position: "absolute", inset: 0 },
  },
});
export const sub = style({ margin: 0, fontSize: vars.font.sizeXs, color: vars.color.muted, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" });
export const place = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.inkSoft });
export const distance = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.link });
export const tags = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs, listStyle: "none", margin: `${vars.space.xs} 0 0`, padding: 0 });
export const tag = style({ fontSize: vars.font.sizeXs, padding: `1px ${vars.space.sm}`, borderRadius: vars.radius.sm, background: vars.color.brandSoft, color: vars.color.brandDark });
export const available = style({ margin: `auto 0 0`, paddingTop: vars.space.sm, fontSize: vars.font.sizeXs, color: vars.color.success });
export const soldOut = style([available, { color: vars.color.muted }]);
/** "≈ ¥1,958/week · at the rate of 2026-11-21". */
export const cny = style({ margin: 0, fontSize: vars.font.sizeXs, color: vars.color.inkSoft });
