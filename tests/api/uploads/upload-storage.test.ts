import { createHash, createHmac } from "node:crypto";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { callSigned, createTestUser, rowCounts, setupApi } from "../../helpers/api";

/**
 * Uploads in S3-compatible storage (ADR 011), with msw standing in for the bucket: the upload
 * PUTs the re-encoded image to `{endpoint}/{bucket}/{key}` signed with SigV4, /uploads/… GETs it
 * back, and a store error fails the upload without recording it. Documents go to the same bucket
 * sealed, and a deleted document's object is DELETEd.
 */
const ENDPOINT = "https://s3.storage.test:9000";
const BUCKET = "avatars";
const KEY_ID = "AKIDTESTSTORAGE";
const SECRET = "test-secret-key/for+sigv4";
process.env.S3_ENDPOINT = ENDPOINT;
process.env.S3_BUCKET = BUCKET;
process.env.S3_REGION = "eu-west-1";
process.env.S3_ACCESS_KEY_ID = KEY_ID;
process.env.S3_SECRET_ACCESS_KEY = SECRET;

interface Seen {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: Buffer;
}
const objects = new Map<string, { bytes: Buffer; type: string }>();
const seen: Seen[] = [];

async function record(request: Request): Promise<Seen> {
  const s: Seen = { method: request.method, url: request.url, headers: Object.fromEntries(request.headers), body: Buffer.from(await request.arrayBuffer()) };
  seen.push(s);
  return s;
}

const server = setupServer(
  http.put(`${ENDPOINT}/${BUCKET}/*`, async ({ request }) => {
    const s = await record(request);
    objects.set(new URL(s.url).pathname, { bytes: s.body, type: s.headers["content-type"] ?? "" });
    return new HttpResponse(null, { status: 200, headers: { ETag: '"x"' } });
  }),
  http.get(`${ENDPOINT}/${BUCKET}/*`, async ({ request }) => {
    const s = await record(request);
    const o = objects.get(new URL(s.url).pathname);
    if (!o) return new HttpResponse("<Error><Code>NoSuchKey</Code></Error>", { status: 404, headers: { "Content-Type": "application/xml" } });
    return new HttpResponse(o.bytes, { status: 200, headers: { "Content-Type": o.type } });
  }),
  http.delete(`${ENDPOINT}/${BUCKET}/*`, async ({ request }) => {
    const s = await record(request);
    objects.delete(new URL(s.url).pathname);
    return new HttpResponse(null, { status: 204 });
  }),
);

let token: string;
let png: Buffer;
let jpg: Buffer;

beforeAll(async () => {
  server.listen({ onUnhandledRequest: "bypass" });
  await setupApi();
  token = (await createTestUser({ userName: "s3-uploader" })).token;
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#336699" } }).png().toBuffer();
  jpg = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#336699" } }).jpeg().toBuffer();
});
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());

const upload = (bytes: Buffer, name: string, type: string, language: "cn" | "en" = "en") =>
  callSigned("/jcommon/file/upload", {}, { token, language, files: { file: new File([new Uint8Array(bytes)], name, { type }) } });

const sha256 = (d: string | Buffer) => createHash("sha256").update(d).digest("hex");
const hmac = (k: string | Buffer, d: string) => createHmac("sha256", k).update(d).digest();

/** An independent SigV4 recomputation from what reached the "bucket". */
function expectedSignature(s: Seen, signedHeaders: string[], scope: { day: string; region: string }): string {
  const url = new URL(s.url);
  const canonical = [
    s.method,
    url.pathname,
    "",
    signedHeaders.map((h) => `${h}:${h === "host" ? url.host : s.headers[h]}\n`).join(""),
    signedHeaders.join(";"),
    s.headers["x-amz-content-sha256"],
  ].join("\n");
  const stringToSign = ["AWS4-HMAC-SHA256", s.headers["x-amz-date"], `${scope.day}/${scope.region}/s3/aws4_request`, sha256(canonical)].join("\n");
  const key = hmac(hmac(hmac(hmac(`AWS4${SECRET}`, scope.day), scope.region), "s3"), "aws4_request");
  return createHmac("sha256", key).update(stringToSign).digest("hex");
}

function checkSigned(s: Seen) {
  const auth = s.headers["authorization"];
  const m = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(auth);
  expect(m, auth).not.toBeNull();
  const [, keyId, day, region, signedHeaders, signature] = m!;
  expect(keyId).toBe(KEY_ID);
  expect(region).toBe("eu-west-1");
  expect(s.headers["x-amz-date"]).toMatch(new RegExp(`^${day}T\\d{6}Z$`));
  expect(Math.abs(Date.parse(`${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}`) - Date.now())).toBeLessThan(2 * 86_400_000);
  expect(s.headers["x-amz-content-sha256"]).toBe(sha256(s.body));
  const names = signedHeaders.split(";");
  expect(names).toEqual(expect.arrayContaining(["host", "x-amz-content-sha256", "x-amz-date"]));
  expect(signature).toBe(expectedSignature(s, names, { day, region }));
}

describe("SigV4 signer", () => {
  test("matches AWS's published S3 example (GET /test.txt, Range)", async () => {
    const { signV4 } = await import("../../../api/platform/storage");
    // docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html, "Example: GET Object".
    const headers = signV4({
      method: "GET",
      url: new URL("https://examplebucket.s3.amazonaws.com/test.txt"),
      headers: { Range: "bytes=0-9" },
      payloadHash: sha256(""),
      region: "us-east-1",
      accessKeyId: "AKIAIOSFODNN7EXAMPLE",
      secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
      date: new Date("2013-05-24T00:00:00Z"),
    });
    expect(headers.authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    );
  });
});

describe("uploads with S3 configured", () => {
  test.each([
    ["PNG", () => Buffer.concat([png, Buffer.from("<html><script>alert(1)</script></html>")]), "a.png", "image/png", "image/png"],
    ["JPEG", () => Buffer.concat([jpg, Buffer.from("<html>trailer</html>")]), "a.jpg", "image/jpeg", "image/jpeg"],
  ])("a %s avatar is PUT, signed, to {endpoint}/{bucket}/{key} as the re-encoded image", async (_n, bytes, name, type, mime) => {
    const sent = bytes();
    const before = await rowCounts(["uploads"]);
    const r = await upload(sent, name, type);
    expect(r.code, r.msg).toBe(0);
    expect(r.data.mime).toBe(mime);
    expect((await rowCounts(["uploads"])).uploads).toBe(before.uploads + 1);

    const puts = seen.filter((s) => s.method === "PUT");
    expect(puts).toHaveLength(1);
    const put = puts[0];
    expect(put.url).toBe(`${ENDPOINT}/${BUCKET}/${r.data.key}`);
    expect(put.headers["content-type"]).toBe(mime);
    checkSigned(put);
    // The stored bytes are sharp's output, not what was sent.
    expect(put.body.equals(sent)).toBe(false);
    expect(put.body.toString("latin1")).not.toContain("<html");
    expect(put.body.length).toBe(r.data.size);
    expect((await sharp(put.body).metadata()).format).toBe(mime === "image/png" ? "png" : "jpeg");

    // Nothing went to the disk.
    const { uploadedFile } = await import("../../../api/index");
    expect(uploadedFile(r.data.key)).toBeNull();
  });

  test("/uploads/… serves the object GET from the bucket, with today's headers", async () => {
    const r = await upload(png, "me.png", "image/png");
    expect(r.code, r.msg).toBe(0);
    const stored = seen.find((s) => s.method === "PUT")!.body;
    seen.length = 0;
    const { loader } = await import("../../../app/routes/uploads.$");
    const call = (rest: string) =>
      loader({ params: { "*": rest }, request: new Request(`http://localhost/uploads/${rest}`), context: {} } as never) as Promise<Response>;

    const res = await call(r.data.key.slice("uploads/".length));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await res.arrayBuffer()).equals(stored)).toBe(true);
    const get = seen.find((s) => s.method === "GET")!;
    expect(get.url).toBe(`${ENDPOINT}/${BUCKET}/${r.data.key}`);
    checkSigned(get);

    // A key the bucket does not hold is a 404; a malformed one never reaches the bucket.
    seen.length = 0;
    expect((await call("2025/01/0123456789abcdef0123456789abcdef.png")).status).toBe(404);
    expect(seen).toHaveLength(1);
    seen.length = 0;
    for (const bad of ["../secrets.json", "x", "2025/01/notthere.html"]) expect((await call(bad)).status, bad).toBe(404);
    expect(seen).toHaveLength(0);
  });

  test("a bucket error (500) fails the upload with code 1 and the translated message, nothing recorded", async () => {
    server.use(http.put(`${ENDPOINT}/${BUCKET}/*`, () => new HttpResponse("<Error><Code>InternalError</Code></Error>", { status: 500 })));
    const before = await rowCounts(["uploads"]);
    const en = await upload(png, "a.png", "image/png", "en");
    expect(en.code).toBe(1);
    expect(en.data).toBeNull();
    expect(en.msg).toBe("The image could not be saved, please try again later");
    const cn = await upload(png, "a.png", "image/png", "cn");
    expect(cn.code).toBe(1);
    expect(cn.msg).toBe("图片上传失败，请稍后重试");
    expect((await rowCounts(["uploads"])).uploads).toBe(before.uploads);
  });
});

describe("documents with S3 configured", () => {
  test("a document is PUT sealed under documents/, read back for its owner, and DELETEd (signed) when the student deletes it", async () => {
    const { newApplication, SERVICE_OPERATOR_TOKEN, useOperatorToken } = await import("../../helpers/service");
    await useOperatorToken(SERVICE_OPERATOR_TOKEN);
    const applyCode = await newApplication(token);
    seen.length = 0;
    const up = await callSigned(
      "/rest/user/client/document/upload",
      { kind: "passport", applyCode, consent: "1" },
      { token, files: { file: new File([new Uint8Array(png)], "passport.png", { type: "image/png" }) } },
    );
    expect(up.code, up.msg).toBe(0);
    const put = seen.find((x) => x.method === "PUT")!;
    expect(new URL(put.url).pathname).toMatch(new RegExp(`^/${BUCKET}/documents/\\d{4}/\\d{2}/[0-9a-f]{32}\\.bin$`));
    checkSigned(put);
    expect(put.body.subarray(0, 4).toString()).toBe("SNB1");
    expect(put.body.includes(Buffer.from("IHDR"))).toBe(false);

    const { send, signedRequest } = await import("../../helpers/api");
    const file = await send(await signedRequest("/rest/user/client/document/download", { documentCode: up.data.documentCode }, { token }));
    expect(file.status).toBe(200);
    expect((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).format).toBe("png");

    const del = await callSigned("/rest/user/client/document/delete", { documentCode: up.data.documentCode }, { token });
    expect(del.code, del.msg).toBe(0);
    const sent = seen.find((x) => x.method === "DELETE")!;
    expect(sent.url).toBe(put.url);
    checkSigned(sent);
    expect(objects.has(new URL(put.url).pathname)).toBe(false);
    await useOperatorToken(undefined);
  });
});

describe("S3 variables are validated together", () => {
  test("a partial S3 configuration is a start error naming the missing variables", async () => {
    const { env, resetEnvCache } = await import("#core/env.server");
    const saved = process.env.S3_SECRET_ACCESS_KEY;
    delete process.env.S3_SECRET_ACCESS_KEY;
    resetEnvCache();
    try {
      expect(() => env()).toThrow(/S3_SECRET_ACCESS_KEY: must be set together with/);
    } finally {
      process.env.S3_SECRET_ACCESS_KEY = saved;
      resetEnvCache();
    }
    expect(env().S3_BUCKET).toBe(BUCKET);
  });
});
