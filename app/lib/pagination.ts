/**
 * The numbered buttons of a paginated list: first, last, and a window around the current page,
 * with gaps ("…") where pages are skipped. Pure, so the layout is the same with or without JS.
 */
export type PageItem = number | "gap";

export function pageItems(current: number, total: number, around = 2): PageItem[] {
  if (total <= 1) return total === 1 ? [1] : [];
  const page = Math.min(Math.max(1, current), total);
  const items: PageItem[] = [];
  let from = Math.max(2, page - around);
  let to = Math.min(total - 1, page + around);
  if (from === 3) from = 2; // a gap would hide just one page: show it
  if (to === total - 2) to = total - 1;
  items.push(1);
  if (from > 2) items.push("gap");
  for (let p = from; p <= to; p++) items.push(p);
  if (to < total - 1) items.push("gap");
  items.push(total);
  return items;
}
