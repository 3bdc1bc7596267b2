import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { onPhone } from "~/styles/media";
import { vars } from "~/styles/theme.css";

/** The online service page: hours panel, conversation list, thread and message form. */
export const hours = style({ display: "grid", gap: vars.space.xs, padding: vars.space.lg, borderRadius: vars.radius.md, background: vars.color.surfaceAlt });
export const stateBase = style({ display: "inline-flex", alignItems: "center", gap: vars.space.xs, fontWeight: 600 });
export const state = styleVariants({
  online: [stateBase, { color: vars.color.success }],
  offline: [stateBase, { color: vars.color.inkSoft }],
});
export const dot = style({ width: 8, height: 8, borderRadius: vars.radius.round, background: "currentColor", display: "inline-block" });

export const desk = style({ display: "grid", gridTemplateColumns: "240px minmax(0, 1fr)", gap: vars.space.xl, alignItems: "start" });
export const convList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.xs });
export const convLink = style({
  display: "grid",
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.line}`,
  color: vars.color.ink,
  textDecoration: "none",
  selectors: {
    "&:hover": { background: vars.color.surfaceAlt },
    '&[aria-current="page"]': { borderColor: vars.color.brand, background: vars.color.brandSoft },
  },
});
export const convTitle = style({ fontWeight: 600, fontSize: vars.font.sizeMd, overflowWrap: "anywhere" });
export const convMeta = style({ display: "flex", gap: vars.space.sm, flexWrap: "wrap", fontSize: vars.font.sizeXs, color: vars.color.inkSoft });
export const unread = style({
  color: vars.color.surface,
  background: vars.color.brandStrong,
  borderRadius: vars.radius.round,
  padding: `0 ${vars.space.sm}`,
  fontWeight: 600,
});
export const preview = style({ fontSize: vars.font.sizeXs, color: vars.color.inkSoft, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" });

export const thread = style({
  padding: vars.space.md,
  maxHeight: "480px",
  overflowY: "auto",
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
});
export const messages = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.md });
const bubbleBase = style({ maxWidth: "80%", padding: `${vars.space.sm} ${vars.space.md}`, borderRadius: vars.radius.md, display: "grid", gap: vars.space.xxs });
export const bubble = styleVariants({
  student: [bubbleBase, { justifySelf: "end", background: vars.color.brandSoft }],
  staff: [bubbleBase, { justifySelf: "start", background: vars.color.surface, border: `1px solid ${vars.color.line}` }],
});
export const who = style({ fontSize: vars.font.sizeXs, color: vars.color.inkSoft });
export const text = style({ margin: 0, whiteSpace: "pre-wrap", overflowWrap: "anywhere", color: vars.color.ink });
export const liveLine = style({
  display: "flex",
  gap: vars.space.md,
  alignItems: "center",
  flexWrap: "wrap",
  fontSize: vars.font.sizeSm,
  color: vars.color.muted,
});
export const notice = style({ margin: 0, padding: vars.space.md, borderRadius: vars.radius.sm, background: vars.color.surfaceAlt, color: vars.color.inkSoft });

globalStyle(desk, onPhone({ gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space.lg }));
globalStyle(convLink, onPhone({ minHeight: 44 }));
