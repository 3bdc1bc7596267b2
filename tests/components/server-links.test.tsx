// @vitest-environment happy-dom
import { Link } from "@remix-run/react";
import { forwardRef, useId, type ForwardRefRenderFunction } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router-dom";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { installServerLinks, printsAsIs, serverLinkRender } from "~/lib/server-links.server";
import { hydrateServerHtml } from "./harness";

/**
 * The server's fast `<Link>` (app/lib/server-links.server.ts) prints what Remix's and React
 * Router's links print, for every kind of link the site uses, and the browser hydrates it without
 * a mismatch (the same DOM, the same ids from useId around and inside links).
 */
type Render = ForwardRefRenderFunction<HTMLAnchorElement, Record<string, unknown>>;
// A forwardRef component is `{ $$typeof, render }`; its type does not show `render`.
const link = Link as unknown as { render: Render };
const original = link.render;
afterEach(() => {
  link.render = original;
});

function Labelled() {
  const id = useId();
  return (
    <span id={id} data-testid="labelled">
      inside
    </span>
  );
}
const Counted = forwardRef<HTMLSpanElement>(function Counted(_, ref) {
  return <span ref={ref}>{useId()}</span>;
});

/** Every shape of link the site renders, and the ones the fast path leaves to Remix. */
function Links() {
  const n = 3;
  return (
    <div>
      <Link to="/cn/">home</Link>
      <Link to="/" className="logo">
        <img src="/logo.svg" alt="" />
        <span>StudyNest</span>
      </Link>
      <Link to="/cn/apartment/m24ckf6e/room/m24ckf6e-02" data-testid="room-link" className="a b">
        room {n} left
      </Link>
      <Link to="/cn/common/service-agreement" target="_blank" rel="noopener" className="f">
        agreement
      </Link>
      <Link to="/cn/apartment/x?login=sms&amp;report=1" preventScrollReset data-testid="login">
        sign in
      </Link>
      <Link to="/cn/preview-media?code=x&i=0&back=%2Fcn%2Fapartment%2Fx#top" replace state={{ a: 1 }} aria-label="photo">
        <Labelled />
      </Link>
      <Link to="/cn/help" prefetch="intent" onClick={() => undefined} onMouseEnter={() => undefined}>
        help
      </Link>
      <Link to="/cn/x" prefetch="render">
        render
      </Link>
      <Link to="/cn/y" prefetch="viewport" style={{ color: "red", marginTop: 4 }}>
        viewport
      </Link>
      <Link to="/cn/logout" reloadDocument>
        reload
      </Link>
      <Link to="/cn/z" discover="none" title="t">
        no discovery
      </Link>
      <Link to="/cn/w" relative="path" viewTransition>
        view transition
      </Link>
      <Link to="/en/sitemap" ref={() => undefined}>
        <Counted />
      </Link>
      {/* Left to Remix: React Router changes or resolves these. */}
      <Link to="/cn/bare?">bare query</Link>
      <Link to="/cn/bare#">bare hash</Link>
      <Link to="/cn/q?#h">empty query</Link>
      <Link to="room/2">relative</Link>
      <Link to="..">parent</Link>
      <Link to={{ pathname: "/cn/obj", search: "?a=1" }}>object</Link>
      <Link to="https://www.openstreetmap.org/?mlat=1#map=16/1/1" target="_blank">
        absolute
      </Link>
      <Link to="//cdn.example.com/x">protocol-relative</Link>
      <Labelled />
    </div>
  );
}

const routes = (): RouteObject[] => [{ path: "/cn/apartment/:code", element: <Links /> }];
const URL_ = "/cn/apartment/m24ckf6e";

async function serverRender(basename?: string): Promise<string> {
  const handler = createStaticHandler(routes(), { basename });
  const context = await handler.query(new Request(new URL((basename ?? "") + URL_, "http://localhost")));
  if (context instanceof Response) throw new Error(`answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

describe("the server's Link", () => {
  it("prints a path from the root as is, and leaves what React Router changes to Remix", () => {
    for (const to of ["/", "/cn/", "/cn/a?b=1", "/cn/a#h", "/cn/a?b=1#h", "/cn/a#h?x"]) expect(printsAsIs(to), to).toBe(true);
    for (const to of ["", "a", "../a", "//host/a", "/\\host", "https://x.test/", "/a?", "/a#", "/a?#h", undefined, { pathname: "/a" }]) expect(printsAsIs(to), String(to)).toBe(false);
  });

  it("renders the same HTML as Remix's and React Router's links, taking the fast path for paths from the root", async () => {
    const before = await serverRender();
    const slow = vi.fn(original);
    link.render = serverLinkRender(slow);
    const after = await serverRender();
    expect(after).toBe(before);
    // 13 links print as is; the 8 others (bare ? and #, relative, object, absolute) went to Remix.
    expect(slow).toHaveBeenCalledTimes(8);
    expect(before).toContain('<a data-testid="room-link" class="a b" data-discover="true" href="/cn/apartment/m24ckf6e/room/m24ckf6e-02">');
    expect(before).toContain('<a rel="noopener" class="f" data-discover="true" href="/cn/common/service-agreement" target="_blank">');
  });

  it("leaves every link to Remix under a basename", async () => {
    const before = await serverRender("/app");
    const slow = vi.fn(original);
    link.render = serverLinkRender(slow);
    expect(await serverRender("/app")).toBe(before);
    expect(slow).toHaveBeenCalledTimes(21);
  });

  it("hydrates in the browser's links without a mismatch", async () => {
    installServerLinks();
    const html = await serverRender();
    link.render = original; // the browser's bundle has Remix's own link
    const router = createMemoryRouter(routes(), { initialEntries: [URL_] });
    const { errors, before, container } = await hydrateServerHtml(html, <RouterProvider router={router} future={{ v7_startTransition: true }} />);
    expect(errors).toEqual([]);
    expect(container.innerHTML).toBe(before);
    expect(container.querySelector("[data-testid=room-link]")?.getAttribute("href")).toBe("/cn/apartment/m24ckf6e/room/m24ckf6e-02");
    container.remove();
  });
});
