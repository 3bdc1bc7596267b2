import { globalStyle, style } from "@vanilla-extract/css";
import { onPhone } from "~/styles/media";
import { vars } from "~/styles/theme.css";

export const topBar = style({ display: "flex", alignItems: "center", justifyContent: "space-between", height: 56 });
export const logo = style({ display: "flex", alignItems: "center", gap: vars.space.sm, color: "#fff", fontWeight: 700, fontSize: vars.font.sizeXl, textDecoration: "none" });
export const topActions = style({ display: "flex", alignItems: "center", gap: vars.space.lg });
export const login = style({
  padding: `${vars.space.xs} ${vars.space.lg}`,
  borderRadius: vars.radius.round,
  border: "1px solid rgba(255,255,255,.7)",
  color: "#fff",
  textDecoration: "none",
  selectors: { "&:hover": { background: "rgba(255,255,255,.12)" } },
});
export const heroBody = style({ padding: `${vars.space.xxxl} 0 ${vars.space.lg}` });

export const schoolGrid = style({ display: "grid", gridTemplateColumns: "repeat(4, minmax(0,1fr))", gap: vars.space.lg, listStyle: "none", margin: 0, padding: 0 });
export const school = style({
  display: "flex",
  flexDirection: "column",
  gap: 2,
  height: "100%",
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.line}`,
  color: vars.color.ink,
  textDecoration: "none",
  selectors: { "&:hover": { borderColor: vars.color.brand, boxShadow: vars.shadow.card } },
});
export const schoolName = style({ fontWeight: 700, fontSize: vars.font.sizeLg, lineHeight: 1.35 });
export const schoolMeta = style({ color: vars.color.muted, fontSize: vars.font.sizeSm });
export const schoolCount = style({ marginTop: "auto", paddingTop: vars.space.sm, color: vars.color.brandDark, fontSize: vars.font.sizeSm, fontWeight: 600 });

export const promoGrid = style({ display: "grid", gridTemplateColumns: "repeat(2, minmax(0,1fr))", gap: vars.space.xl, listStyle: "none", margin: `${vars.space.lg} 0 0`, padding: 0 });
export const promo = style({ position: "relative", display: "flex", alignItems: "flex-end", height: 200, borderRadius: vars.radius.lg, overflow: "hidden", color: "#fff", textDecoration: "none", background: vars.color.dark });
export const promoImg = style({ position: "absolute", inset: 0, width: "100%", height: "100%", objectFit: "cover" });
export const promoShade = style({ position: "absolute", inset: 0, background: "linear-gradient(90deg, rgba(0,0,0,.7), rgba(0,0,0,.1))" });
export const promoText = style({ position: "relative", display: "flex", flexDirection: "column", gap: vars.space.xs, padding: vars.space.xl, maxWidth: "75%" });
export const promoTitle = style({ fontSize: vars.font.sizeXl, fontWeight: 700 });

/** The language switch on the dark hero: light text. */
export const onDark = style({});
globalStyle(`${onDark} a`, { color: "#e7eaf0" });
globalStyle(`${onDark} a[aria-current]`, { color: "#fff", textDecoration: "underline", textUnderlineOffset: 4 });

/* A phone: two schools a row, one promotion a row. */
globalStyle(topBar, onPhone({ flexWrap: "wrap", height: "auto", minHeight: 56, gap: vars.space.sm }));
globalStyle(topActions, onPhone({ flexWrap: "wrap", gap: vars.space.sm }));
globalStyle(heroBody, onPhone({ padding: `${vars.space.xl} 0 ${vars.space.md}` }));
globalStyle(schoolGrid, onPhone({ gridTemplateColumns: "repeat(2, minmax(0,1fr))", gap: vars.space.md }));
globalStyle(promoGrid, onPhone({ gridTemplateColumns: "minmax(0,1fr)", gap: vars.space.md }));
globalStyle(promoText, onPhone({ maxWidth: "100%", padding: vars.space.lg }));
