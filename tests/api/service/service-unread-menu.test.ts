import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { callSigned, createTestUser, send as sendRequest, setupApi, signedRequest } from "../../helpers/api";
import { U } from "../../helpers/accounts";
import { send, SERVICE_OPERATOR_TOKEN, staff, SVC, useOperatorToken } from "../../helpers/service";

/**
 * The user menu's online-service badge: the root loader counts a logged-in student's unread
 * adviser replies (one read of the API, not replay-guarded) and makes no call for a visitor;
 * the online service page counts after reading its conversation, so its badge leaves out what
 * is on the screen.
 */
/** The API paths the web tier called (the observer the server's metrics use). */
const called: string[] = [];

beforeAll(async () => {
  await setupApi();
  await useOperatorToken(SERVICE_OPERATOR_TOKEN);
  const { onApiCall } = await import("#core/request-context.server");
  onApiCall((path) => called.push(path));
});
afterAll(async () => {
  await useOperatorToken(undefined);
});

async function cookieFor(token: string | null): Promise<Headers> {
  const headers = new Headers();
  if (!token) return headers;
  const { writeUser } = await import("../../../app/lib/cookies.server");
  const info = await callSigned(`${U}/user/info`, {}, { token });
  expect(info.code, info.msg).toBe(0);
  headers.set("Cookie", (await writeUser(info.data)).split(";")[0]);
  return headers;
}

async function rootFor(token: string | null, path = "/en/sitemap") {
  const { loadRoot } = await import("../../../app/root.server");
  const request = new Request(`http://localhost${path}`, { headers: await cookieFor(token) });
  called.length = 0;
  const res = await loadRoot({ request, params: { lang: path.split("/")[1] }, context: {} });
  return res.data;
}
const unreadCalls = () => called.filter((p) => p === `${SVC}/unread`).length;

async function servicePage(token: string, query: string) {
  const { loadServicePage } = await import("../../../app/lib/service.server");
  return loadServicePage(new Request(`http://localhost/en/user/service${query}`, { headers: await cookieFor(token) }));
}

/** A conversation of the student's with `replies` adviser replies not yet read. */
async function conversationWithReplies(token: string, replies: number): Promise<number> {
  const first = await send(token, { content: "When can I move in?" });
  expect(first.code, first.msg).toBe(0);
  const conversationId = first.data.conversationId as number;
  for (let i = 0; i < replies; i++) expect((await staff("reply", { conversationId, content: `Answer ${i + 1}` })).code).toBe(0);
  return conversationId;
}

describe("the root loader's unread count", () => {
  test("a student with an unread reply: the count beside the user; none once read", async () => {
    const s = await createTestUser({ userName: "badge-student" });
    expect((await rootFor(s.token)).user).toMatchObject({ userName: "badge-student", serviceUnread: 0 });
    expect(unreadCalls()).toBe(1);
    const conversationId = await conversationWithReplies(s.token, 2);
    for (const lang of ["cn", "en"]) expect((await rootFor(s.token, `/${lang}/sitemap`)).user?.serviceUnread).toBe(2);
    await callSigned(`${SVC}/messages`, { conversationId }, { token: s.token });
    expect((await rootFor(s.token)).user?.serviceUnread).toBe(0);
  });

  test("a visitor: no user, so no count, and no call to count", async () => {
    const root = await rootFor(null);
    expect(root.user).toBeNull();
    expect(JSON.stringify(root)).not.toContain("serviceUnread");
    expect(unreadCalls()).toBe(0);
  });

  test("a session that ended, on a public page: the page reloads as a visitor with the notice, in either language", async () => {
    const { loadRoot } = await import("../../../app/root.server");
    const { readToast } = await import("../../../app/lib/cookies.server");
    for (const lang of ["cn", "en"] as const) {
      const s = await createTestUser({ userName: `badge-ended-${lang}` });
      const headers = await cookieFor(s.token);
      expect((await callSigned(`${U}/logout`, {}, { token: s.token })).code).toBe(0);
      const path = `/${lang}/sitemap?page=2`;
      const thrown = await loadRoot({ request: new Request(`http://localhost${path}`, { headers }), params: { lang }, context: {} }).then(
        () => null,
        (e: unknown) => e,
      );
      expect(thrown).toBeInstanceOf(Response);
      const reload = thrown as Response;
      expect(reload.status).toBe(302);
      expect(reload.headers.get("location")).toBe(path);
      const cookies = reload.headers.getSetCookie();
      expect(cookies.find((c) => c.startsWith("user="))).toMatch(/Max-Age=0/);
      const toast = cookies.find((c) => c.startsWith("toast="))!.split(";")[0];
      expect(await readToast(new Request("http://localhost/", { headers: { cookie: toast } }))).toMatchObject({ type: "error", key: "session_expired" });
      // Reloaded without the user: a visitor's page, and no call that could answer code 3 again.
      const again = new Headers({ cookie: toast });
      const root = await loadRoot({ request: new Request(`http://localhost${path}`, { headers: again }), params: { lang }, context: {} });
      expect(root.data.user).toBeNull();
      expect(root.data.toast?.text).toBe(lang === "cn" ? "用户信息已失效，请重新登录" : "Your login has expired, please log in again");
    }
  });

  test("service/unread is a read: the same signed call answers twice (no replay guard on every page)", async () => {
    const s = await createTestUser({ userName: "badge-read" });
    const request = await signedRequest(`${SVC}/unread`, {}, { token: s.token });
    for (let i = 0; i < 2; i++) {
      const answer = (await (await sendRequest(request.clone())).json()) as { code: number; data: { unread: number } };
      expect(answer).toMatchObject({ code: 0, data: { unread: 0 } });
    }
  });
});

describe("the online service page's own count", () => {
  test("counts after reading the open conversation: the other conversations' replies remain", async () => {
    const s = await createTestUser({ userName: "badge-page" });
    const a = await conversationWithReplies(s.token, 1);
    const b = await conversationWithReplies(s.token, 2);
    expect((await rootFor(s.token)).user?.serviceUnread).toBe(3);
    const onB = await servicePage(s.token, `?c=${b}`);
    expect(onB.thread?.conversation.id).toBe(b);
    expect(onB.unread).toBe(1);
    // The list shows the open conversation as read, the other with its reply.
    expect(onB.list.find((c) => c.id === b)?.unread).toBe(0);
    expect(onB.list.find((c) => c.id === a)?.unread).toBe(1);
    // A new question (no conversation read): the count as it stands.
    expect((await servicePage(s.token, "?new=1")).unread).toBe(1);
    expect((await servicePage(s.token, `?c=${a}`)).unread).toBe(0);
  });
});
