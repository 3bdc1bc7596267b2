import sharp from "sharp";
import { DOCUMENT_MAX_BYTES } from "#core/constants";
import { ApiError } from "../http/envelope";
import { sniffImage } from "../uploads";

/**
 * What a document file may be: a PDF, a JPEG or a PNG, at most DOCUMENT_MAX_BYTES, decided by
 * its bytes (never its name or declared type). Images are decoded and re-encoded (metadata such
 * as GPS dropped, anything appended after the image gone); a PDF is kept as sent once its
 * structure is checked: the header, a cross-reference and an end-of-file marker, and none of
 * what makes a PDF act (scripts, launch actions, embedded files) or hide (encryption: staff
 * could not read it, nor could the checks).
 */
const MAX_PIXELS = 60_000_000;
const MAX_SIDE = 3000;

export type DocumentMime = "application/pdf" | "image/jpeg" | "image/png";

const ACTIVE = [/\/JavaScript\b/, /\/JS\b/, /\/Launch\b/, /\/EmbeddedFile\b/, /\/RichMedia\b/, /\/XFA\b/, /\/Encrypt\b/, /\/SubmitForm\b/, /\/ImportData\b/];

export function checkPdf(bytes: Buffer): void {
  if (!/^%PDF-[12]\.\d/.test(bytes.subarray(0, 8).toString("latin1"))) throw new ApiError("document_unreadable");
  const tail = bytes.subarray(Math.max(0, bytes.length - 2048)).toString("latin1");
  if (!/%%EOF\s*$/.test(tail) || !/startxref\s+\d+/.test(tail)) throw new ApiError("document_unreadable");
  const text = bytes.toString("latin1");
  if (!/\bxref\b/.test(text) && !/\/Type\s*\/XRef\b/.test(text)) throw new ApiError("document_unreadable");
  if (!/\/Type\s*\/Catalog\b/.test(text) && !/\/Type\s*\/ObjStm\b/.test(text)) throw new ApiError("document_unreadable");
  // Names may be written with #xx escapes (/J#61vaScript): read them plain before looking.
  const names = text.replace(/#([0-9A-Fa-f]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  if (ACTIVE.some((re) => re.test(names))) throw new ApiError("document_pdf_active");
}

export async function checkedDocument(file: File | undefined): Promise<{ bytes: Buffer; mime: DocumentMime; ext: string }> {
  if (!file || typeof file.arrayBuffer !== "function" || file.size === 0) throw new ApiError("document_missing");
  if (file.size > DOCUMENT_MAX_BYTES) throw new ApiError("document_size");
  const bytes = Buffer.from(await file.arrayBuffer());
  if (bytes.length > DOCUMENT_MAX_BYTES) throw new ApiError("document_size");
  if (bytes.subarray(0, 5).toString("latin1") === "%PDF-") {
    checkPdf(bytes);
    return { bytes, mime: "application/pdf", ext: "pdf" };
  }
  const kind = sniffImage(bytes);
  if (!kind) throw new ApiError("document_type");
  try {
    const pipeline = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: "error" })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: "inside", withoutEnlargement: true });
    // Text on a scanned page stays legible: high quality, and PNG kept lossless.
    const out = kind === "jpeg" ? await pipeline.jpeg({ quality: 88, mozjpeg: true }).toBuffer() : await pipeline.png({ compressionLevel: 9 }).toBuffer();
    return kind === "jpeg" ? { bytes: out, mime: "image/jpeg", ext: "jpg" } : { bytes: out, mime: "image/png", ext: "png" };
  } catch {
    throw new ApiError("document_unreadable");
  }
}
