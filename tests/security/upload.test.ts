import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { beforeAll, describe, expect, test } from "vitest";
import { callSigned, createTestUser, rowCounts, setupApi } from "../helpers/api";

/**
 * Spoofed upload types (/jcommon/file/upload): a `.png` name and `image/png` type do not make
 * HTML, text, SVG or a polyglot an image. The type is sniffed from the bytes, the image decoded
 * and re-encoded, so what is stored (and served by app/routes/uploads.$.ts, with its type from
 * the sniffed format, a sandboxing CSP and nosniff from server/security.ts) is never the bytes
 * that were sent.
 */
const UPLOAD = "/jcommon/file/upload";
const MARK = "<script>alert(1)</script>";
let token: string;
let png: Buffer;
let jpg: Buffer;

beforeAll(async () => {
  await setupApi();
  token = (await createTestUser({ userName: "uploader" })).token;
  png = await sharp({ create: { width: 32, height: 24, channels: 3, background: "#c0ffee" } }).png().toBuffer();
  jpg = await sharp({ create: { width: 32, height: 24, channels: 3, background: "#c0ffee" } }).jpeg().toBuffer();
});

const upload = (bytes: Buffer | string, name = "avatar.png", type = "image/png") =>
  callSigned(UPLOAD, {}, { token, language: "en", files: { file: new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], name, { type }) } });

/** A PNG with a tEXt chunk (inserted before IEND) holding `text`. */
function pngWithText(base: Buffer, text: string): Buffer {
  const data = Buffer.from(`Comment\0${text}`, "latin1");
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write("tEXt", 4, "latin1");
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  const iend = base.length - 12;
  return Buffer.concat([base.subarray(0, iend), chunk, base.subarray(iend)]);
}
function crc32(buf: Buffer): number {
  let c = ~0;
  for (const b of buf) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

describe("spoofed content types are refused", () => {
  const fakes: Array<[string, () => Buffer | string, string?, string?]> = [
    ["HTML named avatar.png", () => `<!doctype html><html><body>${MARK}</body></html>`],
    ["plain text named avatar.png", () => "hello, not an image"],
    ["SVG with a script, named .png", () => `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">${MARK}</svg>`],
    ["SVG declared image/svg+xml", () => `<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`, "a.svg", "image/svg+xml"],
    ["a GIF named .jpg", () => Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1"), "a.jpg", "image/jpeg"],
    ["PNG magic bytes followed by HTML", () => Buffer.concat([png.subarray(0, 8), Buffer.from(`<html>${MARK}</html>`)])],
    ["JPEG magic bytes followed by HTML", () => Buffer.concat([jpg.subarray(0, 3), Buffer.from(`<html>${MARK}</html>`)]), "a.jpg", "image/jpeg"],
    ["a PDF named .png", () => "%PDF-1.4\n1 0 obj<<>>endobj\n"],
    ["an empty file", () => Buffer.alloc(0)],
  ];
  for (const [name, bytes, file, type] of fakes) {
    test(name, async () => {
      const before = await rowCounts(["uploads"]);
      const r = await upload(bytes(), file, type);
      expect(r.code).toBe(1);
      expect(r.data).toBeNull();
      expect((await rowCounts(["uploads"])).uploads).toBe(before.uploads);
    });
  }
});

describe("real images are accepted and re-encoded", () => {
  async function storedBytes(key: string): Promise<Buffer> {
    const { uploadedFile } = await import("../../api/index");
    const file = uploadedFile(key);
    expect(file).toBeTruthy();
    return readFile(file!);
  }

  test("a real PNG declared as anything is stored as PNG", async () => {
    const r = await upload(png, "photo.html", "text/html");
    expect(r.code).toBe(0);
    expect(r.data).toMatchObject({ mime: "image/png", width: 32, height: 24 });
    expect(r.data.key).toMatch(/\.png$/);
  });

  test.each([
    ["HTML appended after a PNG's IEND", () => Buffer.concat([png, Buffer.from(`<html>${MARK}</html>`)]), "png"],
    ["a script in a PNG text chunk", () => pngWithText(png, MARK), "png"],
    ["HTML appended after a JPEG", () => Buffer.concat([jpg, Buffer.from(`<html>${MARK}</html>`)]), "jpg"],
  ])("a polyglot (%s) is stored without the smuggled bytes", async (_name, bytes, ext) => {
    const sent = bytes();
    const r = await upload(sent, `x.${ext}`, ext === "png" ? "image/png" : "image/jpeg");
    expect(r.code, r.msg).toBe(0);
    const stored = await storedBytes(r.data.key);
    expect(stored.equals(sent)).toBe(false);
    expect(stored.toString("latin1")).not.toContain("<script");
    expect(stored.toString("latin1")).not.toContain("<html");
  });

  test("served from /uploads/… with its sniffed type, a sandboxing CSP and the stored (re-encoded) bytes", async () => {
    const sent = Buffer.concat([png, Buffer.from(`<html>${MARK}</html>`)]);
    const r = await upload(sent, "evil.png", "image/png");
    expect(r.data.url).toBe(`/${r.data.key}`);
    const { loader } = await import("../../app/routes/uploads.$");
    const call = (rest: string) =>
      loader({ params: { "*": rest }, request: new Request(`http://localhost/uploads/${rest}`), context: {} } as never) as Promise<Response>;
    const res = await call(r.data.key.slice("uploads/".length));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("content-security-policy")).toContain("sandbox");
    const served = Buffer.from(await res.arrayBuffer());
    expect(served.equals(await storedBytes(r.data.key))).toBe(true);
    expect(served.toString("latin1")).not.toContain("<script");
    const meta = await sharp(served).metadata();
    expect(meta.format).toBe("png");

    // Only files the service stored: no traversal, no other extensions, no guesses.
    for (const bad of ["../secrets.json", "..%2Fsecrets.json", "2025/01/notthere.png", `${r.data.key.slice(8, -4)}.html`, "x"]) {
      expect((await call(bad)).status, bad).toBe(404);
    }
  });
});

describe("the avatar field takes only a path on this site or an https URL", () => {
  test.each(["javascript:alert(1)", "//evil.example/a.png", "data:image/svg+xml,<svg onload=alert(1)>", "/a.png\" onerror=\"alert(1)", "http://evil.example/a.png"])(
    "%s is refused",
    async (avatar) => {
      const r = await callSigned("/rest/user/client/user/update", { avatar }, { token });
      expect(r.code).toBe(1);
    },
  );

  test("an uploaded file's path is accepted", async () => {
    const up = await upload(png);
    expect((await callSigned("/rest/user/client/user/update", { avatar: up.data.url }, { token })).code).toBe(0);
  });
});
