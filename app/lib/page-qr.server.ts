import QRCode from "qrcode";
import { safeRedirect } from "./safe-redirect";

/**
 * The QR code of a page of this site, for a desktop visitor to open that page on a phone. Only
 * a path of this site is encoded (the same rule as a redirect), on the origin the request came
 * to; anything else encodes the home page of the language. Rendered per request as a data URL
 * (a page's code is asked for rarely, and a cache keyed by any path would grow without bound).
 */
export async function pageQr(request: Request, from: string | null, home: string): Promise<{ url: string; qr: string }> {
  const path = safeRedirect(from, home);
  const url = new URL(path, new URL(request.url).origin).href;
  const svg = await QRCode.toString(url, { type: "svg", margin: 1, errorCorrectionLevel: "M", color: { dark: "#1f2329", light: "#ffffff" } });
  return { url, qr: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` };
}
