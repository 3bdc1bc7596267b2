import { globalStyle, keyframes, style } from "@vanilla-extract/css";
import { PHONE } from "~/styles/media";
import { vars } from "~/styles/theme.css";

/** Space kept between a dialog and the screen's edges (a 390px phone gets a 374px dialog). */
export const PHONE_MARGIN = 8;
const DIM = "rgba(17, 24, 39, 0.55)";
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/**
 * Modal (with JavaScript) it sits in the top layer over ::backdrop; open but not modal (the
 * server's HTML without JavaScript) it is fixed over the page, which a wide shadow dims.
 * Fixed and centred on the screen, so a phone showing the 1060px page sideways still sees it.
 * The look is given at zero specificity (:where), so a dialog's own class sets its padding,
 * layout and colours over it.
 */
export const panel = style({
  selectors: {
    "&:not([open])": { display: "none" },
    "&:not(:modal)": { boxShadow: `${vars.shadow.pop}, 0 0 0 100vmax ${DIM}` },
    "&::backdrop": { background: DIM, animation: `${fadeIn} .15s ease-out` },
  },
  // A phone: the whole screen (over the width the dialog asks for inline).
  "@media": { [PHONE]: { width: "100vw !important", maxWidth: "none !important", height: "100dvh", maxHeight: "none", margin: 0, borderRadius: 0 } },
});
globalStyle(`:where(${panel})`, {
  position: "fixed",
  inset: 0,
  zIndex: 100,
  margin: "auto",
  boxSizing: "border-box",
  width: "fit-content",
  height: "fit-content",
  maxWidth: `calc(100vw - ${PHONE_MARGIN * 2}px)`,
  maxHeight: `calc(100vh - ${PHONE_MARGIN * 4}px)`,
  overflowY: "auto",
  padding: 0,
  border: 0,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.ink,
  boxShadow: vars.shadow.pop,
  animation: `${fadeIn} .15s ease-out`,
});

/** The whole screen (the photo gallery). */
export const full = style({ selectors: { "&:not([open])": { display: "none" } } });
globalStyle(`:where(${full})`, {
  position: "fixed",
  inset: 0,
  zIndex: 100,
  margin: 0,
  boxSizing: "border-box",
  width: "100vw",
  height: "100vh",
  maxWidth: "none",
  maxHeight: "none",
  padding: 0,
  border: 0,
  overflow: "hidden",
});
