import { useEffect, useReducer, type ComponentType } from "react";

/**
 * Heavy parts that most pages never show (the login, cooperation and feedback dialogs) are
 * loaded only when shown, without React.lazy's Suspense: a Suspense boundary would stream the
 * server HTML of an open dialog behind a script, which a browser without JavaScript never runs.
 *
 * - On the server, entry.server awaits `preloadDeferred()` once, so an open dialog is in the HTML.
 * - In the browser, entry.client loads the parts whose HTML is on the page before hydrating.
 * - Opened later in the browser, a part loads first and appears when its chunk arrives.
 */
const registry = new Map<string, () => Promise<void>>();

export function deferred<P extends object>(name: string, load: () => Promise<{ default: ComponentType<P> }>) {
  let Loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then((m) => {
      Loaded = m.default;
    }));
  registry.set(name, preload);

  function Deferred(props: P) {
    const [, rerender] = useReducer((n: number) => n + 1, 0);
    useEffect(() => {
      if (!Loaded) void preload().then(rerender);
    }, []);
    if (!Loaded) return null;
    return (
      <div data-deferred={name} style={{ display: "contents" }}>
        <Loaded {...props} />
      </div>
    );
  }
  return Deferred;
}

/** Server: every deferred part, once per process. */
export function preloadDeferred(): Promise<unknown> {
  return Promise.all([...registry.values()].map((p) => p()));
}

/** Browser, before hydration: the parts the server rendered into this page. */
export function preloadDeferredOnPage(): Promise<unknown> {
  const names = new Set([...document.querySelectorAll<HTMLElement>("[data-deferred]")].map((el) => el.dataset.deferred!));
  return Promise.all([...registry.entries()].filter(([name]) => names.has(name)).map(([, p]) => p()));
}
