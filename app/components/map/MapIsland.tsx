import { useEffect, useRef, useState } from "react";
import * as s from "./Map.css";
import type { MapHandle, MapSpec } from "./types";

/**
 * A labelled map region. The server renders `fallback` inside the box (what a reader
 * without JavaScript or without tiles needs: addresses and "open in map" links); in the browser
 * the Leaflet chunk is imported only now, so pages without a map never load it. If the chunk
 * cannot load, the fallback stays and the status line says so; if tiles fail, markers stay on
 * a plain background. Markers are buttons in the tab order, each with an accessible name.
 *
 * `lazy` (the apartment page, where the map is far below the fold): the chunk is imported only
 * when the box comes within a screen of the viewport, so Leaflet's evaluation and the map's
 * layout are not part of the page's start-up (Lighthouse's blocking time). Until then
 * the box shows the server's fallback, as without JavaScript.
 */
export function MapIsland({
  spec,
  label,
  hint,
  fallback,
  tall,
  lazy,
  testId = "map",
}: {
  spec: MapSpec;
  label: string;
  hint: string;
  fallback: React.ReactNode;
  tall?: boolean;
  lazy?: boolean;
  testId?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<"server" | "loading" | "ready" | "failed">("server");
  const [status, setStatus] = useState("");
  const [near, setNear] = useState(!lazy);
  const key = JSON.stringify(spec);

  useEffect(() => {
    const host = box.current;
    if (near || !host) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin: "100% 0px" },
    );
    observer.observe(host);
    return () => observer.disconnect();
  }, [near]);

  useEffect(() => {
    if (!near) return;
    let handle: MapHandle | undefined;
    let cancelled = false;
    const host = box.current;
    setState("loading");
    setStatus("");
    import("./leaflet.client")
      .then(({ createMap }) => {
        if (cancelled || !host) return;
        const el = document.createElement("div");
        el.style.position = "absolute";
        el.style.inset = "0";
        el.dataset.testid = `${testId}-canvas`;
        host.append(el);
        handle = createMap(el, JSON.parse(key) as MapSpec, setStatus);
        setState("ready");
      })
      .catch((error: unknown) => {
        console.warn("map unavailable", error);
        if (!cancelled) {
          setState("failed");
          setStatus(spec.texts.unavailable);
        }
      });
    return () => {
      cancelled = true;
      handle?.destroy();
      host?.querySelectorAll(`[data-testid="${testId}-canvas"]`).forEach((n) => n.remove());
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, near]);

  const hintId = `${testId}-hint`;
  return (
    <section className={s.region} aria-label={label} data-testid={testId} data-state={state}>
      <div ref={box} className={tall ? s.boxTall : s.box}>
        {state === "ready" ? null : <div className={s.fallback}>{fallback}</div>}
      </div>
      <p className={s.hint} id={hintId}>
        {hint}
      </p>
      <p className={s.status} role="status" aria-live="polite" data-testid={`${testId}-status`}>
        {status}
      </p>
    </section>
  );
}
