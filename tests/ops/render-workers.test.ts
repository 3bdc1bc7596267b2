import { existsSync, rmSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { request } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, listingSlug, privateBuild, skipNote, startServer, testSecrets, webLogin } from "../helpers/system";

/**
 * A page rendered on a render worker (server/render-workers.ts, ADR 041) is the page the
 * request's thread renders: the same production build started twice on one data folder and one
 * port, first with no worker, then with one, answers every kind of page byte for byte the same
 * but for the CSP nonce — visitors' pages, a signed-in student's page made from a kept visitor's
 * document (its personal parts marked on the worker), and a page that is not found. A kept page
 * reaches the request's thread from a worker only as its compressed pieces (ADR 044): its first
 * answer to a client that refuses gzip is the same page, sent plain.
 */
const SUITE = "ops: pages rendered on a worker";
const why = existsSync("build/server.js") ? null : "no build/ (run npm run build first)";
if (why) skipNote(SUITE, why);

interface Answer {
  status: number;
  html: string;
  timing: string;
  encoding: string;
}

/** A kept page whose first answer goes to a client that takes no compression. */
const PLAIN_FIRST = "/en/help";

const nonceless = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""').replace(/"nonce":"[^"]*"/g, '"nonce":""');

async function get(base: string, path: string, cookie?: string, encoding = "gzip"): Promise<Answer> {
  const res = await request(`${base}${path}`, { headers: { accept: "text/html", "accept-encoding": encoding, ...(cookie ? { cookie } : {}) } });
  const body = Buffer.from(await res.body.arrayBuffer());
  const html = res.headers["content-encoding"] === "gzip" ? gunzipSync(body).toString() : body.toString();
  return { status: res.statusCode, html: nonceless(html), timing: String(res.headers["server-timing"] ?? ""), encoding: String(res.headers["content-encoding"] ?? "") };
}

describe.skipIf(!!why)(SUITE, () => {
  const build = why ? undefined : privateBuild("render-workers");
  const dataDir = `/tmp/render-workers-${process.pid}`;
  const secrets = testSecrets();
  const pages: string[] = [];
  let port = 0;
  let student = "";
  const answers: Record<"here" | "worker", Answer[]> = { here: [], worker: [] };

  async function visit(workers: string): Promise<Answer[]> {
    const server = await startServer({ build: build!.dir, port, env: { ...secrets, DATA_DIR: dataDir, RENDER_WORKERS: workers } });
    try {
      if (!pages.length) {
        // The pages of every kind, read from the site itself on the first start.
        const slug = await listingSlug(server.base, secrets);
        const listing = `/en/${slug}/apartments`;
        const apartment = (await get(server.base, listing)).html.match(/href="(\/en\/apartment\/[a-z0-9]+)"/)?.[1];
        expect(apartment, "an apartment on the listing").toBeTruthy();
        const room = (await get(server.base, apartment!)).html.match(new RegExp(`href="(${apartment}/room/[a-z0-9-]+)"`))?.[1];
        expect(room, "a room on the apartment page").toBeTruthy();
        // A query string keeps a page out of the page cache: it is sent as rendered, compressed
        // where it was rendered (document-encoding.server.ts).
        pages.push("/cn/", "/en/", `/cn/${slug}/apartments`, listing, apartment!, room!, `/cn${room!.slice(3)}`, "/en/help", "/cn/help?from=test", "/cn/no-such-page");
        student = await webLogin(server.base, secrets);
      }
      if (workers !== "0") {
        // The worker loads the build after the server is listening: until then pages are rendered
        // on the request's thread. A query string keeps the page cache out of the probe.
        for (let i = 0; i < 100 && !(await get(server.base, `/en/help?probe=${i}`)).timing.includes("on a worker"); i++) await new Promise((r) => setTimeout(r, 100));
      }
      // A fresh start keeps no page: each of these is rendered (the student's after the visitor's).
      const seen: Answer[] = [];
      for (const path of pages) seen.push(await get(server.base, path, undefined, path === PLAIN_FIRST ? "identity" : "gzip"));
      for (const path of pages.slice(0, 6)) seen.push(await get(server.base, path, student));
      return seen;
    } finally {
      await server.stop();
    }
  }

  beforeAll(async () => {
    port = await freePort();
    answers.here = await visit("0");
    answers.worker = await visit("1");
  }, 240_000);
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
    build?.remove();
  });

  it("renders visitors' and students' pages on the worker when the server has one", () => {
    // A page with errors (the one not found) is rendered on the request's thread.
    const rendered = answers.worker.filter((a) => a.status === 200 && a.timing.includes("ssr;"));
    expect(rendered.length).toBeGreaterThanOrEqual(8);
    expect(rendered.every((a) => a.timing.includes('desc="Render on a worker"'))).toBe(true);
    expect(answers.here.some((a) => a.timing.includes("on a worker"))).toBe(false);
  });

  it("answers the same pages as the request's thread, but for the nonce", () => {
    expect(answers.worker.map((a) => a.status)).toEqual(answers.here.map((a) => a.status));
    expect(answers.here.filter((a) => a.status === 200).length).toBeGreaterThan(10);
    for (let i = 0; i < answers.here.length; i++) expect(answers.worker[i].html, `answer ${i}`).toBe(answers.here[i].html);
    const plain = answers.worker[pages.indexOf(PLAIN_FIRST)];
    expect(plain.timing).toContain('desc="Render on a worker"');
    expect(plain.encoding).toBe("");
    expect(plain.html).toContain("</html>");
  });
});
