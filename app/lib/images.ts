/**
 * Listing photos are served by /images/{width}/{key}.{webp|jpg}: resized by sharp at quality 80
 *, cached on disk, immutable. A catalogue key such as `seed/07.jpg` becomes
 * /images/640/seed/07.webp and /images/640/seed/07.jpg; the page offers a webp srcset with a jpg
 * fallback through <picture>.
 */
export const IMAGE_WIDTHS = [320, 480, 640, 960, 1200] as const;
/** A width the image route serves: markup can only ask for these (a typo is a type error). */
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export type ImageFormat = "webp" | "jpg";
export const IMAGE_PREFIX = "/images";

const KEY = /^[a-z0-9][a-z0-9/_-]{0,200}\.(jpe?g|png|webp)$/i;

/** A catalogue photo key we are willing to serve (no `..`, no absolute paths). */
export function isPhotoKey(key: unknown): key is string {
  return typeof key === "string" && KEY.test(key) && !key.includes("..") && !key.includes("//");
}

function stem(key: string): string {
  return key.replace(/\.[a-z]+$/i, "");
}

export function imageUrl(key: string, width: ImageWidth, format: ImageFormat): string {
  return `${IMAGE_PREFIX}/${width}/${stem(key)}.${format}`;
}

export function imageSrcSet(key: string, format: ImageFormat, widths: readonly ImageWidth[] = IMAGE_WIDTHS): string {
  return widths.map((w) => `${imageUrl(key, w, format)} ${w}w`).join(", ");
}

export interface ImageRequest {
  width: number;
  format: ImageFormat;
  /** The key without its extension: the source may be .jpg, .jpeg, .png or .webp. */
  stem: string;
}

/** Parses the path after /images/: `640/seed/07.webp`. Undefined for anything not served. */
export function parseImagePath(path: string): ImageRequest | undefined {
  const m = /^(\d{2,4})\/([a-z0-9][a-z0-9/_-]{0,200})\.(webp|jpg)$/i.exec(path);
  if (!m) return undefined;
  const width = Number(m[1]);
  if (!(IMAGE_WIDTHS as readonly number[]).includes(width)) return undefined;
  if (m[2].includes("//")) return undefined;
  return { width, stem: m[2], format: m[3].toLowerCase() as ImageFormat };
}
