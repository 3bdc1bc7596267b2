// @vitest-environment happy-dom
import { Link } from "@remix-run/react";
import { createContext, useContext, useId, type ForwardRefRenderFunction } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router-dom";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { installServerLinks } from "~/lib/server-links.server";
import { RenderedOnce, RenderOnceProvider } from "~/lib/rendered-once";
import { forgetRenderedParts, renderOnceFor } from "~/lib/rendered-once.server";
import { useTranslation } from "~/lib/translate";
import { catalogue, hydrateServerHtml } from "./harness";
import type { Lang } from "#core/constants";

/**
 * A part rendered once per language on the server (app/lib/rendered-once.tsx) is written into
 * every page as the HTML React renders for it in place, the page around it renders as before (its
 * context and ids), and the browser hydrates it without a mismatch.
 */
type Render = ForwardRefRenderFunction<HTMLAnchorElement, Record<string, unknown>>;
// A forwardRef component is `{ $$typeof, render }`; its type does not show `render`.
const link = Link as unknown as { render: Render };
const original = link.render;
afterEach(() => {
  link.render = original;
  forgetRenderedParts();
});

const Around = createContext("outside");
let columnRenders = 0;

function Columns() {
  columnRenders++;
  const { t } = useTranslation();
  return (
    <>
      <section aria-labelledby="col-about">
        <h2 id="col-about">{t("footer.columns.about")}</h2>
        <ul>
          <li>
            <Link to="/cn/common/introduce" className="l">
              {t("links.introduce")}
            </Link>
          </li>
          <li>
            <Link to="/cn/help" target="_blank" rel="noopener">
              {t("footer.sitemap")} {3} {"·"} {t("footer.hotline")}
            </Link>
          </li>
        </ul>
      </section>
      text between
    </>
  );
}

/** Reads a context a render inside the render could have lost, and an id that depends on its place. */
function After() {
  const id = useId();
  return (
    <p id={id} data-testid="after">
      {useContext(Around)}
    </p>
  );
}

/** Needs what a part rendered alone does not get: its render fails there, and it is rendered in place. */
const Needed = createContext<{ label: string } | null>(null);
function NeedsMore() {
  return <span data-testid="needs">{useContext(Needed)!.label}</span>;
}

function Page() {
  return (
    <Around.Provider value="inside">
      <footer>
        <After />
        <RenderedOnce part="columns" className="columns">
          <Columns />
        </RenderedOnce>
        <After />
        <Needed.Provider value={{ label: "given" }}>
          <RenderedOnce part="needs-more">
            <NeedsMore />
          </RenderedOnce>
        </Needed.Provider>
      </footer>
    </Around.Provider>
  );
}

const routes = (): RouteObject[] => [{ path: "/:lang/apartment/:code", element: <Page /> }];
const urlOf = (lang: Lang) => `/${lang}/apartment/m24ckf6e`;

async function serverRender(lang: Lang, once: boolean): Promise<string> {
  const handler = createStaticHandler(routes());
  const context = await handler.query(new Request(new URL(urlOf(lang), "http://localhost")));
  if (context instanceof Response) throw new Error(`answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const i18n = catalogue(lang);
  const page = <StaticRouterProvider router={router} context={context} hydrate={false} />;
  return renderToString(<I18nextProvider i18n={i18n}>{once ? <RenderOnceProvider value={renderOnceFor(i18n)}>{page}</RenderOnceProvider> : page}</I18nextProvider>);
}

describe("a part rendered once", () => {
  it("writes the HTML React renders in place, rendering the part once per language; the page around it is unchanged", async () => {
    installServerLinks();
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    for (const lang of ["cn", "en"] as const) {
      const inPlace = await serverRender(lang, false);
      columnRenders = 0;
      const first = await serverRender(lang, true);
      const second = await serverRender(lang, true);
      expect(first).toBe(inPlace);
      expect(second).toBe(inPlace);
      expect(columnRenders, lang).toBe(1);
      expect(inPlace).toContain(lang === "en" ? "<h2 id=\"col-about\">About us</h2>" : "<h2 id=\"col-about\">关于我们</h2>");
      expect(inPlace.match(/data-testid="after">inside</g)).toHaveLength(2);
      expect(inPlace).toContain('<span data-testid="needs">given</span>');
    }
    errors.mockRestore();
  });

  it("hydrates in the browser, which renders the part itself, without a mismatch", async () => {
    installServerLinks();
    const html = await serverRender("en", true);
    link.render = original; // the browser's bundle has Remix's own link
    const router = createMemoryRouter(routes(), { initialEntries: [urlOf("en")] });
    const { errors, before, container } = await hydrateServerHtml(
      html,
      <I18nextProvider i18n={catalogue("en")}>
        <RouterProvider router={router} future={{ v7_startTransition: true }} />
      </I18nextProvider>,
    );
    expect(errors).toEqual([]);
    expect(container.innerHTML).toBe(before);
    container.remove();
  });
});
