import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const wrap = style({ display: "flex", gap: vars.space.sm, fontSize: vars.font.sizeSm, whiteSpace: "nowrap" });
export const link = style({ color: vars.color.inkSoft, textDecoration: "none", selectors: { "&:hover": { color: vars.color.brand } } });
export const current = style([link, { color: vars.color.brandDark, fontWeight: 600 }]);
