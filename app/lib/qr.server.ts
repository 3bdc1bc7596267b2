import QRCode from "qrcode";

/** QR codes rendered server-side as SVG markup, once per URL. */
const cache = new Map<string, Promise<string>>();

export function qrSvg(text: string): Promise<string> {
  let svg = cache.get(text);
  if (!svg) {
    svg = QRCode.toString(text, { type: "svg", margin: 1, errorCorrectionLevel: "M", color: { dark: "#1f2329", light: "#ffffff" } });
    cache.set(text, svg);
  }
  return svg;
}
