import { describe, expect, test, vi } from "vitest";
import { keepDraft, takeDraft, typedValues } from "../../app/lib/form-draft.server";
import { requireStudent } from "../../app/lib/applications.server";

/**
 * What a student typed survives the session ending (app/lib/form-draft.server.ts): kept on the
 * server under a random id, named by a cookie, given back once on the page it was sent from, to
 * the same student, never with a password or a code in it.
 */
const BASE = "http://localhost:3000";

function formOf(fields: [string, string][]): FormData {
  const form = new FormData();
  for (const [k, v] of fields) form.append(k, v);
  return form;
}

/** The cookie pair (name=value) of a Set-Cookie header. */
const pair = (setCookie: string) => setCookie.split(";")[0];

function get(path: string, cookie: string) {
  return new Request(BASE + path, { headers: { Cookie: cookie } });
}

describe("which fields are kept", () => {
  test("typed text and choices; repeated names as a list; no secrets, no form internals, nothing empty", () => {
    const values = typedValues(
      formOf([
        ["content", "想问一下 — is the gym free?"],
        ["habits", "quiet"],
        ["habits", "early"],
        ["password", "hunter2!"],
        ["newPassword", "x"],
        ["code", "123456"],
        ["captcha", "abcd"],
        ["requestId", "r-1"],
        ["_draft", "service"],
        ["_js", "1"],
        ["website", "bot"],
        ["__conform", "x"],
        ["budget", ""],
      ]),
    );
    expect(values).toEqual({ content: "想问一下 — is the gym free?", habits: ["quiet", "early"] });
  });
});

describe("keeping and taking a draft", () => {
  test("given back once, on the page it was sent from, to the student who sent it", async () => {
    const sent = new Request(`${BASE}/en/user/service?c=12`, { method: "POST" });
    const setCookie = await keepDraft(sent, formOf([["_draft", "service"], ["content", "Is the gym free? 健身房免费吗？"]]), { user: "U1" });
    expect(setCookie).toMatch(/^form_draft=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    // The cookie names the draft; the text itself is not in it.
    expect(decodeURIComponent(setCookie!)).not.toContain("gym");
    const cookie = pair(setCookie!);

    // Another page: the draft waits.
    expect(await takeDraft(get("/en/user/history", cookie), "U1")).toBeNull();
    // Another student on the same browser: dropped, and the cookie forgotten.
    const stranger = await takeDraft(get("/en/user/service", cookie), "U2");
    expect(stranger?.draft).toBeNull();
    expect(stranger?.setCookie).toMatch(/form_draft=;.*Max-Age=0|form_draft=;.*Expires=Thu, 01 Jan 1970/i);
  });

  test("the same student gets it back once, with the cookie cleared", async () => {
    const sent = new Request(`${BASE}/cn/apartment/ab12cd34/review`, { method: "POST" });
    const cookie = pair((await keepDraft(sent, formOf([["_draft", "review"], ["rating", "5"], ["content", "很安静，离学校近。".repeat(20)]]), { user: "U1" }))!);
    const first = await takeDraft(get("/cn/apartment/ab12cd34/review", cookie), "U1");
    expect(first?.draft).toEqual({ form: "review", values: { rating: "5", content: "很安静，离学校近。".repeat(20) }, back: "/cn/apartment/ab12cd34/review" });
    expect(first?.setCookie).toMatch(/^form_draft=;/);
    // The other loaders of the same page view get it too…
    expect((await takeDraft(get("/cn/apartment/ab12cd34/review", cookie), "U1"))?.draft?.form).toBe("review");
    // …but once that view is over, the same cookie finds nothing any more.
    vi.useFakeTimers({ now: Date.now() + 11_000 });
    try {
      expect((await takeDraft(get("/cn/apartment/ab12cd34/review", cookie), "U1"))?.draft).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  test("a draft kept without a known user goes to whoever logs in there", async () => {
    const sent = new Request(`${BASE}/en/user/publish/new`, { method: "POST" });
    const cookie = pair((await keepDraft(sent, formOf([["_draft", "roommate-post"], ["content", "Looking for a quiet flatmate"]])))!);
    expect((await takeDraft(get("/en/user/publish/new", cookie), "U9"))?.draft?.values).toEqual({ content: "Looking for a quiet flatmate" });
  });

  test("nothing is kept for an unnamed form, a dialog sent with JavaScript, an empty form or a huge one", async () => {
    const sent = new Request(`${BASE}/en/user/service`, { method: "POST" });
    expect(await keepDraft(sent, formOf([["content", "hello"]]))).toBeNull();
    expect(await keepDraft(sent, formOf([["_draft", "Bad Name!"], ["content", "hello"]]))).toBeNull();
    expect(await keepDraft(sent, formOf([["_js", "1"], ["content", "hello"]]), { name: "feedback" })).toBeNull();
    expect(await keepDraft(sent, formOf([["_draft", "service"], ["password", "secret"]]))).toBeNull();
    expect(await keepDraft(sent, formOf([["_draft", "service"], ["content", "x".repeat(70_000)]]))).toBeNull();
  });

  test("memory holds a bounded amount: the oldest drafts go first", async () => {
    const sent = new Request(`${BASE}/en/user/service`, { method: "POST" });
    const cookies: string[] = [];
    // 300 drafts of ~60,000 characters: more than the 16 M characters memory keeps.
    for (let i = 0; i < 300; i++) cookies.push(pair((await keepDraft(sent, formOf([["_draft", "service"], ["content", `${i} ${"x".repeat(60_000)}`]])))!));
    expect((await takeDraft(get("/en/user/service", cookies[0]), "U1"))?.draft).toBeNull();
    expect((await takeDraft(get("/en/user/service", cookies[299]), "U1"))?.draft?.values.content).toMatch(/^299 /);
  });

  test("a forged or foreign cookie is ignored", async () => {
    expect(await takeDraft(get("/en/user/service", "form_draft=eyJpZCI6ImFiYyJ9"), "U1")).toBeNull();
    expect(await takeDraft(get("/en/user/service", "other=1"), "U1")).toBeNull();
  });
});

describe("a student form sent after the session ended", () => {
  test("asks to log in on the same page (its query kept) and keeps what was typed", async () => {
    const body = new URLSearchParams({ _draft: "service", requestId: "r-9", conversationId: "12", content: "Still waiting for the contract 合同" });
    const request = new Request(`${BASE}/en/user/service?c=12`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(body.toString().length) },
      body,
    });
    const thrown = await requireStudent(request).then(
      () => null,
      (e: unknown) => e,
    );
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/en/user/service?c=12&login=sms&report=1");
    const setCookie = response.headers.get("Set-Cookie");
    expect(setCookie).toMatch(/^form_draft=/);
    const kept = await takeDraft(get("/en/user/service", pair(setCookie!)), "U1");
    expect(kept?.draft?.values).toEqual({ conversationId: "12", content: "Still waiting for the contract 合同" });
  });

  test("an oversized or undeclared body is not read for a draft: the login prompt as before", async () => {
    for (const length of [String(2 * 1024 * 1024), null]) {
      const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded" };
      if (length) headers["Content-Length"] = length;
      const request = new Request(`${BASE}/en/user/service`, { method: "POST", headers, body: "_draft=service&content=hi" });
      const response = (await requireStudent(request).catch((e: unknown) => e)) as Response;
      expect(response.headers.get("Location")).toBe("/en/user/service?login=sms&report=1");
      expect(response.headers.get("Set-Cookie")).toBeNull();
    }
  });

  test("an upload is not read for a draft: the login prompt as before", async () => {
    const form = new FormData();
    form.append("avatar", new Blob([new Uint8Array(10)], { type: "image/png" }), "a.png");
    const request = new Request(`${BASE}/en/user/profiles`, { method: "POST", body: form });
    const response = (await requireStudent(request).catch((e: unknown) => e)) as Response;
    expect(response.headers.get("Location")).toBe("/en/user/profiles?login=sms&report=1");
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });
});
