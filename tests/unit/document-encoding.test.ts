import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { acceptsCoding, encodeDocument, encodeDocumentSync } from "~/lib/document-encoding.server";

/**
 * A rendered document is compressed by the app (app/lib/document-encoding.server.ts): brotli when
 * the client offers it, else gzip, else the plain bytes, and always back to the same bytes.
 */
describe("document encoding", () => {
  it("reads what an Accept-Encoding header offers, q=0 refusing", () => {
    const cases: [string | null, boolean, boolean][] = [
      // header, offers gzip, offers br
      ["gzip, deflate, br, zstd", true, true],
      ["gzip", true, false],
      ["br", false, true],
      ["br;q=1.0, gzip;q=0.8", true, true],
      ["gzip;q=0, identity", false, false],
      ["gzip; q=0.0, br;q=0", false, false],
      ["GZIP, BR", true, true],
      ["x-gzip, brotli", false, false],
      ["identity", false, false],
      ["", false, false],
      [null, false, false],
      ["deflate,gzip;q=0.5", true, false],
    ];
    for (const [header, gzip, br] of cases) {
      expect(acceptsCoding(header, "gzip"), `${header} gzip`).toBe(gzip);
      expect(acceptsCoding(header, "br"), `${header} br`).toBe(br);
    }
  });

  // Half Chinese text, as the site's pages are.
  const page = Buffer.from(`<!DOCTYPE html><html lang="zh-CN"><body>${"<li class=\"card\">伦敦学生公寓 £165 每周 Market Yard</li>".repeat(400)}</body></html>`);

  it("answers brotli to a browser, gzip to a gzip-only client, the bytes to the rest", async () => {
    const br = await encodeDocument(page, "gzip, deflate, br, zstd");
    expect(br.encoding).toBe("br");
    expect(brotliDecompressSync(br.body).equals(page)).toBe(true);
    expect(br.body.length).toBeLessThan(page.length / 5);

    const gzip = await encodeDocument(page, "gzip");
    expect(gzip.encoding).toBe("gzip");
    expect(gunzipSync(gzip.body).equals(page)).toBe(true);
    expect(gzip.body.length).toBeLessThan(page.length / 5);

    const plain = await encodeDocument(page, "gzip;q=0, br;q=0");
    expect(plain.encoding).toBeUndefined();
    expect(plain.body).toBe(page);
  });

  it("compresses the same on a render worker's thread (at once) as on the thread pool", async () => {
    for (const offer of ["gzip, deflate, br, zstd", "gzip", "identity"]) {
      const pooled = await encodeDocument(page, offer);
      const here = encodeDocumentSync(page, offer);
      expect(here.encoding, offer).toBe(pooled.encoding);
      expect(Buffer.from(here.body).equals(pooled.body), offer).toBe(true);
    }
  });
});
