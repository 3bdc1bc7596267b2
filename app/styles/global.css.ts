import { globalStyle } from "@vanilla-extract/css";
import { DESKTOP, PHONE } from "./media";
import { vars } from "./theme.css";

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });
globalStyle("html, body", { margin: 0, padding: 0 });
globalStyle("body", {
  "@media": {
    // The desktop layout's minimum page width (1060px); a phone's page is as wide as its screen.
    [DESKTOP]: { minWidth: vars.layout.minWidth },
    // Long words, URLs and codes wrap instead of widening the page.
    [PHONE]: { overflowWrap: "anywhere" },
  },
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeight,
  color: vars.color.ink,
  background: vars.color.surface,
});
globalStyle("a", { color: vars.color.link });
globalStyle("a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible, textarea:focus-visible, summary:focus-visible", {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: "2px",
});
globalStyle("img", { maxWidth: "100%" });
globalStyle("h1, h2, h3", { lineHeight: 1.3 });
