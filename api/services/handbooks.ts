import { sql } from "drizzle-orm";
import type { Lang } from "../../app/lib/constants";
import { pick } from "../catalogue/labels";
import { query } from "../db/client";
import { ApiError } from "../http/envelope";

/**
 * Operation handbooks: listed by `operationHandbook/page`, downloaded by
 * `operationHandbook/download`. The file is rendered from the handbook's sections when asked
 * for, so it always matches the text in the database: a PDF in English, and UTF-8 text in
 * Chinese (the PDF standard fonts have no Chinese glyphs, and embedding a CJK font would
 * weigh megabytes).
 */
interface HandbookRow {
  id: number;
  code: string;
  category: string;
  title_zh: string;
  title_en: string;
  summary_zh: string;
  summary_en: string;
  sections: { heading: unknown; body: unknown }[];
  updated_at: string;
}

function fileMeta(h: HandbookRow, lang: Lang) {
  return lang === "en"
    ? { fileName: `${h.code}.pdf`, fileType: "pdf", mime: "application/pdf" }
    : { fileName: `${h.code}.txt`, fileType: "txt", mime: "text/plain; charset=utf-8" };
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
      ...fileMeta(h, lang),
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
  const meta = fileMeta(h, lang);
  const title = lang === "en" ? h.title_en : h.title_zh;
  const summary = lang === "en" ? h.summary_en : h.summary_zh;
  const sections = h.sections.map((s) => ({ heading: pick(s.heading, lang), body: pick(s.body, lang) }));
  const body =
    lang === "en"
      ? renderPdf(title, summary, sections)
      : Buffer.from(
          `\uFEFF${title}\n${"=".repeat(title.length * 2)}\n\n${summary}\n\n${sections
            .map((s) => `${s.heading}\n${"-".repeat(s.heading.length * 2)}\n${s.body}\n`)
            .join("\n")}`,
          "utf8",
        );
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

/** Wraps text to lines of at most `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if ((line + " " + word).trim().length > width) {
      lines.push(line);
      line = word;
    } else {
      line = (line + " " + word).trim();
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A small, valid PDF 1.4 with Helvetica text: A4 pages, a title, a summary and sections.
 * Written by hand because the files are tiny and a PDF library would be a heavy dependency.
 */
export function renderPdf(title: string, summary: string, sections: { heading: string; body: string }[]): Buffer {
  const ascii = (s: string) => s.replace(/[^\x20-\x7e]/g, "?").replace(/([\\()])/g, "\\$1");
  type Line = { text: string; size: number; gap: number };
  const lines: Line[] = [{ text: title, size: 20, gap: 30 }];
  for (const l of wrap(summary, 80)) lines.push({ text: l, size: 11, gap: 16 });
  for (const s of sections) {
    lines.push({ text: "", size: 11, gap: 10 }, { text: s.heading, size: 14, gap: 22 });
    for (const l of wrap(s.body, 85)) lines.push({ text: l, size: 11, gap: 16 });
  }
  // Paginate: A4 is 595 x 842 points, with 60-point margins.
  const pages: Line[][] = [[]];
  let y = 782;
  for (const line of lines) {
    if (y - line.gap < 60) {
      pages.push([]);
      y = 782;
    }
    y -= line.gap;
    pages[pages.length - 1].push(line);
  }
  const objects: string[] = [];
  objects.push("<< /Type /Catalog /Pages 2 0 R >>");
  const pageIds = pages.map((_, i) => 4 + i * 2);
  objects.push(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pages.length} >>`);
  objects.push("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
  for (const page of pages) {
    let cursor = 782;
    const ops = page
      .map((l) => {
        cursor -= l.gap;
        return `BT /F1 ${l.size} Tf 60 ${cursor} Td (${ascii(l.text)}) Tj ET`;
      })
      .join("\n");
    const contentId = objects.length + 2;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${contentId} 0 R >>`,
    );
    objects.push(`<< /Length ${Buffer.byteLength(ops, "latin1")} >>\nstream\n${ops}\nendstream`);
  }
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, "latin1"));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}
