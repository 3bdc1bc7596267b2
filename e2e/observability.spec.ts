import { expect, test } from "@playwright/test";
import { E2E_METRICS_TOKEN } from "./e2e-env";

// Health and readiness, request ids, Server-Timing on documents, metrics behind a token.
test.describe("observability", () => {
  test("/healthz is alive and /readyz reports the database migrated", async ({ request }) => {
    const health = await request.get("/healthz");
    expect(health.status()).toBe(200);
    const ready = await request.get("/readyz");
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toEqual({ ok: true });
  });

  test("documents carry a request id and Server-Timing (API time and render)", async ({ request }) => {
    // A query string keeps the visitor page cache out of it (a cache hit says `cache;desc=…`).
    const page = await request.get("/en/united-kingdom/london/apartments?view=list");
    expect(page.status()).toBe(200);
    expect(page.headers()["x-request-id"]).toMatch(/^[\w-]{8,}$/);
    const timing = page.headers()["server-timing"] ?? "";
    expect(timing).toMatch(/api;desc="API calls \(\d+\)";dur=\d/);
    expect(timing).toMatch(/ssr;desc="Render( on a worker)?";dur=\d/);
    const echoed = await request.get("/cn/", { headers: { "x-request-id": "trace-abc-123" } });
    expect(echoed.headers()["x-request-id"]).toBe("trace-abc-123");
  });

  test("/metrics needs its token and counts requests by route and API calls by path", async ({ request }) => {
    await request.get("/cn/united-kingdom/london/apartments");
    expect((await request.get("/metrics")).status()).toBe(401);
    expect((await request.get("/metrics", { headers: { authorization: "Bearer wrong" } })).status()).toBe(401);
    const metrics = await request.get("/metrics", { headers: { authorization: `Bearer ${E2E_METRICS_TOKEN}` } });
    expect(metrics.status()).toBe(200);
    const text = await metrics.text();
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="routes/$lang.$country_.$city_.apartments.$",status="200"}');
    expect(text).toMatch(/api_call_duration_seconds_count\{path="\/rest\/building\/client\/house\/list",code="0"\} \d+/);
    // Paths only, never query strings, tokens or codes.
    expect(text).not.toMatch(/[?&](token|signToken|verifyCode|timestamp)=/);
  });
});
