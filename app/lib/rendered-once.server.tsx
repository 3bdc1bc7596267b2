import type { ContextType, ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import type { i18n as I18n } from "i18next";
// Remix does not re-export it; the same react-router-dom module Remix renders with.
import { UNSAFE_NavigationContext } from "react-router-dom";
import { logger } from "#core/log.server";
import type { RenderOnce } from "./rendered-once";

/**
 * The server's side of `<RenderedOnce>` (rendered-once.tsx): a part's HTML, rendered the first
 * time a page of its language asks for it and kept for the life of the process (a part depends
 * on its name and language only, and the translations do not change while the server runs).
 *
 * The part is rendered on its own, so it gets here what its elements read from around them: the
 * page's translations, and the router's basename for the server's links
 * (server-links.server.ts prints a link from the root by itself). A part that needs more fails
 * its render: it is then rendered in place on every page, and the failure is logged once.
 */
const kept = new Map<string, string | null>();
type Navigation = NonNullable<ContextType<typeof UNSAFE_NavigationContext>>;
// Only the basename is read on the server (server-links.server.ts); a navigator is never used
// before hydration, so none is given, which the context's type does not allow.
const NAVIGATION = { basename: "/", static: true, future: { v7_relativeSplatPath: false } } as unknown as Navigation;

const byInstance = new WeakMap<I18n, RenderOnce>();

export function renderOnceFor(i18n: I18n): RenderOnce {
  let render = byInstance.get(i18n);
  if (render) return render;
  render = (part, children) => {
    const key = `${i18n.language}\u0000${part}`;
    let html = kept.get(key);
    if (html === undefined) {
      html = renderAlone(i18n, children, part);
      kept.set(key, html);
    }
    return html ?? undefined;
  };
  byInstance.set(i18n, render);
  return render;
}

function renderAlone(i18n: I18n, children: ReactNode, part: string): string | null {
  try {
    return renderToString(
      <I18nextProvider i18n={i18n}>
        <UNSAFE_NavigationContext.Provider value={NAVIGATION}>{children}</UNSAFE_NavigationContext.Provider>
      </I18nextProvider>,
    );
  } catch (error) {
    logger.error({ part, error: error instanceof Error ? error.message : String(error) }, "a part rendered once failed alone; it is rendered in place");
    return null;
  }
}

/** Tests: forget every part. */
export function forgetRenderedParts(): void {
  kept.clear();
}
