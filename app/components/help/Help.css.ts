import { globalStyle, style } from "@vanilla-extract/css";
import { onPhone } from "~/styles/media";
import { vars } from "~/styles/theme.css";

/** The help centre's pages (/help, its categories and questions). */
export const page = style({ maxWidth: vars.layout.contentWidth, margin: "0 auto", padding: `0 ${vars.space.xl} ${vars.space.xxxl}` });
export const hero = style({
  background: vars.color.brandSoft,
  borderRadius: vars.radius.lg,
  padding: `${vars.space.xxl} ${vars.space.xxl}`,
  margin: `${vars.space.lg} 0 ${vars.space.xl}`,
});
export const title = style({ fontSize: vars.font.sizeXxl, margin: `0 0 ${vars.space.sm}`, color: vars.color.ink });
export const lead = style({ margin: `0 0 ${vars.space.lg}`, color: vars.color.inkSoft, fontSize: vars.font.sizeLg });

export const searchForm = style({ position: "relative", display: "flex", gap: vars.space.sm, maxWidth: 720 });
export const searchInput = style({
  flex: 1,
  minWidth: 0,
  height: 44,
  padding: `0 ${vars.space.lg}`,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  fontSize: vars.font.sizeLg,
  fontFamily: "inherit",
  background: vars.color.surface,
  color: vars.color.ink,
});
export const searchButton = style({
  height: 44,
  padding: `0 ${vars.space.xl}`,
  border: 0,
  borderRadius: vars.radius.md,
  background: vars.color.brandStrong,
  color: "#fff",
  fontSize: vars.font.sizeLg,
  fontFamily: "inherit",
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.color.brandDark } },
});
export const instant = style({
  position: "absolute",
  top: 48,
  left: 0,
  right: 0,
  zIndex: 20,
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.pop,
  padding: vars.space.sm,
  maxHeight: 420,
  overflowY: "auto",
});
export const instantItem = style({
  display: "block",
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.ink,
  textDecoration: "none",
  selectors: { "&:hover, &:focus": { background: vars.color.brandSoft } },
});
export const instantNote = style({ margin: 0, padding: `${vars.space.sm} ${vars.space.md}`, color: vars.color.muted, fontSize: vars.font.sizeSm });
export const mark = style({ background: "#ffe3a3", color: "inherit", padding: 0, borderRadius: 2 });

export const layout = style({ display: "grid", gridTemplateColumns: "minmax(0, 1fr) 300px", gap: vars.space.xxl, alignItems: "start" });
export const sideNav = style({ position: "sticky", top: vars.space.lg, display: "grid", gap: vars.space.lg });
export const box = style({ border: `1px solid ${vars.color.line}`, borderRadius: vars.radius.md, padding: vars.space.lg, background: vars.color.surface });
export const boxTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.font.sizeLg, color: vars.color.ink });
export const boxFoot = style({ margin: `${vars.space.md} 0 0` });
export const plainList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.sm });
export const contactList = style([plainList, { marginTop: vars.space.md }]);
export const link = style({ color: vars.color.link, textDecoration: "none", selectors: { "&:hover": { textDecoration: "underline" }, '&[aria-current="page"]': { fontWeight: 700, color: vars.color.ink } } });
export const muted = style({ color: vars.color.muted, fontSize: vars.font.sizeSm, margin: 0 });

export const categoryGrid = style({ display: "grid", gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gap: vars.space.xl, listStyle: "none", margin: 0, padding: 0 });
export const categoryCard = style({ border: `1px solid ${vars.color.line}`, borderRadius: vars.radius.md, padding: vars.space.xl, display: "grid", gap: vars.space.sm, alignContent: "start" });
export const categoryName = style({ margin: 0, fontSize: vars.font.sizeXl });
export const sectionTitle = style({ fontSize: vars.font.sizeXl, margin: `${vars.space.xxl} 0 ${vars.space.lg}`, color: vars.color.ink });

export const results = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.md });
export const questionList = style([results, { marginTop: vars.space.xl }]);
export const section = style({ marginTop: vars.space.xxl });
export const result = style({ border: `1px solid ${vars.color.line}`, borderRadius: vars.radius.md, padding: vars.space.lg, display: "grid", gap: vars.space.xs });
export const resultTitle = style({ margin: 0, fontSize: vars.font.sizeLg });
export const snippet = style({ margin: 0, color: vars.color.inkSoft, lineHeight: vars.font.lineHeight });
export const empty = style({ border: `1px dashed ${vars.color.line}`, borderRadius: vars.radius.md, padding: vars.space.xl, display: "grid", gap: vars.space.md });
export const chips = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, listStyle: "none", margin: 0, padding: 0 });
export const chip = style({
  display: "inline-block",
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.round,
  color: vars.color.ink,
  textDecoration: "none",
  selectors: { "&:hover": { borderColor: vars.color.brand, color: vars.color.brand } },
});

export const article = style({ display: "grid", gap: vars.space.lg });
export const answer = style({ fontSize: vars.font.sizeLg, lineHeight: 1.8, color: vars.color.ink });
globalStyle(`${answer} p`, { margin: `0 0 ${vars.space.md}` });
// Links inside running text are underlined: colour alone does not tell them apart.
globalStyle(`${answer} a`, { textDecoration: "underline" });
globalStyle(`${answer} ul, ${answer} ol`, { margin: `0 0 ${vars.space.md}`, paddingLeft: vars.space.xl });
export const vote = style({ borderTop: `1px solid ${vars.color.line}`, paddingTop: vars.space.lg, display: "flex", alignItems: "center", flexWrap: "wrap", gap: vars.space.md });
export const voteForm = style({ display: "flex", gap: vars.space.sm });
export const voteQuestion = style({ margin: 0, fontWeight: 600, fontSize: vars.font.sizeLg });
export const voteButton = style({
  minWidth: 88,
  height: 36,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.round,
  background: vars.color.surface,
  color: vars.color.ink,
  fontSize: vars.font.sizeMd,
  fontFamily: "inherit",
  cursor: "pointer",
  selectors: { "&:hover:not(:disabled)": { borderColor: vars.color.brand, color: vars.color.brand } },
});
export const voteThanks = style({ margin: 0, color: vars.color.success, fontWeight: 600 });
export const voteError = style({ margin: 0, color: vars.color.danger });

/* A phone: one column, the side boxes under the answers. */
globalStyle(page, onPhone({ padding: `0 ${vars.space.lg} ${vars.space.xxl}` }));
globalStyle(hero, onPhone({ padding: vars.space.lg }));
globalStyle(title, onPhone({ fontSize: vars.font.sizeXl }));
globalStyle(searchForm, onPhone({ flexWrap: "wrap" }));
globalStyle(searchInput, onPhone({ fontSize: vars.font.sizeLg }));
globalStyle(layout, onPhone({ gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space.xl }));
globalStyle(categoryGrid, onPhone({ gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space.md }));
globalStyle(chip, onPhone({ display: "inline-flex", alignItems: "center", minHeight: 44 }));
globalStyle(voteButton, onPhone({ height: 44 }));
globalStyle(voteForm, onPhone({ flexWrap: "wrap" }));
