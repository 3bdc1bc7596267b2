import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const head = style({ display: "flex", alignItems: "flex-end", justifyContent: "space-between", marginBottom: vars.space.lg });
export const count = style({ margin: 0, color: vars.color.inkSoft });
export const results = style({ marginTop: vars.space.xl, transition: "opacity .15s" });
export const resultsLoading = style([results, { opacity: 0.5, pointerEvents: "none" }]);

/** The list/map toggle. */
export const viewToggle = style({ display: "inline-flex", border: `1px solid ${vars.color.line}`, borderRadius: vars.radius.round, overflow: "hidden", margin: `${vars.space.md} 0 0` });
const viewLink = style({ padding: `${vars.space.xs} ${vars.space.lg}`, fontSize: vars.font.sizeMd, textDecoration: "none", fontWeight: 600 });
export const viewOn = style([viewLink, { background: vars.color.brandStrong, color: "#fff" }]);
export const viewOff = style([viewLink, { background: vars.color.surface, color: vars.color.ink, selectors: { "&:hover": { background: vars.color.brandSoft } } }]);
