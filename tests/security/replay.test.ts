import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, test } from "vitest";
import { callSigned, createTestUser, rowCounts, send, setupApi, signedRequest } from "../helpers/api";

/**
 * Replayed and tampered signed requests (the signature is MD5 over every non-file field with the
 * secret, `timestamp` within 5 minutes). Properly signed but 6 minutes old or ahead: refused with
 * code 1 and nothing written. A field changed under the old signature: refused. An exact replay
 * inside the window is refused for writing calls (the signToken is claimed once in
 * the shared cache, api/http/replay.ts), reads stay repeatable, and a revoked token stays revoked.
 */
const FAV = "/rest/building/client/favorites/house";
const SIX_MINUTES = 6 * 60 * 1000;
let user: { userId: number; token: string };
let buildingCode: string;
let cate: number;

beforeAll(async () => {
  await setupApi();
  user = await createTestUser({ userName: "replayer" });
  const home = await callSigned("/rest/building/client/house/index");
  buildingCode = home.data.recommendedHouses[0].code;
  cate = (await callSigned("/feedback/client/type/list")).data.list[0].id;
});

const favourites = async (token = user.token) => (await callSigned(`${FAV}/list`, {}, { token })).data.totalCount as number;

describe("outside the window", () => {
  test.each([
    ["6 minutes old", -SIX_MINUTES],
    ["6 minutes ahead", SIX_MINUTES],
  ])("a properly signed request %s is refused and changes nothing", async (_name, offset) => {
    const before = await rowCounts(["favorites", "feedback"]);
    const fav = await callSigned(`${FAV}/change`, { buildingCode, action: "add" }, { token: user.token, timestamp: Date.now() + offset, language: "en" });
    expect(fav.code).toBe(1);
    expect(fav.data).toBeNull();
    expect(fav.msg).toBe("The request has expired; check your device clock and try again");
    const fb = await callSigned("/feedback/client/add", { cate, content: "stale" }, { token: user.token, timestamp: Date.now() + offset });
    expect(fb.code).toBe(1);
    expect(await rowCounts(["favorites", "feedback"])).toEqual(before);
  });

  test("a request captured inside the window and replayed after it is refused", async () => {
    // The exact bytes a client sent 6 minutes ago: signature and all.
    const captured = await signedRequest(`${FAV}/change`, { buildingCode, action: "add" }, { token: user.token, timestamp: Date.now() - SIX_MINUTES });
    const r = (await (await send(captured)).json()) as { code: number };
    expect(r.code).toBe(1);
    expect(await favourites()).toBe(0);
  });

  test("just inside the window is accepted", async () => {
    const r = await callSigned(`${FAV}/list`, {}, { token: user.token, timestamp: Date.now() - 4 * 60 * 1000 });
    expect(r.code).toBe(0);
  });
});

describe("tampering under the old signature", () => {
  async function tampered(change: (body: URLSearchParams) => void) {
    const original = await signedRequest(`${FAV}/change`, { buildingCode, action: "add" }, { token: user.token });
    const body = new URLSearchParams(await original.text());
    change(body);
    const r = await send(new Request(original.url, { method: "POST", body }));
    return (await r.json()) as { code: number; data: unknown };
  }

  test.each([
    ["a changed field", (b: URLSearchParams) => b.set("action", "remove")],
    ["a changed apartment", (b: URLSearchParams) => b.set("buildingCode", "ZZZ999")],
    ["an added field", (b: URLSearchParams) => b.set("utm_source", "forged")],
    ["a removed field", (b: URLSearchParams) => b.delete("action")],
    ["a fresh timestamp on an old signature", (b: URLSearchParams) => b.set("timestamp", String(Date.now() + 1000))],
    ["another session token", (b: URLSearchParams) => b.set("token", randomUUID())],
    ["an upper-case copy of another signature", (b: URLSearchParams) => b.set("signToken", "A".repeat(32))],
  ])("%s is refused", async (_name, change) => {
    const r = await tampered(change);
    expect(r.code).toBe(1);
    expect(r.data).toBeNull();
    expect(await favourites()).toBe(0);
  });

  test("the untouched request is accepted (the test's own control)", async () => {
    const r = await tampered(() => undefined);
    expect(r.code).toBe(0);
    expect(await favourites()).toBe(1);
    await callSigned(`${FAV}/change`, { buildingCode, action: "remove" }, { token: user.token });
  });
});

describe("an exact replay inside the window", () => {
  test("of a writing call is refused, whatever was written stays written once", async () => {
    const request = await signedRequest("/feedback/client/add", { cate, content: "once", requestId: randomUUID() }, { token: user.token });
    const before = (await rowCounts(["feedback"])).feedback;
    const first = (await (await send(request.clone())).json()) as { code: number; data: { id: number } };
    const replay = (await (await send(request)).json()) as { code: number; data: unknown; msg: string };
    expect(first.code).toBe(0);
    expect(replay).toMatchObject({ code: 1, data: null, msg: "该请求已处理过，请勿重复提交" });
    expect((await rowCounts(["feedback"])).feedback).toBe(before + 1);
  });

  test("20 copies of one captured write fired at once: exactly one is accepted", async () => {
    const request = await signedRequest(`${FAV}/change`, { buildingCode, action: "add" }, { token: user.token, language: "en" });
    const answers = await Promise.all(Array.from({ length: 20 }, () => request.clone()).map(async (r) => (await (await send(r)).json()) as { code: number; msg: string }));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.code === 1 && a.msg === "This request was already received; send a new one instead of repeating it")).toHaveLength(19);
    expect(await favourites()).toBe(1);
    await callSigned(`${FAV}/change`, { buildingCode, action: "remove" }, { token: user.token });
  });

  test("login, code sends and profile changes are writing calls; reads are not guarded", async () => {
    const { isWritingPath } = await import("../../api/http/replay");
    for (const p of ["/rest/user/client/login", "/rest/common/sms/verifyCode", "/rest/common/verifyCode/email", "/rest/user/client/intent/apply", "/rest/user/client/user/update", "/rest/common/captcha/check", "/jcommon/file/upload"]) {
      expect(isWritingPath(p), p).toBe(true);
    }
    const read = await signedRequest(`${FAV}/list`, {}, { token: user.token });
    for (let i = 0; i < 3; i++) expect(((await (await send(read.clone())).json()) as { code: number }).code).toBe(0);
  });

  test("every listed read is a mounted endpoint (a typo would silently guard nothing)", async () => {
    const { READ_PATHS } = await import("../../api/http/replay");
    const doc = (await (await send(new Request("http://in-process/rest/openapi.json"))).json()) as { paths: Record<string, unknown> };
    for (const p of READ_PATHS) expect(Object.keys(doc.paths), p).toContain(p);
  });

  test("the same fields signed again (a new nonce) are a new call", async () => {
    const a = await callSigned(`${FAV}/change`, { buildingCode, action: "add" }, { token: user.token });
    const b = await callSigned(`${FAV}/change`, { buildingCode, action: "remove" }, { token: user.token });
    expect([a.code, b.code]).toEqual([0, 0]);
  });

  test("with a token revoked since is refused with code 3", async () => {
    const other = await createTestUser({ userName: "revoked" });
    const request = await signedRequest(`${FAV}/change`, { buildingCode, action: "add" }, { token: other.token });
    expect((await callSigned("/rest/user/client/logout", {}, { token: other.token })).code).toBe(0);
    expect(((await (await send(request)).json()) as { code: number }).code).toBe(3);
  });
});
