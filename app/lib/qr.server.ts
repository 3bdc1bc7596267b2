import { createHash } from "node:crypto";
import QRCode from "qrcode";
import { env } from "#core/env.server";

/**
 * QR codes rendered server-side as SVG, once per URL, and served as images from /qr/<name>.svg
 * (app/routes/qr.$name.ts) instead of inline markup: a page then carries three short URLs, not
 * three SVGs twice (markup and hydration data), and the browser caches the files.
 * The `v` query is a digest of the encoded URL, so a changed setting is a new file.
 */
const cache = new Map<string, Promise<string>>();

export function qrSvg(text: string): Promise<string> {
  let svg = cache.get(text);
  if (!svg) {
    svg = QRCode.toString(text, { type: "svg", margin: 1, errorCorrectionLevel: "M", color: { dark: "#1f2329", light: "#ffffff" } });
    cache.set(text, svg);
  }
  return svg;
}

export const QR_NAMES = ["app", "mini-program", "wechat"] as const;
export type QrName = (typeof QR_NAMES)[number];

/** The URL each code encodes (from the environment). */
export function qrTarget(name: string): string | undefined {
  const e = env();
  if (name === "app") return e.APP_DOWNLOAD_URL;
  if (name === "mini-program") return e.MINI_PROGRAM_URL;
  if (name === "wechat") return e.WECHAT_OFFICIAL_URL;
  return undefined;
}

let urls: { app: string | null; miniProgram: string | null; wechat: string } | undefined;

/**
 * The image URLs of the codes, for the root data: the app and the mini-program only when
 * their addresses are configured (a code to a product that does not exist would be a lie).
 */
export function qrImageUrls() {
  const url = (name: QrName) => {
    const target = qrTarget(name);
    return target ? `/qr/${name}.svg?v=${createHash("sha256").update(target).digest("hex").slice(0, 10)}` : null;
  };
  urls ??= { app: url("app"), miniProgram: url("mini-program"), wechat: url("wechat")! };
  return urls;
}
