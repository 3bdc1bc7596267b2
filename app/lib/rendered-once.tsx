import { createContext, useContext, type ReactNode } from "react";

/**
 * A part of the page that depends on nothing but the page's language (the footer's link
 * columns), rendered to HTML once per language on the server and written as that HTML into
 * every later page.
 *
 * Why: such a part is the same on every page, yet React rendered its elements again on each
 * one; the footer's link columns alone are 75 of an apartment page's 520 elements
 * (docs/decisions/040-compression-off-the-loop.md).
 *
 * The browser renders the children as usual: the server's HTML is exactly what React renders
 * for them, so the page hydrates them as if the server had rendered them in place. The caller
 * names the part; everything it shows must follow from that name and the language.
 */
export type RenderOnce = (part: string, children: ReactNode) => string | undefined;

/** On the server, the renderer of parts (rendered-once.server.tsx); null in the browser. */
const RenderOnceContext = createContext<RenderOnce | null>(null);
export const RenderOnceProvider = RenderOnceContext.Provider;

export function RenderedOnce({ part, className, children }: { part: string; className?: string; children: ReactNode }) {
  // The render of the part must come after this component's last hook: React's server renderer
  // allows a render inside a render, but resets the hook state it was in.
  const html = useContext(RenderOnceContext)?.(part, children);
  return html === undefined ? <div className={className}>{children}</div> : <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
