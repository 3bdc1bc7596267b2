import { globalStyle, style } from "@vanilla-extract/css";
import { onPhone } from "~/styles/media";
import { vars } from "~/styles/theme.css";

/** Long documents: a title band, a sticky table of contents and a readable text column. */
export const band = style({
  background: `linear-gradient(180deg, ${vars.color.surfaceAlt} 0%, ${vars.color.surface} 100%)`,
  borderBottom: `1px solid ${vars.color.line}`,
});
export const heroBand = style({
  // Ends at brandStrong, not the brand orange, so white text keeps 4.5:1 contrast everywhere.
  background: `linear-gradient(120deg, ${vars.color.brandDark} 0%, ${vars.color.brandStrong} 100%)`,
  color: "#fff",
});
export const bandInner = style({
  maxWidth: vars.layout.contentWidth,
  margin: "0 auto",
  padding: `${vars.space.xxxl} ${vars.space.xl} ${vars.space.xxl}`,
});
export const eyebrow = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  fontWeight: 600,
  letterSpacing: ".04em",
  color: vars.color.brandDark,
  textTransform: "uppercase",
  selectors: { [`${heroBand} &`]: { color: "#fff" } },
});
export const title = style({
  margin: `${vars.space.sm} 0 ${vars.space.md}`,
  fontSize: vars.font.sizeXxl,
  fontWeight: 700,
  color: vars.color.ink,
  selectors: { [`${heroBand} &`]: { color: "#fff", fontSize: vars.font.sizeHero } },
});
export const summary = style({
  margin: 0,
  maxWidth: 760,
  fontSize: vars.font.sizeLg,
  color: vars.color.inkSoft,
  selectors: { [`${heroBand} &`]: { color: "#fff" } },
});
export const updated = style({ margin: `${vars.space.lg} 0 0`, fontSize: vars.font.sizeSm, color: vars.color.muted });

export const stats = style({
  display: "flex",
  gap: vars.space.xxxl,
  margin: `${vars.space.xl} 0 0`,
  padding: 0,
});
export const stat = style({ display: "flex", flexDirection: "column-reverse" });
export const statValue = style({ margin: 0, fontSize: vars.font.sizeXxl, fontWeight: 700, lineHeight: 1.2 });
export const statLabel = style({ fontSize: vars.font.sizeSm, opacity: 0.95 });
export const heroCta = style({
  display: "inline-block",
  marginTop: vars.space.xl,
  padding: `${vars.space.sm} ${vars.space.xl}`,
  borderRadius: vars.radius.round,
  background: "#fff",
  color: vars.color.brandDark,
  fontWeight: 600,
  textDecoration: "none",
  selectors: { "&:hover": { background: vars.color.brandSoft } },
});

export const body = style({
  display: "grid",
  gridTemplateColumns: "220px minmax(0, 1fr)",
  gap: vars.space.xxxl,
  maxWidth: vars.layout.contentWidth,
  margin: "0 auto",
  padding: `${vars.space.xxl} ${vars.space.xl} ${vars.space.xxxl}`,
  alignItems: "start",
});
export const toc = style({ position: "sticky", top: vars.space.xl, fontSize: vars.font.sizeSm });
export const tocTitle = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.font.sizeSm,
  fontWeight: 600,
  color: vars.color.muted,
});
export const tocList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  borderLeft: `2px solid ${vars.color.line}`,
});
export const tocLink = style({
  display: "block",
  padding: `${vars.space.xs} ${vars.space.md}`,
  marginLeft: -2,
  borderLeft: "2px solid transparent",
  color: vars.color.inkSoft,
  textDecoration: "none",
  selectors: { "&:hover": { color: vars.color.brandDark, borderLeftColor: vars.color.brand } },
});

export const article = style({ maxWidth: 780, fontSize: 15, lineHeight: 1.8, color: vars.color.ink });
export const section = style({
  scrollMarginTop: vars.space.xl,
  paddingBottom: vars.space.xl,
  marginBottom: vars.space.xl,
  borderBottom: `1px solid ${vars.color.line}`,
  selectors: { "&:last-of-type": { borderBottom: 0 } },
});
export const sectionTitle = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.font.sizeXl, fontWeight: 700 });
export const subTitle = style({ margin: `${vars.space.lg} 0 ${vars.space.xs}`, fontSize: vars.font.sizeLg, fontWeight: 600 });
export const paragraph = style({ margin: `0 0 ${vars.space.md}` });
export const list = style({ margin: `0 0 ${vars.space.md}`, paddingLeft: vars.space.xl });
globalStyle(`${list} li`, { marginBottom: vars.space.xs });
globalStyle(`${list} li::marker`, { color: vars.color.brand });
export const defs = style({
  display: "grid",
  gridTemplateColumns: "max-content 1fr",
  gap: `${vars.space.sm} ${vars.space.xl}`,
  margin: `0 0 ${vars.space.md}`,
});
export const defTerm = style({ fontWeight: 600, color: vars.color.inkSoft });
export const defText = style({ margin: 0 });

export const related = style({
  marginTop: vars.space.xl,
  padding: vars.space.xl,
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.md,
});
export const relatedTitle = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.font.sizeLg });
export const relatedList = style({ display: "flex", flexWrap: "wrap", gap: `${vars.space.sm} ${vars.space.xl}`, listStyle: "none", margin: 0, padding: 0 });

export const qrRow = style({ display: "flex", gap: vars.space.xxl, margin: `${vars.space.lg} 0` });
export const qrCard = style({
  margin: 0,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.lg,
  textAlign: "center",
  fontSize: vars.font.sizeSm,
  color: vars.color.inkSoft,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});
export const qrImage = style({ display: "block", width: 148, height: 148, margin: `0 auto ${vars.space.sm}` });
globalStyle(`${qrImage} svg`, { display: "block", width: "100%", height: "100%" });

/** The slim bar of pages that show neither the site header nor the footer. */
export const topBar = style({ borderBottom: `1px solid ${vars.color.line}`, background: vars.color.surface });
export const topBarInner = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  height: vars.layout.headerHeight,
  maxWidth: vars.layout.contentWidth,
  margin: "0 auto",
  padding: `0 ${vars.space.xl}`,
});
export const logo = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  fontWeight: 700,
  fontSize: vars.font.sizeXl,
  color: vars.color.brandDark,
  textDecoration: "none",
});
export const bottomBar = style({
  maxWidth: vars.layout.contentWidth,
  margin: "0 auto",
  padding: `${vars.space.lg} ${vars.space.xl} ${vars.space.xxl}`,
  display: "flex",
  justifyContent: "space-between",
  color: vars.color.muted,
  fontSize: vars.font.sizeSm,
  borderTop: `1px solid ${vars.color.line}`,
});
export const newTab = style({
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0,0,0,0)",
  whiteSpace: "nowrap",
});
export const defRow = style({ display: "contents" });

/* A phone: the contents above the text, one column, a smaller title. */
globalStyle(bandInner, onPhone({ padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.lg}` }));
globalStyle(title, onPhone({ fontSize: vars.font.sizeXl }));
globalStyle(`${heroBand} ${title}`, onPhone({ fontSize: vars.font.sizeXxl }));
globalStyle(stats, onPhone({ flexWrap: "wrap", gap: vars.space.lg }));
globalStyle(body, onPhone({ gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space.lg, padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xxl}` }));
globalStyle(toc, onPhone({ position: "static" }));
globalStyle(tocLink, onPhone({ padding: `${vars.space.sm} ${vars.space.md}`, minHeight: 44, display: "flex", alignItems: "center" }));
globalStyle(defs, onPhone({ gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space.xs }));
globalStyle(related, onPhone({ padding: vars.space.lg }));
globalStyle(qrRow, onPhone({ flexWrap: "wrap", gap: vars.space.lg }));
globalStyle(topBarInner, onPhone({ padding: `0 ${vars.space.lg}` }));
globalStyle(bottomBar, onPhone({ flexDirection: "column", gap: vars.space.sm, padding: `${vars.space.lg}` }));
globalStyle(`${article} table`, onPhone({ display: "block", overflowX: "auto" }));
