import { callApi } from "./api.server";
import { readUser } from "./cookies.server";

/**
 * Records a logged-in student's view of an apartment page (no roomCode) or a room page in My
 * history. The page never waits for it: the call is started and left to finish after the
 * loader has answered, and a failure (an expired session, a busy database) only loses the
 * view. A visitor's view is kept in the browser instead (RememberVisitorView), so a visitor's
 * request — the only kind the page cache serves — records nothing here.
 */
export function recordStudentView(request: Request, buildingCode: string, roomCode?: string): void {
  void (async () => {
    if (!(await readUser(request))) return;
    await callApi("/rest/user/history/record", { buildingCode, roomCode }, { request });
  })().catch(() => undefined);
}
