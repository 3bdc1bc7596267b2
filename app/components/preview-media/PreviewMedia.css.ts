import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** Inside the full-screen dialog (app/components/dialog). */
export const overlay = style({
  display: "flex",
  flexDirection: "column",
  background: "#0e1117",
  color: "#fff",
});
export const top = style({ display: "flex", alignItems: "center", gap: vars.space.xl, padding: `${vars.space.md} ${vars.space.xl}` });
export const title = style({ margin: 0, fontSize: vars.font.sizeLg, fontWeight: 600, flex: 1, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" });
export const counter = style({ margin: 0, color: "#d0d4dc", fontVariantNumeric: "tabular-nums" });
const round = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 48,
  height: 48,
  borderRadius: "50%",
  background: "rgba(255,255,255,.12)",
  color: "#fff",
  fontSize: 30,
  lineHeight: 1,
  textDecoration: "none",
  selectors: { "&:hover": { background: "rgba(255,255,255,.24)" } },
});
export const close = style([round]);
export const stage = style({ position: "relative", flex: 1, minHeight: 0, display: "flex", alignItems: "center", justifyContent: "center", padding: `0 88px` });
export const image = style({ display: "block", maxWidth: "100%", maxHeight: "calc(100vh - 200px)", width: "auto", height: "auto", objectFit: "contain", borderRadius: vars.radius.md });
export const prev = style([round, { position: "absolute", left: vars.space.xl, top: "50%", transform: "translateY(-50%)" }]);
export const next = style([round, { position: "absolute", right: vars.space.xl, top: "50%", transform: "translateY(-50%)" }]);
export const thumbs = style({ display: "flex", gap: vars.space.sm, justifyContent: "center", padding: vars.space.lg, overflowX: "auto" });
export const thumb = style({ display: "block", flexShrink: 0, width: 96, height: 64, borderRadius: vars.radius.sm, overflow: "hidden", opacity: 0.55, outlineOffset: 2, selectors: { "&:hover": { opacity: 1 } } });
export const thumbOn = style([thumb, { opacity: 1, boxShadow: `0 0 0 2px ${vars.color.brand}` }]);
export const thumbImg = style({ display: "block", width: "100%", height: "100%", objectFit: "cover" });
