import type { Lang } from "#core/constants";

/**
 * The shape of a long document (agreements, policies, company pages). The text itself lives in
 * `*.server.ts` modules beside this file and reaches the browser only as loader data, so it
 * never enters the client bundle (docs/decisions/009-long-content.md).
 */
export type Block =
  | { kind: "p"; text: string }
  | { kind: "ul"; items: string[] }
  | { kind: "ol"; items: string[] }
  | { kind: "h3"; text: string }
  /** A term and its meaning, e.g. a definition or a contact detail. */
  | { kind: "dl"; items: { term: string; text: string }[] };

export interface Section {
  /** Anchor id, the same in both languages (tests/unit/content.test.ts checks it). */
  id: string;
  title: string;
  blocks: Block[];
}

export interface Doc {
  title: string;
  /** One or two sentences under the title. */
  summary: string;
  /** ISO date the text last changed; shown on agreements and policies. */
  updated?: string;
  sections: Section[];
}

export type DocName =
  | "introduce"
  | "introduce-cn"
  | "product-service"
  | "privacy"
  | "user-agreement"
  | "service-agreement"
  | "payment-agreement";

export type Bilingual = Record<Lang, Doc>;

/** What a document page's loader returns. */
export interface DocumentData {
  name: DocName;
  lang: Lang;
  doc: Doc;
  /** The `updated` date, already formatted for the page's language. */
  updated: string | null;
}

/** Terse builders so the content modules read like text, not like data. */
export const p = (text: string): Block => ({ kind: "p", text });
export const ul = (...items: string[]): Block => ({ kind: "ul", items });
export const ol = (...items: string[]): Block => ({ kind: "ol", items });
export const h3 = (text: string): Block => ({ kind: "h3", text });
export const dl = (...pairs: [string, string][]): Block => ({ kind: "dl", items: pairs.map(([term, text]) => ({ term, text })) });
