import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { inflateSync } from "node:zlib";
import { sql } from "drizzle-orm";
import PDFDocument from "pdfkit";
import type { Lang } from "#core/constants";
import type { HandbookSections } from "#core/stored-json";
import { pick } from "./labels";
import { query } from "../db/client";
import { ApiError } from "../http/envelope";

/**
 * Operation handbooks: listed by `operationHandbook/page`, downloaded by
 * `operationHandbook/download`. The file is rendered from the handbook's sections when asked
 * for, so it always matches the text in the database: a PDF in both languages, with the
 * glyphs it uses embedded (a Chinese PDF opens on a machine without CJK fonts).
 */
interface HandbookRow {
  id: number;
  code: string;
  category: string;
  title_zh: string;
  title_en: string;
  summary_zh: string;
  summary_en: string;
  sections: HandbookSections;
  updated_at: string;
}

function fileMeta(h: HandbookRow) {
  return { fileName: `${h.code}.pdf`, fileType: "pdf", mime: "application/pdf" };
}

export async function handbookPage(lang: Lang, pageNum: number, pageSize: number, category?: string) {
  const where = category ? sql`WHERE category = ${category}` : sql``;
  const offset = (pageNum - 1) * pageSize;
  const [rows, [{ n }]] = await Promise.all([
    query<HandbookRow>(sql`SELECT id, code, category, title_zh, title_en, summary_zh, summary_en, sections,
        updated_at::text AS updated_at FROM operation_handbooks ${where} ORDER BY sort, id LIMIT ${pageSize} OFFSET ${offset}`),
    query<{ n: number }>(sql`SELECT count(*)::int AS n FROM operation_handbooks ${where}`),
  ]);
  return {
    list: rows.map((h) => ({
      id: h.id,
      code: h.code,
      category: h.category,
      title: lang === "en" ? h.title_en : h.title_zh,
      summary: lang === "en" ? h.summary_en : h.summary_zh,
      updatedAt: h.updated_at,
      ...fileMeta(h),
    })),
    pageNum,
    pageSize,
    pages: Math.ceil(n / pageSize),
    totalCount: n,
  };
}

export async function handbookFile(ref: { id?: number; code?: string }, lang: Lang): Promise<Response> {
  const cond = ref.code ? sql`code = ${ref.code}` : sql`id = ${ref.id ?? 0}`;
  const [h] = await query<HandbookRow>(sql`SELECT id, code, category, title_zh, title_en, summary_zh, summary_en,
      sections, updated_at::text AS updated_at FROM operation_handbooks WHERE ${cond}`);
  if (!h) throw new ApiError("handbook_not_found");
  const meta = fileMeta(h);
  const title = lang === "en" ? h.title_en : h.title_zh;
  const summary = lang === "en" ? h.summary_en : h.summary_zh;
  const sections = h.sections.map((s) => ({ heading: pick(s.heading, lang), body: pick(s.body, lang) }));
  const body = await renderPdf(title, summary, sections, lang);
  return new Response(new Uint8Array(body), {
    status: 200,
    headers: {
      "content-type": meta.mime,
      "content-length": String(body.length),
      "content-disposition": `attachment; filename="${meta.fileName}"`,
      "cache-control": "private, max-age=300",
    },
  });
}

/** The embedded font: Noto Sans SC (SIL OFL 1.1) from @fontsource/noto-sans-sc, whose
 * "chinese-simplified" files carry the simplified Chinese set and the Latin letters. */
const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: "@fontsource/noto-sans-sc/files/noto-sans-sc-chinese-simplified-400-normal.woff",
  bold: "@fontsource/noto-sans-sc/files/noto-sans-sc-chinese-simplified-700-normal.woff",
} as const;
let fontBytes: { regular: Buffer; bold: Buffer } | undefined;
/** The embedded fonts, also for the other PDFs the site makes (receipts). */
export function fonts() {
  fontBytes ??= {
    regular: woffToSfnt(readFileSync(require.resolve(FONT_FILES.regular))),
    bold: woffToSfnt(readFileSync(require.resolve(FONT_FILES.bold))),
  };
  return fontBytes;
}

/**
 * WOFF 1.0 to the plain TrueType it wraps (W3C WOFF §4–5): each table inflated with node's
 * zlib. Done once per process (~0.1 s): fontkit would otherwise inflate the 1.5 MB file in
 * pure JavaScript for every PDF (seconds each).
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) return woff; // not "wOFF": already a font
  const n = woff.readUInt16BE(12);
  const tables = Array.from({ length: n }, (_, i) => {
    const o = 44 + i * 20;
    const [tag, offset, compLength, origLength, checksum] = [0, 4, 8, 12, 16].map((d) => woff.readUInt32BE(o + d));
    const raw = woff.subarray(offset, offset + compLength);
    return { tag, checksum, data: compLength < origLength ? inflateSync(raw) : raw };
  });
  const out = Buffer.alloc(tables.reduce((size, t) => size + ((t.data.length + 3) & ~3), 12 + 16 * n));
  let log2 = 0;
  while (1 << (log2 + 1) <= n) log2++;
  out.writeUInt32BE(woff.readUInt32BE(4), 0); // flavor: 0x00010000 TrueType, "OTTO" CFF
  out.writeUInt16BE(n, 4);
  out.writeUInt16BE((1 << log2) * 16, 6);
  out.writeUInt16BE(log2, 8);
  out.writeUInt16BE(n * 16 - (1 << log2) * 16, 10);
  let pos = 12 + 16 * n;
  tables.forEach((t, i) => {
    const o = 12 + i * 16;
    out.writeUInt32BE(t.tag, o);
    out.writeUInt32BE(t.checksum, o + 4);
    out.writeUInt32BE(pos, o + 8);
    out.writeUInt32BE(t.data.length, o + 12);
    t.data.copy(out, pos);
    pos += (t.data.length + 3) & ~3;
  });
  return out;
}

/**
 * A handbook as an A4 PDF in either language: title, summary and sections, wrapped and paged
 * by pdfkit, in Noto Sans SC embedded as a subset of the glyphs the file uses (a few kB per
 * handbook), so Chinese renders on a machine without any CJK font and the text can be copied
 * and searched (ToUnicode map).
 */
export function renderPdf(
  title: string,
  summary: string,
  sections: { heading: string; body: string }[],
  lang: Lang = "en",
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: 60,
    pdfVersion: "1.4",
    lang: lang === "en" ? "en-GB" : "zh-CN",
    info: { Title: title, Author: "StudyNest", Creator: "StudyNest" },
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const f = fonts();
  doc.registerFont("regular", f.regular);
  doc.registerFont("bold", f.bold);
  doc.font("bold").fontSize(20).text(title, { lineGap: 6 });
  doc.moveDown(0.5);
  doc.font("regular").fontSize(11).fillColor("#444444").text(summary, { lineGap: 4 });
  for (const s of sections) {
    doc.moveDown(1);
    doc.font("bold").fontSize(14).fillColor("#000000").text(s.heading, { lineGap: 4 });
    doc.moveDown(0.3);
    for (const para of s.body.split(/\n+/)) doc.font("regular").fontSize(11).text(para, { lineGap: 4 });
  }
  doc.end();
  return done;
}
