import { act, render } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { vi } from "vitest";
import i18next, { type i18n } from "i18next";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { createMemoryRouter, Outlet, RouterProvider, type ActionFunction, type RouteObject } from "react-router-dom";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import cn from "~/locales/cn";
import en from "~/locales/en";
import { i18nConfig } from "~/i18n";
import type { Lang } from "#core/constants";

/**
 * Component tests render the app's components inside a data router, as Remix does: a `root`
 * route whose loader data the components read (useRootData), the page at /{lang}/sitemap, and
 * the actions they post to. `renderPage` mounts them in happy-dom (hydrated, with JavaScript);
 * `serverHtml` renders the server's HTML, what a browser without JavaScript shows.
 */
export function catalogue(lang: Lang): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    ...i18nConfig,
    lng: lang === "en" ? "en" : "zh-CN",
    resources: { [lang === "en" ? "en" : "zh-CN"]: { translation: lang === "en" ? en : cn } },
    initImmediate: false,
  });
  return instance;
}

export interface Page {
  lang: Lang;
  /** Path and query of the page, e.g. "/cn/sitemap?login=sms". */
  url: string;
  /** The root loader's data for a URL (it runs again after each navigation, as Remix's does). */
  root: (url: URL) => Record<string, unknown>;
  element: ReactNode;
  /** Actions by path (e.g. "/cn/login"). */
  actions?: Record<string, ActionFunction>;
}

function routes(page: Page): RouteObject[] {
  const children: RouteObject[] = [{ path: ":lang/sitemap", element: page.element }];
  for (const [path, action] of Object.entries(page.actions ?? {})) children.push({ path: path.replace(/^\//, ""), action, element: null });
  return [{ id: "root", path: "/", loader: ({ request }) => page.root(new URL(request.url)), element: <Outlet />, children }];
}

export function renderPage(page: Page) {
  const router = createMemoryRouter(routes(page), {
    initialEntries: [page.url],
    hydrationData: { loaderData: { root: page.root(new URL(page.url, "http://localhost")) } },
  });
  const view = render(
    <I18nextProvider i18n={catalogue(page.lang)}>
      <RouterProvider router={router} future={{ v7_startTransition: true }} />
    </I18nextProvider>,
  );
  return { ...view, router, url: () => `${router.state.location.pathname}${router.state.location.search}` };
}

export async function serverHtml(page: Page): Promise<string> {
  const handler = createStaticHandler(routes(page));
  const context = await handler.query(new Request(new URL(page.url, "http://localhost")));
  if (context instanceof Response) throw new Error(`the page answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // React's development build warns of every layout effect met on the server (the form library
  // has some); the production server renders the same HTML without a word.
  const warn = console.error;
  console.error = (...args: unknown[]) => {
    if (!String(args[0]).includes("useLayoutEffect does nothing on the server")) warn(...args);
  };
  try {
    return renderToString(
      <I18nextProvider i18n={catalogue(page.lang)}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </I18nextProvider>,
    );
  } finally {
    console.error = warn;
  }
}

/** The server's HTML parsed, to query like a page that never runs a script. */
export function parse(html: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, "text/html");
}

/**
 * Server HTML hydrated in happy-dom as a browser would hydrate it: what React reported (console
 * errors and recoverable errors, which a mismatch raises), the DOM before, and the container
 * (the caller removes it).
 */
export async function hydrateServerHtml(html: string, element: ReactNode): Promise<{ errors: unknown[]; before: string; container: HTMLElement }> {
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.appendChild(container);
  const before = container.innerHTML;
  const errors: unknown[] = [];
  const consoleError = vi.spyOn(console, "error").mockImplementation((...args) => void errors.push(args));
  try {
    await act(async () => {
      hydrateRoot(container, element, { onRecoverableError: (e) => void errors.push(e) });
    });
  } finally {
    consoleError.mockRestore();
  }
  return { errors, before, container };
}
