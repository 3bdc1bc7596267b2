import { describe, expect, test } from "vitest";
import { DRAIN_LIMIT, FORM_BODY_LIMIT, readCapped, UPLOAD_BODY_LIMIT } from "#core/body";
import { readForm } from "../../app/lib/form.server";

/** The one body rule of page actions and the API. */
function endless(chunk = 64 * 1024): { stream: ReadableStream<Uint8Array>; pulled: () => number; cancelled: () => boolean } {
  let pulled = 0;
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled += chunk;
      controller.enqueue(new Uint8Array(chunk));
    },
    cancel() {
      cancelled = true;
    },
  });
  return { stream, pulled: () => pulled, cancelled: () => cancelled };
}

describe("readCapped", () => {
  test("an endless body: nothing kept past the cap, a bounded drain, then left for Connection: close", async () => {
    const body = endless();
    const r = await readCapped(body.stream, null, FORM_BODY_LIMIT);
    expect(r).toEqual({ ok: false, reason: "too_large", drained: false });
    expect(body.pulled()).toBeLessThanOrEqual(FORM_BODY_LIMIT + DRAIN_LIMIT + 3 * 64 * 1024);
    // Not cancelled: under Node that would destroy the socket before the 413 is written.
    expect(body.cancelled()).toBe(false);
  });

  test("a body a little over the cap is read away (drained): the connection stays usable", async () => {
    const r = await readCapped(new Response(new Uint8Array(FORM_BODY_LIMIT + 500_000)).body, null, FORM_BODY_LIMIT);
    expect(r).toEqual({ ok: false, reason: "too_large", drained: true });
  });

  test("a declared length far over the cap is refused before a byte is read", async () => {
    const body = endless();
    const r = await readCapped(body.stream, String(300 * 1024 * 1024), FORM_BODY_LIMIT);
    expect(r).toEqual({ ok: false, reason: "too_large", drained: false });
    expect(body.pulled()).toBeLessThanOrEqual(64 * 1024); // at most the stream's own first pull
  });

  test("a body within the cap is read whole", async () => {
    const r = await readCapped(new Response("a=1&b=2").body, "7", FORM_BODY_LIMIT);
    expect(r.ok && new TextDecoder().decode(r.bytes)).toBe("a=1&b=2");
  });

  test("uploads: the image limit plus multipart overhead", () => {
    expect(UPLOAD_BODY_LIMIT).toBe(3 * 1024 * 1024 + 256 * 1024);
  });
});

const post = (path: string, body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request(`http://site.test${path}`, { method: "POST", body, headers, ...(body instanceof ReadableStream ? { duplex: "half" } : {}) } as RequestInit);

async function refusal(request: Request): Promise<Response> {
  try {
    await readForm(request);
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("not refused");
}

describe("readForm: every page action", () => {
  test("urlencoded and multipart forms are read", async () => {
    const a = await readForm(post("/cn/login", "view=sms&mobile=1", { "content-type": "application/x-www-form-urlencoded" }));
    expect(a.get("mobile")).toBe("1");
    const fd = new FormData();
    fd.set("view", "password");
    const b = await readForm(new Request("http://site.test/en/login", { method: "POST", body: fd }));
    expect(b.get("view")).toBe("password");
  });

  test.each([
    ["JSON", "application/json", '{"view":"sms"}'],
    ["text/plain", "text/plain", "view=sms"],
    ["a body without a content type", "", "view=sms"],
    ["XML", "application/xml", "<a/>"],
  ])("%s: 415 with the translated text", async (_name, type, body) => {
    const headers: Record<string, string> = type ? { "content-type": type } : {};
    const cn = await refusal(post("/cn/login", body, headers));
    expect(cn.status).toBe(415);
    expect(await cn.text()).toBe("此页面只接受本页表单提交，请在页面上重新提交。");
    const en = await refusal(post("/en/feedback", body, headers));
    expect(await en.text()).toBe("This page only accepts its own form. Please submit it from the page.");
  });

  test("an oversized form: 413, Connection: close, and never more than cap + drain read", async () => {
    const body = endless();
    const res = await refusal(post("/en/login", body.stream, { "content-type": "application/x-www-form-urlencoded" }));
    expect(res.status).toBe(413);
    expect(res.headers.get("connection")).toBe("close");
    expect(await res.text()).toBe("The request is too large. Please shorten what you entered or choose a smaller file.");
    expect(body.pulled()).toBeLessThan(FORM_BODY_LIMIT + DRAIN_LIMIT + 3 * 64 * 1024);
    const declared = await refusal(post("/cn/login", "x", { "content-type": "application/x-www-form-urlencoded", "content-length": String(300 * 1024 * 1024) }));
    expect(declared.status).toBe(413);
  });

  test("resource routes (no page of their own) get the translated error page as HTML", async () => {
    try {
      await readForm(post("/en/logout", "{}", { "content-type": "application/json" }), { resource: true });
      throw new Error("not refused");
    } catch (error) {
      const res = error as Response;
      expect(res.status).toBe(415);
      expect(res.headers.get("content-type")).toContain("text/html");
      const html = await res.text();
      expect(html).toContain('<main data-testid="error-page">');
      expect(html).toContain("This page only accepts its own form.");
      expect(html).toContain('<a href="/en/">Homepage</a>');
    }
  });

  test("a POST with no body at all reads as an empty form (the action validates it)", async () => {
    const form = await readForm(post("/cn/logout", null));
    expect([...form.keys()]).toEqual([]);
    // As the server hands it over: a (empty) stream with Content-Length: 0.
    const streamed = await readForm(post("/cn/logout", new ReadableStream({ start: (c) => c.close() }), { "content-length": "0" }));
    expect([...streamed.keys()]).toEqual([]);
  });

  test("a broken multipart body: 400", async () => {
    const res = await refusal(post("/cn/login", "--x\r\nbroken", { "content-type": "multipart/form-data; boundary=x" }));
    expect(res.status).toBe(400);
    expect(await res.text()).toBe("请求有误，请检查后重试。");
  });

  test("every page action reads its body through readForm (no request.formData() left)", async () => {
    const { execSync } = await import("node:child_process");
    // The outbox's session door (dev.session.tsx) is no page: it takes JSON from scripts on this
    // machine, behind the outbox's key; no form posts there.
    const left = execSync("grep -rln 'request\\.formData()\\|request\\.text()\\|request\\.json()\\|request\\.arrayBuffer()' app --exclude=dev.session.tsx || true", { encoding: "utf8" }).trim();
    expect(left).toBe("");
  });
});
