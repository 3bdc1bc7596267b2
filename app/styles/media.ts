/**
 * A phone-sized screen. The page keeps its 1060px minimum width and scrolls sideways
 * on a phone; what must fit the screen itself (dialogs) uses this query, which follows the
 * device width.
 */
export const PHONE = "screen and (max-width: 640px)";

/**
 * On a phone the page is wider than the screen. With the viewport meta's minimum-scale=1
 * (root.tsx) the layout viewport stays screen-wide and the page scrolls sideways inside it; a
 * pinch-zoom still pans the visual viewport, so the dialog's box is placed over what is visible
 * now. No-op on wider screens; without JavaScript the CSS places it.
 */
export function showDialogOnPhone(box: HTMLElement | null | undefined): void {
  if (!box || typeof window === "undefined" || !window.matchMedia(PHONE).matches) return;
  const vv = window.visualViewport;
  if (!vv) return;
  box.style.left = `${vv.offsetLeft}px`;
  box.style.top = `${vv.offsetTop}px`;
  box.style.width = `${vv.width}px`;
  box.style.height = `${vv.height}px`;
}
