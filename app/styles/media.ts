/**
 * The two layouts. Below 768px every page has its phone layout: one column, the width of the
 * screen, nothing wider than it. From 768px up the desktop layout, whose minimum width is
 * 1060px (narrower windows, tablets included, scroll sideways as they always did). Components
 * add their phone rules under PHONE and leave their desktop rules untouched.
 */
export const PHONE = "screen and (max-width: 767px)";
export const DESKTOP = "screen and (min-width: 768px)";

/**
 * The first clause of an image's `sizes` when the phone layout shows it the width of the screen
 * (cards one per row, the swiping gallery): without it a phone picks the desktop column's small
 * file and stretches it.
 */
export const PHONE_FULL_WIDTH = "(max-width: 767px) 100vw";

/** A style's phone rules: `style({ ...desktop, ...onPhone({ ... }) })` or `globalStyle(sel, onPhone({ ... }))`. */
export function onPhone<T>(rules: T): { "@media": Record<string, T> } {
  return { "@media": { [PHONE]: rules } };
}
