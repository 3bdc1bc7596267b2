/**
 * Links of the discovery pages that open another area's dialog. The room application form
 * belongs to the student area: the room page links to `?dialog=apply&roomCode=…`, a
 * route-driven dialog like `?login=sms` (DESIGN.md §5), which works without JavaScript.
 */
export function dialogHrefApply(pathname: string, search: string, roomCode: string): string {
  const params = new URLSearchParams(search);
  params.delete("login");
  params.set("dialog", "apply");
  params.set("roomCode", roomCode);
  return `${pathname}?${params.toString()}#apply`;
}
