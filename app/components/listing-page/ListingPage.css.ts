import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const head = style({ display: "flex", alignItems: "flex-end", justifyContent: "space-between", marginBottom: vars.space.lg });
export const count = style({ margin: 0, color: vars.color.inkSoft });
export const results = style({ marginTop: vars.space.xl, transition: "opacity .15s" });
export const resultsLoading = style([results, { opacity: 0.5, pointerEvents: "none" }]);
