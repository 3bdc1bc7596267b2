import type { helpInline } from "#core/contract/help";
import type { HelpBlock } from "#core/stored-json";
import type { z } from "#core/contract/zod";
import { isSitePath } from "#core/site-path";

/**
 * The help centre's answers: what staff write (a small plain-text form) and what is stored and
 * shown (blocks). Staff never write HTML: a paragraph is lines of text, a line starting with
 * `- ` (or `* `, `•`) is a bulleted item, `1. ` (or `1、`) a numbered one, a blank line ends a
 * block, and `[words](/path)` links to a page of this site (a path without the language prefix,
 * which the page adds). Anything else is text, rendered as text. `toMarkup` writes blocks back
 * in the same form, so staff edit what they wrote: `parseMarkup(toMarkup(b))` is `b`.
 */
export type HelpInline = z.infer<typeof helpInline>;
export type { HelpBlock };

export const MAX_BLOCKS = 40;
export const MAX_ITEMS = 30;

export type MarkupReason = "help_link_invalid" | "help_link_label_empty" | "help_too_many_blocks" | "help_too_many_items";
export interface MarkupError {
  /** 1-based line of the source where the problem is. */
  line: number;
  reason: MarkupReason;
  params: Record<string, number>;
}
export type MarkupResult = { ok: true; blocks: HelpBlock[] } | { ok: false; error: MarkupError };

const BULLET = /^\s*[-*•]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,3}(?:[.)]\s+|、\s*)(.*)$/;
/** A link as staff write it; the target is checked by isSitePath. */
const LINK = /\[([^\]\n]*)\]\(([^)\n]*)\)/g;
const HAN_OR_FULLWIDTH = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u;

/** Joins two lines of one paragraph: no space where either side is Chinese. */
function joinLines(a: string, b: string): string {
  if (!a) return b;
  if (!b) return a;
  return HAN_OR_FULLWIDTH.test(a.at(-1)!) || HAN_OR_FULLWIDTH.test(b[0]) ? a + b : `${a} ${b}`;
}

const tidy = (s: string) => s.replace(/[ \t]+/g, " ").trim();

/** Text and links of one line (or joined lines); adjacent text runs merged. */
function parseInline(text: string, line: number): HelpInline[] | MarkupError {
  const out: HelpInline[] = [];
  const pushText = (t: string) => {
    if (!t) return;
    const last = out.at(-1);
    if (last && last.href === undefined) last.text += t;
    else out.push({ text: t });
  };
  let at = 0;
  for (const m of text.matchAll(LINK)) {
    pushText(text.slice(at, m.index));
    const label = tidy(m[1]);
    const href = m[2].trim();
    if (!label) return { line, reason: "help_link_label_empty", params: {} };
    if (!isSitePath(href)) return { line, reason: "help_link_invalid", params: {} };
    out.push({ text: label, href });
    at = m.index + m[0].length;
  }
  pushText(text.slice(at));
  return out;
}

interface Draft {
  kind: "p" | "ul" | "ol";
  /** Each item (a paragraph has one) as text, and the line it started on. */
  items: { text: string; line: number }[];
}

export function parseMarkup(source: string): MarkupResult {
  const lines = source.replace(/\r\n?/g, "\n").split("\n");
  const drafts: Draft[] = [];
  let current: Draft | undefined;
  lines.forEach((raw, i) => {
    const line = i + 1;
    const text = tidy(raw);
    if (!text) {
      current = undefined;
      return;
    }
    const bullet = BULLET.exec(raw);
    const numbered = bullet ? null : NUMBERED.exec(raw);
    const kind = bullet ? "ul" : numbered ? "ol" : undefined;
    if (kind) {
      const itemText = tidy((bullet ?? numbered)![1]);
      if (current?.kind !== kind) drafts.push((current = { kind, items: [] }));
      current.items.push({ text: itemText, line });
      return;
    }
    if (current) {
      // A line without a marker continues the paragraph, or the list's last item.
      const last = current.items.at(-1)!;
      last.text = joinLines(last.text, text);
      return;
    }
    drafts.push((current = { kind: "p", items: [{ text, line }] }));
  });

  if (drafts.length > MAX_BLOCKS) return { ok: false, error: { line: drafts[MAX_BLOCKS].items[0].line, reason: "help_too_many_blocks", params: { max: MAX_BLOCKS } } };
  const blocks: HelpBlock[] = [];
  for (const d of drafts) {
    if (d.items.length > MAX_ITEMS) return { ok: false, error: { line: d.items[MAX_ITEMS].line, reason: "help_too_many_items", params: { max: MAX_ITEMS } } };
    const items: HelpInline[][] = [];
    for (const item of d.items) {
      const parsed = parseInline(item.text, item.line);
      if (!Array.isArray(parsed)) return { ok: false, error: parsed };
      if (parsed.length) items.push(parsed);
    }
    if (!items.length) continue;
    blocks.push(d.kind === "p" ? { kind: "p", content: items[0] } : { kind: d.kind, items });
  }
  return { ok: true, blocks };
}

const inlineMarkup = (runs: HelpInline[]) => runs.map((r) => (r.href === undefined ? r.text : `[${r.text}](${r.href})`)).join("");

/** Blocks in the form staff write. */
export function toMarkup(blocks: readonly HelpBlock[]): string {
  return blocks
    .map((b) => {
      if (b.kind === "p") return inlineMarkup(b.content);
      return b.items.map((item, i) => `${b.kind === "ul" ? "-" : `${i + 1}.`} ${inlineMarkup(item)}`).join("\n");
    })
    .join("\n\n");
}

/** The answer's words (links by their text): what search reads and page summaries are cut from. */
export function plainText(blocks: readonly HelpBlock[]): string {
  const runs = (r: HelpInline[]) => r.map((x) => x.text).join("");
  return blocks.map((b) => (b.kind === "p" ? runs(b.content) : b.items.map(runs).join(" "))).join("\n");
}

/** Every link target of an answer (tests check each is a page of the site). */
export function linksOf(blocks: readonly HelpBlock[]): string[] {
  const runs = (r: HelpInline[]) => r.flatMap((x) => (x.href === undefined ? [] : [x.href]));
  return blocks.flatMap((b) => (b.kind === "p" ? runs(b.content) : b.items.flatMap(runs)));
}

/**
 * A page description from the answer: its words from the start, cut at a sentence end or a
 * word within `max` characters.
 */
export function summaryOf(blocks: readonly HelpBlock[], max = 150): string {
  const text = plainText(blocks)
    .split("\n")
    .reduce((all, line) => joinLines(all, line), "");
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const sentence = Math.max(...["。", "！", "？", ". ", "! ", "? "].map((end) => cut.lastIndexOf(end)));
  if (sentence > max * 0.5) return cut.slice(0, sentence + 1).trim();
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trim()}…`;
}
