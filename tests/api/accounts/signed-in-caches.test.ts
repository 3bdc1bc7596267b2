import { createHash } from "node:crypto";
import { beforeAll, afterAll, describe, expect, test } from "vitest";
import { callSigned, createTestUser, setupApi } from "../../helpers/api";
import { send, SERVICE_OPERATOR_TOKEN, staff, SVC, useOperatorToken } from "../../helpers/service";

/**
 * What a signed-in student's every page asks is kept in the process (docs/decisions/
 * 033-signed-in-pages.md): the token's user, the unread badge, the saved apartments, the web
 * session. Each is read once, then answered from memory, and each change shows at once: these
 * tests read the value first (so it is kept), change it, and read again.
 */
const U = "/rest/user/client";
const B = "/rest/building/client";

beforeAll(async () => {
  await setupApi();
  await useOperatorToken(SERVICE_OPERATOR_TOKEN);
});
afterAll(async () => {
  await useOperatorToken(undefined);
});

async function someApartment(): Promise<string> {
  const { query } = await import("../../../api/db/client");
  const { sql } = await import("drizzle-orm");
  const [b] = await query<{ code: string }>(sql`SELECT code FROM buildings WHERE is_published ORDER BY id LIMIT 1`);
  return b.code;
}

describe("the token's user, kept", () => {
  test("a sign-out ends the token at once, though it was just resolved", async () => {
    const s = await createTestUser({ userName: "kept-out" });
    expect((await callSigned(`${U}/user/info`, {}, { token: s.token })).code).toBe(0);
    expect((await callSigned(`${U}/logout`, {}, { token: s.token })).code).toBe(0);
    expect((await callSigned(`${U}/user/info`, {}, { token: s.token })).code).toBe(3);
  });

  test("a session revoked on another instance (its signal) is refused here at once", async () => {
    const s = await createTestUser({ userName: "kept-other" });
    expect((await callSigned(`${U}/user/info`, {}, { token: s.token })).code).toBe(0);
    // Another instance revokes the row and signals it (over Redis): this process only hears the signal.
    const { query } = await import("../../../api/db/client");
    const { sql } = await import("drizzle-orm");
    const { publishLive, sessionTopic } = await import("#core/live-events.server");
    const digest = createHash("sha256").update(s.token).digest("hex");
    await query(sql`UPDATE sessions SET revoked_at = now() WHERE token_hash = ${digest}`);
    publishLive(sessionTopic(digest));
    expect((await callSigned(`${U}/user/info`, {}, { token: s.token })).code).toBe(3);
  });

  test("a profile change shows on the next call", async () => {
    const s = await createTestUser({ userName: "kept-name" });
    expect((await callSigned(`${U}/user/info`, {}, { token: s.token })).data.userName).toBe("kept-name");
    const r = await callSigned(`${U}/user/update`, { userName: "renamed" }, { token: s.token });
    expect(r.code, r.msg).toBe(0);
    expect((await callSigned(`${U}/user/info`, {}, { token: s.token })).data.userName).toBe("renamed");
  });
});

describe("the saved apartments, kept", () => {
  test("a favourite added and removed shows on the apartment at once", async () => {
    const s = await createTestUser({ userName: "kept-fav" });
    const code = await someApartment();
    const info = async () => (await callSigned(`${B}/house/info`, { buildingCode: code }, { token: s.token })).data.isFavorite as boolean;
    expect(await info()).toBe(false);
    expect((await callSigned(`${B}/favorites/house/change`, { buildingCode: code, action: "add" }, { token: s.token })).code).toBe(0);
    expect(await info()).toBe(true);
    expect((await callSigned(`${B}/favorites/house/change`, { buildingCode: code, action: "remove" }, { token: s.token })).code).toBe(0);
    expect(await info()).toBe(false);
  });
});

describe("the unread badge, kept", () => {
  test("an adviser's reply counts at once; reading it clears the count at once", async () => {
    const s = await createTestUser({ userName: "kept-unread" });
    const unread = async () => (await callSigned(`${SVC}/unread`, {}, { token: s.token })).data.unread as number;
    const first = await send(s.token, { content: "Is there a gym?" });
    expect(first.code, first.msg).toBe(0);
    const conversationId = first.data.conversationId as number;
    expect(await unread()).toBe(0);
    expect((await staff("reply", { conversationId, content: "Yes, on the ground floor." })).code).toBe(0);
    expect(await unread()).toBe(1);
    expect((await callSigned(`${SVC}/messages`, { conversationId }, { token: s.token })).code).toBe(0);
    expect(await unread()).toBe(0);
  });
});

describe("the web session, kept", () => {
  test("a session ended on another instance (row deleted, signal heard) reads as signed out here", async () => {
    const cookies = await import("~/lib/cookies.server");
    const store = await import("../../../api/platform/web-sessions");
    const { publishLive } = await import("#core/live-events.server");
    const { webSessionTopic } = await import("#core/personal-cache.server");
    const s = await createTestUser({ userName: "kept-web" });
    const pair = (await cookies.writeUser({ token: s.token, userCode: "kw1", userName: "kept-web" } as never)).split(";")[0];
    const req = () => new Request("http://localhost/cn/", { headers: { cookie: pair } });
    expect(await cookies.readUser(req())).toMatchObject({ userName: "kept-web" });
    // The other instance's sign-out: its row goes, and the signal reaches this one.
    const { query } = await import("../../../api/db/client");
    const { sql } = await import("drizzle-orm");
    const [row] = await query<{ id_hash: string }>(sql`SELECT id_hash FROM web_sessions ORDER BY expires_at DESC LIMIT 1`);
    await store.deleteWebSession(row.id_hash);
    publishLive(webSessionTopic(row.id_hash));
    expect(await cookies.readUser(req())).toBeNull();
  });

  test("a profile change saved into the session reads back at once", async () => {
    const cookies = await import("~/lib/cookies.server");
    const s = await createTestUser({ userName: "kept-web2" });
    const pair = (await cookies.writeUser({ token: s.token, userCode: "kw2", userName: "before" } as never)).split(";")[0];
    const req = () => new Request("http://localhost/cn/", { headers: { cookie: pair } });
    expect(await cookies.readUser(req())).toMatchObject({ userName: "before" });
    await cookies.writeUser({ token: s.token, userCode: "kw2", userName: "after" } as never, req());
    expect(await cookies.readUser(req())).toMatchObject({ userName: "after" });
  });
});
