import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { onPhone } from "~/styles/media";
import { vars } from "~/styles/theme.css";

/** The /user area and the student pages: sidebar layout, cards, lists, status badges. */
export const page = style({
  maxWidth: vars.layout.contentWidth,
  margin: "0 auto",
  padding: `${vars.space.xl} ${vars.space.xl} ${vars.space.xxxl}`,
  display: "grid",
  gridTemplateColumns: "200px 1fr",
  gap: vars.space.xl,
  alignItems: "start",
});
export const narrowPage = style({
  maxWidth: "880px",
  margin: "0 auto",
  padding: `${vars.space.xl} ${vars.space.xl} ${vars.space.xxxl}`,
  display: "grid",
  gap: vars.space.xl,
});
export const sidebar = style({
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  padding: vars.space.md,
  position: "sticky",
  top: vars.space.lg,
});
export const sideUser = style({ display: "flex", alignItems: "center", gap: vars.space.sm, padding: vars.space.sm, borderBottom: `1px solid ${vars.color.line}`, marginBottom: vars.space.sm });
export const sideAvatar = style({ width: "40px", height: "40px", borderRadius: vars.radius.round, objectFit: "cover", background: vars.color.surfaceAlt });
export const sideName = style({ fontWeight: 600, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" });
export const navList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.xxs });
export const navGroup = style({ borderTop: `1px solid ${vars.color.line}`, marginTop: vars.space.sm, paddingTop: vars.space.sm });
export const navIcon = style({ flex: "none" });
export const navLink = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  width: "100%",
  background: "none",
  border: 0,
  font: "inherit",
  textAlign: "left",
  cursor: "pointer",
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.inkSoft,
  textDecoration: "none",
  fontSize: vars.font.sizeMd,
  selectors: {
    "&:hover": { background: vars.color.surfaceAlt, color: vars.color.ink },
    '&[aria-current="page"]': { background: vars.color.brandSoft, color: vars.color.brandDark, fontWeight: 600 },
  },
});
export const content = style({ display: "grid", gap: vars.space.xl, minWidth: 0 });
export const card = style({
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  padding: vars.space.xl,
  display: "grid",
  gap: vars.space.lg,
  minWidth: 0,
});
export const title = style({ margin: 0, fontSize: vars.font.sizeXl, color: vars.color.ink });
export const subTitle = style({ margin: 0, fontSize: vars.font.sizeLg, color: vars.color.ink });
export const muted = style({ color: vars.color.muted, fontSize: vars.font.sizeSm, margin: 0 });
export const headRow = style({ display: "flex", justifyContent: "space-between", alignItems: "center", gap: vars.space.md, flexWrap: "wrap" });
export const tabs = style({ display: "flex", gap: vars.space.sm, borderBottom: `1px solid ${vars.color.line}` });
export const tab = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  textDecoration: "none",
  color: vars.color.inkSoft,
  borderBottom: "2px solid transparent",
  marginBottom: "-1px",
  selectors: { '&[aria-current="page"]': { color: vars.color.brand, borderBottomColor: vars.color.brand, fontWeight: 600 } },
});
export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.md });
export const item = style({
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  display: "grid",
  gridTemplateColumns: "96px 1fr auto",
  gap: vars.space.lg,
  alignItems: "center",
});
/** A list item without a picture (a find-a-house request). */
export const itemText = style([item, { gridTemplateColumns: "1fr auto" }]);
/** A feedback with its replies (My feedback). */
export const feedbackItem = style({ border: `1px solid ${vars.color.line}`, borderRadius: vars.radius.md, padding: vars.space.lg, display: "grid", gap: vars.space.sm });
/** Text a person wrote, line breaks kept, long words wrapped. */
export const prose = style({ margin: 0, color: vars.color.ink, whiteSpace: "pre-wrap", overflowWrap: "anywhere" });
/** A staff reply, set off from the feedback it answers. */
export const reply = style({ borderLeft: `3px solid ${vars.color.brand}`, background: vars.color.surfaceAlt, borderRadius: vars.radius.sm, padding: `${vars.space.sm} ${vars.space.md}`, display: "grid", gap: vars.space.xxs });
export const thumb = style({ width: "96px", height: "72px", objectFit: "cover", borderRadius: vars.radius.sm, background: vars.color.surfaceAlt });
export const itemTitle = style({ margin: 0, fontSize: vars.font.sizeLg, fontWeight: 600 });
export const link = style({ color: vars.color.link, textDecoration: "none", selectors: { "&:hover": { textDecoration: "underline" } } });
export const facts = style({ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(220px, 1fr))", gap: `${vars.space.sm} ${vars.space.xl}`, margin: 0 });
export const fact = style({ display: "grid", gap: vars.space.xxs, margin: 0 });
export const factLabel = style({ color: vars.color.muted, fontSize: vars.font.sizeXs });
export const factValue = style({ margin: 0, color: vars.color.ink, fontSize: vars.font.sizeMd, overflowWrap: "anywhere" });
export const timeline = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.sm, borderLeft: `2px solid ${vars.color.line}`, paddingLeft: vars.space.lg });
export const empty = style({ textAlign: "center", padding: `${vars.space.xxxl} ${vars.space.lg}`, color: vars.color.muted, display: "grid", gap: vars.space.md, justifyItems: "center" });
export const badgeBase = style({ display: "inline-block", padding: `${vars.space.xxs} ${vars.space.sm}`, borderRadius: vars.radius.round, fontSize: vars.font.sizeXs, fontWeight: 600, whiteSpace: "nowrap" });
export const badge = styleVariants({
  neutral: [badgeBase, { background: vars.color.surfaceAlt, color: vars.color.inkSoft }],
  progress: [badgeBase, { background: "#e8f0fe", color: vars.color.focus }],
  good: [badgeBase, { background: "#e8f5ee", color: vars.color.success }],
  bad: [badgeBase, { background: "#fdecea", color: vars.color.danger }],
  waiting: [badgeBase, { background: vars.color.brandSoft, color: vars.color.brandDark }],
});
export const cardsGrid = style({ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(260px, 1fr))", gap: vars.space.lg });
export const chips = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, listStyle: "none", margin: 0, padding: 0 });
export const chip = style({
  display: "inline-block",
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.round,
  border: `1px solid ${vars.color.line}`,
  color: vars.color.inkSoft,
  textDecoration: "none",
  fontSize: vars.font.sizeSm,
  selectors: { '&[aria-current="true"]': { borderColor: vars.color.brand, color: vars.color.brand, background: vars.color.brandSoft } },
});
export const avatarRow = style({ display: "flex", alignItems: "center", gap: vars.space.xl });
export const avatarBig = style({ width: "88px", height: "88px", borderRadius: vars.radius.round, objectFit: "cover", background: vars.color.surfaceAlt, border: `1px solid ${vars.color.line}` });
export const settingRow = style({ display: "grid", gridTemplateColumns: "160px 1fr", gap: vars.space.lg, alignItems: "start", paddingBottom: vars.space.lg, borderBottom: `1px solid ${vars.color.line}` });
export const hero = style({
  background: `linear-gradient(135deg, ${vars.color.brandSoft}, ${vars.color.surface})`,
  borderRadius: vars.radius.lg,
  padding: vars.space.xxl,
  display: "grid",
  gap: vars.space.sm,
});
export const heroTitle = style({ margin: 0, fontSize: vars.font.sizeXxl, color: vars.color.ink });
export const pager = style({ display: "flex", gap: vars.space.md, justifyContent: "center", alignItems: "center" });

/* The phone layout of the student's corner: the menu above the page as a row that scrolls in itself, one column below. */
globalStyle(`${page}, ${narrowPage}`, onPhone({ display: "block", padding: `${vars.space.md} ${vars.space.lg} ${vars.space.xxl}` }));
globalStyle(sidebar, onPhone({ position: "static", marginBottom: vars.space.lg, padding: vars.space.sm }));
globalStyle(navList, onPhone({ display: "flex", overflowX: "auto", gap: vars.space.xs, scrollbarWidth: "thin" }));
globalStyle(`${navList} > li`, onPhone({ flex: "none" }));
globalStyle(navGroup, onPhone({ marginTop: vars.space.xs, paddingTop: vars.space.xs }));
globalStyle(navLink, onPhone({ minHeight: 44, whiteSpace: "nowrap" }));
globalStyle(card, onPhone({ padding: vars.space.lg }));
globalStyle(facts, onPhone({ gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)", gap: vars.space.sm }));
globalStyle(cardsGrid, onPhone({ gridTemplateColumns: "minmax(0, 1fr)" }));
globalStyle(settingRow, onPhone({ gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space.sm }));
globalStyle(hero, onPhone({ padding: vars.space.lg }));
globalStyle(heroTitle, onPhone({ fontSize: vars.font.sizeXl }));
globalStyle(chip, onPhone({ display: "inline-flex", alignItems: "center", minHeight: 44 }));
globalStyle(avatarRow, onPhone({ flexWrap: "wrap", gap: vars.space.md }));
globalStyle(item, onPhone({ gridTemplateColumns: "72px minmax(0, 1fr)", gap: vars.space.md, padding: vars.space.md }));
globalStyle(`${item} > :nth-child(3)`, onPhone({ gridColumn: "1 / -1" }));
globalStyle(thumb, onPhone({ width: 72, height: 54 }));
