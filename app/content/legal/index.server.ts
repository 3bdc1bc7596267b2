import type { LoaderFunctionArgs } from "@remix-run/node";
import { env } from "#core/env.server";
import { isLang } from "#core/lang";
import { claimNumber } from "~/lib/stats";
import { siteStats } from "~/lib/stats.server";
import { documentFor, formatDate } from "./documents.server";
import type { DocName, DocumentData } from "./types";

/** The loader of every document page: the document in the page's language, ready to render. */
export async function loadDocument(name: DocName, { params, request }: LoaderFunctionArgs) {
  if (!isLang(params.lang)) throw new Response("Not Found", { status: 404 });
  const lang = params.lang;
  const stats = await siteStats(request);
  const doc = documentFor(name, lang, {
    hotline: env().HOTLINE,
    cities: claimNumber(stats.cityCount),
    rooms: claimNumber(stats.roomCount),
  });
  const data: DocumentData = { name, lang, doc, updated: doc.updated ? formatDate(doc.updated, lang) : null };
  return data;
}
