import type { EntryContext } from "@remix-run/node";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";

/**
 * A document rendered whole, to a string, in one synchronous pass (ADR 038).
 *
 * React's streaming render (renderToPipeableStream) encoded each of its many small writes into
 * a byte buffer on its own; on the site's pages that writing cost as much as a third of the
 * render. The string render joins the same markup once. It cannot wait for anything, which the
 * site never needs: the loader data is read before the render (readHandoff), and no part
 * suspends (the dialogs are loaded before: app/lib/deferred.tsx).
 */
export interface RenderedDocument {
  html: string;
  /**
   * A Suspense boundary failed or suspended: a string render leaves its fallback, after React's
   * client-render mark, for the browser to render again. The page is then not whole.
   */
  partFailed: boolean;
}

/** React's mark before the fallback of a boundary the server could not render. */
const CLIENT_RENDERED_BOUNDARY = "<!--$!-->";

export function renderDocument(element: ReactElement): RenderedDocument {
  // React 18 writes the doctype itself only when it streams.
  const html = "<!DOCTYPE html>" + renderToString(element);
  return { html, partFailed: html.includes(CLIENT_RENDERED_BOUNDARY) };
}

/**
 * Single fetch hands the loader data to the page as a turbo-stream that Remix's <StreamTransfer>
 * reads while React renders, suspending on every read: only a streaming render can wait for
 * it. Read whole here first and given to <StreamTransfer> as already read (the cache by chunk
 * number it keeps on `renderMeta`), it renders at once, the same scripts as before. The stream
 * ends as soon as it is read: the site's loaders return no deferred promises, and single
 * fetch's own timeout would end any.
 */
export async function readHandoff(context: Pick<EntryContext, "serverHandoffStream" | "renderMeta">): Promise<void> {
  const stream = context.serverHandoffStream;
  if (!stream) return;
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let value = "";
  for (let read = await reader.read(); !read.done; read = await reader.read()) value += decoder.decode(read.value, { stream: true });
  value += decoder.decode();
  reader.releaseLock(); // <RemixServer> takes a reader of its own, which the cache leaves unused
  const meta = (context.renderMeta ??= {});
  meta.streamCache = { 0: Object.assign(Promise.resolve(), { result: { done: true, value } }) };
}
