import { dateTimeFormat } from "~/lib/intl";
import { localeOf } from "#core/lang";
import type { Lang } from "#core/constants";
import type { Bilingual, Block, Doc, DocName } from "./types";
import { introduce } from "./introduce.server";
import { introduceCn } from "./introduce-cn.server";
import { productService } from "./product-service.server";
import { privacy } from "./privacy.server";
import { userAgreement } from "./user-agreement.server";
import { serviceAgreement } from "./service-agreement.server";
import { paymentAgreement } from "./payment-agreement.server";

/**
 * The long documents of the common pages. They are plain data in server-only modules, so the
 * text reaches the browser once, as the loader data of the page that shows it, and never
 * inside a JavaScript chunk (docs/decisions/009-long-content.md).
 */
export const DOCUMENTS: Record<DocName, Bilingual> = {
  introduce,
  "introduce-cn": introduceCn,
  "product-service": productService,
  privacy,
  "user-agreement": userAgreement,
  "service-agreement": serviceAgreement,
  "payment-agreement": paymentAgreement,
};

type Values = Record<string, string | number>;

const fillText = (text: string, values: Values) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

function fillBlock(block: Block, values: Values): Block {
  switch (block.kind) {
    case "p":
    case "h3":
      return { ...block, text: fillText(block.text, values) };
    case "ul":
    case "ol":
      return { ...block, items: block.items.map((i) => fillText(i, values)) };
    case "dl":
      return { ...block, items: block.items.map((i) => ({ term: fillText(i.term, values), text: fillText(i.text, values) })) };
  }
}

/** A document in one language with its `{{hotline}}`, `{{cities}}` and `{{rooms}}` filled in. */
export function documentFor(name: DocName, lang: Lang, values: Values): Doc {
  const doc = DOCUMENTS[name][lang];
  return {
    ...doc,
    title: fillText(doc.title, values),
    summary: fillText(doc.summary, values),
    sections: doc.sections.map((s) => ({ ...s, title: fillText(s.title, values), blocks: s.blocks.map((b) => fillBlock(b, values)) })),
  };
}

/** "2025-01-15" → "2025年1月15日" / "15 January 2025", formatted once on the server (no hydration drift). */
export function formatDate(iso: string, lang: Lang): string {
  const date = new Date(`${iso}T00:00:00Z`);
  return dateTimeFormat(localeOf(lang), { dateStyle: "long", timeZone: "UTC" }).format(date);
}

