import { globalStyle, style } from "@vanilla-extract/css";
import { PHONE } from "~/styles/media";
import { vars } from "~/styles/theme.css";

export const titleRow = style({ display: "flex", justifyContent: "space-between", alignItems: "flex-start", gap: vars.space.xl, margin: `${vars.space.sm} 0 ${vars.space.lg}` });
export const h1 = style({ fontSize: vars.font.sizeXxl, margin: 0, lineHeight: 1.25 });
export const en = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.muted });
export const address = style({ margin: `${vars.space.sm} 0 0`, color: vars.color.inkSoft });
export const tags = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, listStyle: "none", margin: `${vars.space.md} 0 0`, padding: 0 });
export const tag = style({ fontSize: vars.font.sizeXs, padding: `2px ${vars.space.sm}`, borderRadius: vars.radius.sm, background: vars.color.brandSoft, color: vars.color.brandDark });
export const priceBox = style({ display: "flex", flexDirection: "column", alignItems: "flex-end", gap: vars.space.md, flexShrink: 0 });
export const priceLine = style({ margin: 0, display: "flex", alignItems: "baseline", gap: vars.space.xs });
export const priceFrom = style({ color: vars.color.muted });
export const priceBig = style({ fontSize: 30, color: vars.color.brandDark, lineHeight: 1 });
export const priceUnit = style({ color: vars.color.muted });
export const actions = style({ display: "flex", gap: vars.space.sm, alignItems: "center" });
export const cta = style({
  display: "inline-flex",
  alignItems: "center",
  height: 40,
  padding: `0 ${vars.space.xl}`,
  borderRadius: vars.radius.round,
  background: vars.color.brandDark,
  color: "#fff",
  fontWeight: 600,
  textDecoration: "none",
  selectors: { "&:hover": { background: vars.color.brand } },
});

export const gallery = style({
  position: "relative",
  display: "grid",
  gridTemplateColumns: "2fr 1fr 1fr",
  gridTemplateRows: "1fr 1fr",
  gap: vars.space.sm,
  height: 460,
  borderRadius: vars.radius.lg,
  overflow: "hidden",
});
export const gallerySingle = style([gallery, { gridTemplateColumns: "1fr", gridTemplateRows: "1fr" }]);
/** Fewer than five photos fill the frame too: no empty cell at any count. */
export const galleryTwo = style([gallery, { gridTemplateColumns: "2fr 1fr" }]);
globalStyle(`${galleryTwo} > a:nth-child(2)`, { gridRow: "1 / 3" });
export const galleryThree = style([gallery, { gridTemplateColumns: "2fr 1fr", gridTemplateRows: "1fr 1fr" }]);
export const galleryFour = style([gallery]);
globalStyle(`${galleryFour} > a:nth-child(4)`, { gridColumn: "2 / 4" });
export const galleryMain = style({ gridRow: "1 / 3", display: "block", overflow: "hidden", background: vars.color.surfaceAlt });
export const galleryItem = style({ display: "block", overflow: "hidden", background: vars.color.surfaceAlt });
export const galleryImg = style({ display: "block", width: "100%", height: "100%", objectFit: "cover", transition: "transform .3s", selectors: { "a:hover &": { transform: "scale(1.03)" } } });
export const galleryAll = style({
  position: "absolute",
  right: vars.space.lg,
  bottom: vars.space.lg,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.round,
  background: "rgba(255,255,255,.95)",
  color: vars.color.ink,
  fontWeight: 600,
  textDecoration: "none",
  boxShadow: vars.shadow.card,
});

export const sectionNav = style({
  position: "sticky",
  top: 0,
  zIndex: 10,
  display: "flex",
  gap: vars.space.xl,
  margin: `${vars.space.xl} 0 0`,
  padding: `${vars.space.md} 0`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.line}`,
});
export const sectionLink = style({ color: vars.color.inkSoft, textDecoration: "none", fontWeight: 600, selectors: { "&:hover": { color: vars.color.brandDark } } });
export const columns = style({ display: "flex", gap: vars.space.xxl });
export const main = style({ flex: 1, minWidth: 0 });
export const section = style({ paddingTop: vars.space.xxl, scrollMarginTop: 56 });
export const text = style({ margin: `${vars.space.sm} 0`, color: vars.color.inkSoft, lineHeight: 1.8 });
export const h3 = style({ fontSize: vars.font.sizeLg, margin: `${vars.space.lg} 0 ${vars.space.sm}` });

export const group = style({ marginTop: vars.space.lg, border: `1px solid ${vars.color.line}`, borderRadius: vars.radius.lg, overflow: "hidden" });
export const groupHead = style({ display: "flex", justifyContent: "space-between", alignItems: "center", padding: `${vars.space.md} ${vars.space.lg}`, background: vars.color.surfaceAlt });
export const groupMeta = style({ color: vars.color.inkSoft, fontSize: vars.font.sizeSm });
export const roomList = style({ listStyle: "none", margin: 0, padding: 0 });
export const groupMore = style({
  display: "block",
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.line}`,
  color: vars.color.link,
  fontWeight: 600,
  textAlign: "center",
  textDecoration: "none",
  selectors: { "&:hover": { textDecoration: "underline" } },
});
export const room = style({ display: "flex", gap: vars.space.lg, alignItems: "center", padding: vars.space.lg, borderTop: `1px solid ${vars.color.line}` });
export const roomImg = style({ width: 120, height: 80, objectFit: "cover", borderRadius: vars.radius.md, display: "block", background: vars.color.surfaceAlt });
export const roomBody = style({ flex: 1, minWidth: 0 });
export const roomName = style({ margin: 0, fontSize: vars.font.sizeLg });
export const roomLink = style({ color: vars.color.ink, textDecoration: "none", selectors: { "&:hover": { color: vars.color.brandDark, textDecoration: "underline" } } });
export const roomFacts = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.inkSoft, fontSize: vars.font.sizeSm });
export const roomSide = style({ display: "flex", flexDirection: "column", alignItems: "flex-end", gap: vars.space.xs, flexShrink: 0 });
export const roomPrice = style({ margin: 0, fontSize: vars.font.sizeLg, color: vars.color.brandDark });
export const roomStock = style({ margin: 0, fontSize: vars.font.sizeXs, color: vars.color.success });
export const roomSoldOut = style({ margin: 0, fontSize: vars.font.sizeXs, color: vars.color.inkSoft });
export const roomActions = style({ display: "flex", gap: vars.space.sm });
const button = style({ display: "inline-flex", alignItems: "center", height: 32, padding: `0 ${vars.space.lg}`, borderRadius: vars.radius.round, fontWeight: 600, textDecoration: "none", fontSize: vars.font.sizeSm });
export const primary = style([button, { background: vars.color.brandDark, color: "#fff", selectors: { "&:hover": { background: vars.color.brand } } }]);
export const secondary = style([button, { border: `1px solid ${vars.color.line}`, color: vars.color.ink, selectors: { "&:hover": { borderColor: vars.color.brand } } }]);

export const facilities = style({ display: "grid", gridTemplateColumns: "repeat(4, minmax(0,1fr))", gap: vars.space.md, listStyle: "none", margin: `${vars.space.md} 0 0`, padding: 0 });
export const facility = style({ display: "flex", alignItems: "center", gap: vars.space.sm, padding: `${vars.space.sm} ${vars.space.md}`, borderRadius: vars.radius.md, background: vars.color.surfaceAlt });
export const check = style({ color: vars.color.success, fontWeight: 700 });
export const distances = style({ listStyle: "none", margin: 0, padding: 0, border: `1px solid ${vars.color.line}`, borderRadius: vars.radius.md });
export const distance = style({ display: "flex", justifyContent: "space-between", gap: vars.space.lg, padding: `${vars.space.md} ${vars.space.lg}`, selectors: { "& + &": { borderTop: `1px solid ${vars.color.line}` } } });
export const schoolLink = style({ color: vars.color.link, fontWeight: 600 });
export const distanceMeta = style({ color: vars.color.inkSoft, fontSize: vars.font.sizeSm, whiteSpace: "nowrap" });
export const policies = style({ display: "grid", gridTemplateColumns: "repeat(3, minmax(0,1fr))", gap: vars.space.lg, margin: `${vars.space.md} 0 0` });
export const policy = style({ padding: vars.space.lg, borderRadius: vars.radius.md, border: `1px solid ${vars.color.line}` });
export const policyTerm = style({ fontWeight: 700, marginBottom: vars.space.xs });
export const policyText = style({ margin: 0, color: vars.color.inkSoft, lineHeight: 1.7 });
export const faq = style({ borderBottom: `1px solid ${vars.color.line}`, padding: `${vars.space.md} 0` });
export const faqQ = style({ cursor: "pointer", fontWeight: 600 });
export const faqA = style({ margin: `${vars.space.sm} 0 0`, color: vars.color.inkSoft, lineHeight: 1.7 });

export const attrs = style({ display: "grid", gridTemplateColumns: "repeat(2, minmax(0,1fr))", gap: 0, margin: `${vars.space.md} 0 0`, border: `1px solid ${vars.color.line}`, borderRadius: vars.radius.md, overflow: "hidden" });
export const attr = style({ display: "flex", justifyContent: "space-between", gap: vars.space.md, padding: `${vars.space.sm} ${vars.space.lg}`, borderBottom: `1px solid ${vars.color.line}` });
export const attrName = style({ color: vars.color.muted });
export const attrValue = style({ margin: 0, fontWeight: 600, textAlign: "right" });
export const applyBox = style({ marginTop: vars.space.xxl, padding: vars.space.xl, borderRadius: vars.radius.lg, background: vars.color.brandSoft, display: "flex", alignItems: "center", justifyContent: "space-between", gap: vars.space.xl, scrollMarginTop: 24 });

/*
 * The phone layout of the apartment and room pages: the title over the price, the gallery a
 * row of full-width photos that swipe (scroll snap), one column of rooms, facilities and
 * policies, buttons a thumb's size, and the apply action held at the bottom of the screen.
 */
const phone = (rules: Parameters<typeof globalStyle>[1]) => ({ "@media": { [PHONE]: rules } });
globalStyle(titleRow, phone({ flexDirection: "column", gap: vars.space.md }));
globalStyle(priceBox, phone({ alignItems: "stretch", width: "100%" }));
globalStyle(`${priceBox} > *`, phone({ flexWrap: "wrap" }));
globalStyle(actions, phone({ justifyContent: "stretch" }));
globalStyle(`${actions} > *`, phone({ flex: 1, justifyContent: "center", minHeight: 44 }));
globalStyle(cta, phone({ height: 44, justifyContent: "center" }));
globalStyle(`${gallery}, ${gallerySingle}, ${galleryTwo}, ${galleryThree}, ${galleryFour}`, phone({
  display: "flex",
  height: "auto",
  gap: 0,
  overflowX: "auto",
  overflowY: "hidden",
  scrollSnapType: "x mandatory",
  overscrollBehaviorX: "contain",
  scrollbarWidth: "none",
  margin: `0 calc(-1 * ${vars.space.lg})`,
  borderRadius: 0,
}));
globalStyle(`${galleryMain}, ${galleryItem}`, phone({ flex: "0 0 100%", aspectRatio: "3 / 2", scrollSnapAlign: "start", gridRow: "auto", gridColumn: "auto" }));
globalStyle(`${galleryTwo} > a:nth-child(2), ${galleryFour} > a:nth-child(4)`, phone({ gridRow: "auto", gridColumn: "auto" }));
globalStyle(galleryAll, phone({ position: "sticky", right: "auto", left: 0, flex: "none", alignSelf: "flex-end", margin: `0 0 ${vars.space.md} calc(-100% + ${vars.space.md})`, minHeight: 44, display: "inline-flex", alignItems: "center", whiteSpace: "nowrap" }));
globalStyle(sectionNav, phone({ gap: vars.space.lg, overflowX: "auto", scrollbarWidth: "none", margin: `${vars.space.lg} calc(-1 * ${vars.space.lg}) 0`, padding: `0 ${vars.space.lg}` }));
globalStyle(sectionLink, phone({ display: "inline-flex", alignItems: "center", minHeight: 44, whiteSpace: "nowrap" }));
globalStyle(columns, phone({ flexDirection: "column", gap: vars.space.lg }));
globalStyle(section, phone({ paddingTop: vars.space.xl }));
globalStyle(groupHead, phone({ flexWrap: "wrap", gap: vars.space.xs }));
globalStyle(groupMore, phone({ minHeight: 44, display: "flex", alignItems: "center", justifyContent: "center" }));
globalStyle(room, phone({ flexWrap: "wrap", alignItems: "flex-start", gap: vars.space.md, padding: vars.space.md }));
globalStyle(roomImg, phone({ width: 96, height: 64 }));
globalStyle(roomSide, phone({ flex: "1 1 100%", flexDirection: "row", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between" }));
// A touch target is 44 px both ways, whatever the length of its word ("申请" is narrower than that).
globalStyle(`${primary}, ${secondary}`, phone({ height: 44, minWidth: 44, justifyContent: "center", fontSize: vars.font.sizeMd }));
globalStyle(facilities, phone({ gridTemplateColumns: "repeat(2, minmax(0,1fr))", gap: vars.space.sm }));
globalStyle(distance, phone({ flexWrap: "wrap", gap: vars.space.xs, padding: `${vars.space.md}` }));
globalStyle(distanceMeta, phone({ whiteSpace: "normal" }));
globalStyle(policies, phone({ gridTemplateColumns: "minmax(0,1fr)", gap: vars.space.md }));
globalStyle(faqQ, phone({ minHeight: 44, display: "flex", alignItems: "center" }));
globalStyle(attrs, phone({ gridTemplateColumns: "minmax(0,1fr)" }));
/* The apply box keeps its action at the bottom of the screen while the room's details scroll by. */
globalStyle(`${applyBox}:has(a)`, phone({ position: "sticky", bottom: 0, zIndex: 15, flexDirection: "row", flexWrap: "wrap", gap: vars.space.sm, padding: vars.space.md, borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`, margin: `${vars.space.xl} calc(-1 * ${vars.space.lg}) 0`, boxShadow: vars.shadow.pop }));
globalStyle(`${applyBox} p`, phone({ display: "none" }));
globalStyle(`${applyBox} h2`, phone({ fontSize: vars.font.sizeLg, margin: 0 }));
globalStyle(`${applyBox} > :last-child`, phone({ flex: "1 1 auto", justifyContent: "center" }));
