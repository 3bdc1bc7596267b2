import { existsSync } from "node:fs";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import sharp from "sharp";
import { photoSourceFile, uploadedImage } from "../api-transport.server";
import { IMAGE_QUALITY } from "#core/constants";
import { env } from "#core/env.server";
import type { ImageRequest } from "./images";

/**
 * Resizes a catalogue photo for the image route and keeps the result in
 * DATA_DIR/image-cache/{width}/{key}.{format}, so each variant is made once per instance.
 * Concurrent requests for the same variant share one conversion.
 */
const inflight = new Map<string, Promise<Buffer | null>>();
const SOURCE_EXTENSIONS = ["jpg", "jpeg", "png", "webp"];

function cacheDir(): string {
  return resolve(env().DATA_DIR, "image-cache");
}

async function sourceOf(stem: string): Promise<string | Buffer | null> {
  for (const ext of SOURCE_EXTENSIONS) {
    const file = await photoSourceFile(`${stem}.${ext}`);
    if (file) return file;
    // Uploads kept in S3 (ADR 011) have no local file: resize from their bytes.
    if (stem.startsWith("uploads/")) {
      const stored = await uploadedImage(`${stem}.${ext}`);
      if (stored) return stored.bytes;
    }
  }
  return null;
}

export async function resizedImage(req: ImageRequest): Promise<Buffer | null> {
  const cached = join(cacheDir(), String(req.width), `${req.stem}.${req.format}`);
  if (!cached.startsWith(cacheDir())) return null;
  if (existsSync(cached)) return readFile(cached);
  let job = inflight.get(cached);
  if (!job) {
    job = make(req, cached).finally(() => inflight.delete(cached));
    inflight.set(cached, job);
  }
  return job;
}

async function make(req: ImageRequest, cached: string): Promise<Buffer | null> {
  const source = await sourceOf(req.stem);
  if (!source) return null;
  const pipeline = sharp(source).rotate().resize({ width: req.width, withoutEnlargement: true });
  const out =
    req.format === "webp"
      ? await pipeline.webp({ quality: IMAGE_QUALITY }).toBuffer()
      : await pipeline.jpeg({ quality: IMAGE_QUALITY, mozjpeg: true, progressive: true }).toBuffer();
  await mkdir(dirname(cached), { recursive: true });
  const tmp = `${cached}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(tmp, out);
  await rename(tmp, cached);
  return out;
}
