/**
 * A phone-sized screen. The page keeps its 1060px minimum width and scrolls sideways
 * on a phone; what must fit the screen itself (dialogs) uses this query, which follows the
 * device width.
 */
export const PHONE = "screen and (max-width: 640px)";
