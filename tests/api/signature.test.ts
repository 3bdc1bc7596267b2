import { beforeAll, describe, expect, test } from "vitest";
import { SIGN_WINDOW_MS } from "#core/constants";
import { callSigned, send, setupApi, signedRequest } from "../helpers/api";

const GRADES = "/rest/common/client/grade/list";
const SEARCH = "/rest/building/client/house/search";

beforeAll(async () => {
  await setupApi();
});

describe("signature and envelope", () => {
  test("a correctly signed call succeeds", async () => {
    const r = await callSigned(SEARCH, { keyword: "london" });
    expect(r.code).toBe(0);
    expect(r.msg).toBe("成功");
  });

  test("unsigned calls are refused with a readable message in the request language", async () => {
    const cn = await callSigned(SEARCH, { keyword: "london" }, { unsigned: true });
    expect(cn).toMatchObject({ code: 1, data: null });
    expect(cn.msg).toContain("signToken");
    const en = await callSigned(SEARCH, { keyword: "london" }, { unsigned: true, language: "en" });
    expect(en.msg).toBe("The signToken field is missing");
  });

  test("a wrong signature is refused", async () => {
    const r = await callSigned(SEARCH, { keyword: "london" }, { signToken: "0".repeat(32), language: "en" });
    expect(r).toMatchObject({ code: 1, msg: "The request signature is invalid" });
    const tampered = await signedRequest(SEARCH, { keyword: "london" });
    const body = new URLSearchParams(await tampered.text());
    body.set("keyword", "paris");
    const res = await send(new Request(tampered.url, { method: "POST", body }));
    expect((await res.json()).code).toBe(1);
  });

  test("stale and future timestamps are refused, a missing one too", async () => {
    for (const ts of [Date.now() - SIGN_WINDOW_MS - 5000, Date.now() + SIGN_WINDOW_MS + 5000]) {
      const r = await callSigned(SEARCH, { keyword: "x" }, { timestamp: ts, language: "en" });
      expect(r.code).toBe(1);
      expect(r.msg).toMatch(/expired/);
    }
    const req = new Request("http://in-process" + SEARCH, { method: "POST", body: new URLSearchParams({ keyword: "x" }) });
    const r = await (await send(req)).json();
    expect(r).toMatchObject({ code: 1 });
    expect(r.msg).toContain("timestamp");
  });

  test("common paths use the common secret, others the main one", async () => {
    const { secrets } = await import("#core/secrets.server");
    expect((await callSigned(GRADES, {})).code).toBe(0);
    expect((await callSigned(GRADES, {}, { secret: secrets().sign })).code).toBe(1);
    expect((await callSigned(SEARCH, { keyword: "a" }, { secret: secrets().commonSign })).code).toBe(1);
    expect((await callSigned("/jcommon/file/upload", {}, { secret: secrets().sign })).code).toBe(1);
  });

  test("answers are JSON envelopes with HTTP 200; unknown paths 404, GET 405", async () => {
    const res = await send(await signedRequest(GRADES, {}));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    const missing = await send(await signedRequest("/rest/building/client/nope", {}));
    expect(missing.status).toBe(404);
    expect((await missing.json()).code).toBe(1);
    const get = await send(new Request("http://in-process" + SEARCH));
    expect(get.status).toBe(405);
    expect((await get.json()).code).toBe(1);
  });

  test("non-form bodies are refused", async () => {
    const res = await send(
      new Request("http://in-process" + SEARCH, {
        method: "POST",
        body: JSON.stringify({ keyword: "x" }),
        headers: { "content-type": "application/json" },
      }),
    );
    expect(res.status).toBe(200);
    expect((await res.json()).code).toBe(1);
  });

  test("endpoints needing a user answer code 3 without a live session", async () => {
    for (const token of [undefined, "not-a-token", "A".repeat(43)]) {
      const r = await callSigned("/rest/building/client/favorites/house/list", {}, { token });
      expect(r.code).toBe(3);
      expect(r.msg).toBe("用户信息已失效，请重新登录");
    }
  });
});
