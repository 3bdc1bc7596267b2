import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { resolve, sep } from "node:path";
import sharp, { type OutputInfo } from "sharp";
import { AVATAR_MAX_BYTES, IMAGE_QUALITY } from "#core/constants";
import { env } from "#core/env.server";
import { db } from "../db/client";
import { uploads } from "../db/schema";
import { ApiError } from "../http/envelope";
import { logger } from "#core/log.server";
import { s3Enabled, uploadStorage, type StoredObject } from "../platform/storage";

/**
 * Image uploads (`/jcommon/file/upload`: JPG or PNG, at most 3 MB). The type is
 * decided by the file's first bytes, never by its name or declared type; the image is then
 * decoded and re-encoded with sharp, which drops metadata (EXIF GPS) and anything smuggled
 * after the image data. Files live under the key uploads/YYYY/MM/<random>.<ext> in the upload
 * storage (./storage.ts, ADR 011): DATA_DIR/uploads by default, an S3-compatible bucket when set.
 */
const MAX_PIXELS = 40_000_000; // refuses decompression bombs before decoding
const MAX_SIDE = 2048;

type Kind = "jpeg" | "png";

export function sniffImage(bytes: Uint8Array): Kind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return "png";
  return null;
}

function uploadRoot(): string {
  return resolve(env().DATA_DIR, "uploads");
}

const KEY = /^uploads\/\d{4}\/\d{2}\/[a-z0-9]{32}\.(jpg|png)$/;

/**
 * Absolute path of an uploaded file key (`uploads/2025/09/x.jpg`) on the local disk, or null
 * (always null when uploads go to S3: read them with uploadedImage()).
 */
export function uploadedFile(key: string): string | null {
  if (!KEY.test(key) || s3Enabled()) return null;
  const file = resolve(uploadRoot(), key.slice("uploads/".length));
  if (!file.startsWith(uploadRoot() + sep) || !existsSync(file)) return null;
  return file;
}

/** The stored bytes of an upload key, from whichever storage is configured, or null. */
export async function uploadedImage(key: string): Promise<StoredObject | null> {
  if (!KEY.test(key)) return null;
  return uploadStorage().get(key);
}

/** Stores an uploaded image (checked by its bytes, re-encoded); `userId` is null for staff's uploads (a landlord's apartment photos). */
export async function storeUpload(file: File | undefined, userId: number | null) {
  if (!file || typeof file.arrayBuffer !== "function" || file.size === 0) throw new ApiError("upload_missing");
  if (file.size > AVATAR_MAX_BYTES) throw new ApiError("upload_size");
  return storeImageBytes(new Uint8Array(await file.arrayBuffer()), userId);
}

/** The same for bytes fetched rather than uploaded (photos named by URL in a landlord's feed). */
export async function storeImageBytes(bytes: Uint8Array, userId: number | null) {
  if (bytes.length > AVATAR_MAX_BYTES) throw new ApiError("upload_size");
  const kind = sniffImage(bytes);
  if (!kind) throw new ApiError("upload_type");

  let out: { data: Buffer; info: OutputInfo };
  try {
    const pipeline = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: "error" })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: "inside", withoutEnlargement: true });
    out =
      kind === "jpeg"
        ? await pipeline.jpeg({ quality: IMAGE_QUALITY, mozjpeg: true }).toBuffer({ resolveWithObject: true })
        : await pipeline.png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true });
  } catch {
    throw new ApiError("upload_unreadable");
  }

  const now = new Date();
  const dir = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, "0")}`;
  const name = `${randomBytes(16).toString("hex")}.${kind === "jpeg" ? "jpg" : "png"}`;
  const key = `uploads/${dir}/${name}`;
  const mime: "image/jpeg" | "image/png" = kind === "jpeg" ? "image/jpeg" : "image/png";
  try {
    // Only the re-encoded bytes are ever stored.
    await uploadStorage().put(key, out.data, mime);
  } catch (e) {
    logger.error({ error: e instanceof Error ? e.message : String(e), key }, "upload storage write failed");
    throw new ApiError("upload_failed");
  }
  await db().insert(uploads).values({
    fileKey: key,
    userId,
    mime,
    bytes: out.data.length,
    width: out.info.width,
    height: out.info.height,
  });
  return { key, url: `/${key}`, mime, size: out.data.length, width: out.info.width, height: out.info.height };
}
