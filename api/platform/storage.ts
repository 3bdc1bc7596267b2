import { createHash, createHmac } from "node:crypto";
import { mkdir, readFile, rename, unlink, writeFile } from "node:fs/promises";
import { dirname, resolve, sep } from "node:path";
import { env } from "#core/env.server";

/**
 * Where uploaded files live (ADR 011): the local disk under DATA_DIR by default, or an
 * S3-compatible bucket (AWS S3, MinIO, R2, Ceph…) when S3_ENDPOINT, S3_BUCKET and the keys are
 * set. Keys are the upload keys (`uploads/2025/09/<random>.png`), checked by the caller.
 */
export interface StoredObject {
  bytes: Buffer;
  contentType: string;
}

export interface Storage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object, or null when there is none; throws when the store cannot answer. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; nothing there is not an error (a repeated sweep). Throws when the store cannot answer. */
  delete(key: string): Promise<void>;
}

const TYPES: Record<string, string> = { jpg: "image/jpeg", jpeg: "image/jpeg", png: "image/png" };
const typeOf = (key: string) => TYPES[key.slice(key.lastIndexOf(".") + 1).toLowerCase()] ?? "application/octet-stream";

/** DATA_DIR/<key>: `uploads/2025/09/x.png` is DATA_DIR/uploads/2025/09/x.png (as before ADR 011). */
export function diskStorage(root: string): Storage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const file = resolve(base, key);
    if (!file.startsWith(base + sep)) throw new Error(`storage key outside the root: ${key}`);
    return file;
  };
  return {
    async put(key, bytes) {
      const file = pathOf(key);
      await mkdir(dirname(file), { recursive: true });
      const tmp = `${file}.${process.pid}.tmp`;
      await writeFile(tmp, bytes);
      await rename(tmp, file);
    },
    async get(key) {
      try {
        return { bytes: await readFile(pathOf(key)), contentType: typeOf(key) };
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === "ENOENT" || (e as NodeJS.ErrnoException).code === "EISDIR") return null;
        throw e;
      }
    },
    async delete(key) {
      try {
        await unlink(pathOf(key));
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== "ENOENT") throw e;
      }
    },
  };
}

export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  timeoutMs?: number;
}

const sha256Hex = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data, "utf8").digest();

/** RFC 3986 encoding of one path segment (what SigV4 expects for S3: each segment once). */
const encodeSegment = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export interface SignInput {
  method: string;
  url: URL;
  /** Headers to sign besides host, x-amz-date and x-amz-content-sha256 (names any case). */
  headers?: Record<string, string>;
  payloadHash: string;
  region: string;
  service?: string;
  accessKeyId: string;
  secretAccessKey: string;
  date?: Date;
}

/**
 * AWS Signature Version 4 (header form), with node:crypto only. Returns the headers to send:
 * the given ones plus x-amz-date, x-amz-content-sha256 and Authorization (host is set by fetch
 * from the URL and signed as `url.host`). The query string is not used by this module's calls.
 */
export function signV4(input: SignInput): Record<string, string> {
  const service = input.service ?? "s3";
  const amzDate = (input.date ?? new Date()).toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(input.headers ?? {})) headers[k.toLowerCase()] = v;
  headers["host"] = input.url.host;
  headers["x-amz-date"] = amzDate;
  headers["x-amz-content-sha256"] = input.payloadHash;
  const names = Object.keys(headers).sort();
  const canonicalHeaders = names.map((n) => `${n}:${headers[n].trim().replace(/\s+/g, " ")}\n`).join("");
  const signedHeaders = names.join(";");
  const canonicalUri = input.url.pathname.split("/").map((s) => encodeSegment(decodeURIComponent(s))).join("/") || "/";
  const query = [...input.url.searchParams]
    .map(([k, v]) => [encodeSegment(k), encodeSegment(v)])
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
  const canonicalRequest = [input.method.toUpperCase(), canonicalUri, query, canonicalHeaders, signedHeaders, input.payloadHash].join("\n");
  const scope = `${day}/${input.region}/${service}/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256Hex(canonicalRequest)].join("\n");
  const key = hmac(hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, day), input.region), service), "aws4_request");
  const signature = createHmac("sha256", key).update(stringToSign, "utf8").digest("hex");
  const out: Record<string, string> = { ...headers };
  delete out["host"];
  out["authorization"] = `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
  return out;
}

/** Path-style S3 (`{endpoint}/{bucket}/{key}`), so MinIO, R2 and Ceph work as well as AWS. */
export function s3Storage(config: S3Config): Storage {
  const base = config.endpoint.replace(/\/+$/, "");
  const urlOf = (key: string) => new URL(`${base}/${encodeSegment(config.bucket)}/${key.split("/").map(encodeSegment).join("/")}`);
  const call = (method: "GET" | "PUT" | "DELETE", key: string, body?: Uint8Array, contentType?: string) => {
    const url = urlOf(key);
    const headers = signV4({
      method,
      url,
      headers: contentType ? { "content-type": contentType } : {},
      payloadHash: sha256Hex(body ?? ""),
      region: config.region,
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
    });
    return fetch(url, { method, headers, body: body as BodyInit | undefined, signal: AbortSignal.timeout(config.timeoutMs ?? 10_000) });
  };
  return {
    async put(key, bytes, contentType) {
      const res = await call("PUT", key, bytes, contentType);
      await res.arrayBuffer().catch(() => undefined);
      if (!res.ok) throw new Error(`S3 PUT ${key}: HTTP ${res.status}`);
    },
    async get(key) {
      const res = await call("GET", key);
      if (res.status === 404) {
        await res.arrayBuffer().catch(() => undefined);
        return null;
      }
      if (!res.ok) throw new Error(`S3 GET ${key}: HTTP ${res.status}`);
      return { bytes: Buffer.from(await res.arrayBuffer()), contentType: res.headers.get("content-type") ?? typeOf(key) };
    },
    async delete(key) {
      const res = await call("DELETE", key);
      await res.arrayBuffer().catch(() => undefined);
      // S3 answers 204 for a key that is gone or never was.
      if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${key}: HTTP ${res.status}`);
    },
  };
}

/** The configured store: S3 when S3_ENDPOINT is set (env.server.ts checks the rest), else DATA_DIR. */
export function uploadStorage(): Storage {
  const e = env();
  if (e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY) {
    return s3Storage({
      endpoint: e.S3_ENDPOINT,
      bucket: e.S3_BUCKET,
      region: e.S3_REGION,
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    });
  }
  return diskStorage(e.DATA_DIR);
}

export function s3Enabled(): boolean {
  return Boolean(env().S3_ENDPOINT);
}
