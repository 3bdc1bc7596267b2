import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";
import { secrets } from "./secrets.server";

/**
 * Authenticated encryption (AES-256-GCM) of data kept at rest: a changed byte, a value moved to
 * another row (the associated data names its place) or a wrong key fails to open rather than
 * yielding garbage. A sealed value is text: `v1.<key id>.<iv>.<tag>.<ciphertext>` (base64url),
 * so it fits a text or JSON column and a Redis string.
 */
const ALGORITHM = "aes-256-gcm";

const b64 = (b: Buffer) => b.toString("base64url");
const unb64 = (s: string) => Buffer.from(s, "base64url");

/** A short public name of a key, so the right one of a rotated list is tried first. */
function keyId(key: Buffer): string {
  return createHash("sha256").update(key).digest("base64url").slice(0, 8);
}

export function sealWith(key: Buffer, plain: string, aad: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  cipher.setAAD(Buffer.from(aad));
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", keyId(key), b64(iv), b64(cipher.getAuthTag()), b64(body)].join(".");
}

/** The plain text, or null when the value is not sealed, was changed, or no key given opens it. */
export function openWith(keys: readonly Buffer[], sealed: string, aad: string): string | null {
  const parts = sealed.split(".");
  if (parts.length !== 5 || parts[0] !== "v1") return null;
  const [, kid, iv, tag, body] = parts;
  const ordered = [...keys.filter((k) => keyId(k) === kid), ...keys.filter((k) => keyId(k) !== kid)];
  for (const key of ordered) {
    try {
      const decipher = createDecipheriv(ALGORITHM, key, unb64(iv));
      decipher.setAAD(Buffer.from(aad));
      decipher.setAuthTag(unb64(tag));
      return Buffer.concat([decipher.update(unb64(body)), decipher.final()]).toString("utf8");
    } catch {
      // the next key of a rotated list, else null
    }
  }
  return null;
}

export function isSealed(value: unknown): value is string {
  return typeof value === "string" && value.startsWith("v1.") && value.split(".").length === 5;
}

/**
 * Bytes (a document's file) sealed the same way, as bytes: `SNB1`, the key id (8 ASCII
 * characters), the IV (12), the tag (16), then the ciphertext. Nothing of the plain file shows.
 */
const MAGIC = Buffer.from("SNB1");

export function sealBytesWith(key: Buffer, plain: Uint8Array, aad: string): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  cipher.setAAD(Buffer.from(aad));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([MAGIC, Buffer.from(keyId(key), "ascii"), iv, cipher.getAuthTag(), body]);
}

export function openBytesWith(keys: readonly Buffer[], sealed: Uint8Array, aad: string): Buffer | null {
  const buf = Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength);
  if (buf.length < 40 || !buf.subarray(0, 4).equals(MAGIC)) return null;
  const kid = buf.subarray(4, 12).toString("ascii");
  const iv = buf.subarray(12, 24);
  const tag = buf.subarray(24, 40);
  const ordered = [...keys.filter((k) => keyId(k) === kid), ...keys.filter((k) => keyId(k) !== kid)];
  for (const key of ordered) {
    try {
      const decipher = createDecipheriv(ALGORITHM, key, iv);
      decipher.setAAD(Buffer.from(aad));
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(buf.subarray(40)), decipher.final()]);
    } catch {
      // the next key of a rotated list, else null
    }
  }
  return null;
}

export const sealDataBytes = (plain: Uint8Array, aad: string) => sealBytesWith(secrets().dataKeys[0], plain, aad);
export const openDataBytes = (sealed: Uint8Array, aad: string) => openBytesWith(secrets().dataKeys, sealed, aad);

/** Sealed with the site's data key (DATA_ENCRYPTION_KEY or DATA_DIR's secrets; the newest of a list). */
export const sealData = (plain: string, aad: string) => sealWith(secrets().dataKeys[0], plain, aad);
/** Opened with any of the site's data keys (a rotated-out key still opens what it sealed). */
export const openData = (sealed: string, aad: string) => openWith(secrets().dataKeys, sealed, aad);

/**
 * A key made from a secret the server does not keep (a session id held only in the browser's
 * cookie): what is sealed with it can be opened only while that secret is presented.
 */
export function keyFrom(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "studynest", purpose, 32));
}
