import { useEffect, useMemo, useRef, useState } from "react";

/**
 * The messages of the open conversation, kept current without a reload: the page's own
 * messages (its loader) merged with what arrives from /{lang}/user/service/events, through an
 * EventSource, or by polling the same address every few seconds where EventSource is missing
 * or refused (e.g. too many streams open). Without JavaScript nothing here runs and the page
 * shows what its loader read (a submit or the Refresh link reads again).
 */
export interface LiveMessage {
  id: number;
  author: "student" | "staff";
  adviserName: string | null;
  content: string;
  /** Contact details written before the student's booking: shown with a warning. */
  contactFlag?: string[] | null;
  createdAt: string;
}
export type LiveStatus = "open" | "closed";
/** off: not running (server render, no JavaScript, no conversation yet). */
export type LiveMode = "off" | "connecting" | "live" | "polling";

/** How often the fallback asks for new messages. */
export const POLL_FALLBACK_MS = 5_000;

function merged(a: LiveMessage[], b: LiveMessage[]): LiveMessage[] {
  if (!b.length) return a;
  const byId = new Map<number, LiveMessage>();
  for (const m of a) byId.set(m.id, m);
  for (const m of b) byId.set(m.id, m);
  return [...byId.values()].sort((x, y) => x.id - y.id);
}

export function useLiveMessages(lang: string, conversationId: number | null, loaded: LiveMessage[], loadedStatus: LiveStatus | null) {
  const [arrived, setArrived] = useState<LiveMessage[]>([]);
  const [arrivedStatus, setArrivedStatus] = useState<LiveStatus | null>(null);
  const [mode, setMode] = useState<LiveMode>("off");
  const messages = useMemo(() => merged(loaded, arrived), [loaded, arrived]);
  const lastId = useRef(0);
  lastId.current = messages.length ? messages[messages.length - 1].id : 0;

  // A fresh read by the loader (after a submit) knows the status best.
  useEffect(() => setArrivedStatus(null), [loaded, loadedStatus]);

  useEffect(() => {
    setArrived([]);
    setArrivedStatus(null);
    if (!conversationId) {
      setMode("off");
      return;
    }
    let stopped = false;
    let source: EventSource | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const address = () => `/${lang}/user/service/events?c=${conversationId}&after=${lastId.current}`;
    const add = (list: LiveMessage[]) => setArrived((prev) => merged(prev, list));

    const poll = async () => {
      if (stopped) return;
      try {
        const res = await fetch(address(), { headers: { Accept: "application/json" }, credentials: "same-origin" });
        if (res.status === 401) return window.location.reload();
        if (res.ok) {
          const body = (await res.json()) as { status: LiveStatus; messages: LiveMessage[] };
          add(body.messages);
          setArrivedStatus(body.status);
        }
      } catch {
        // Offline for a moment: the next round tries again.
      }
      if (!stopped) timer = setTimeout(poll, POLL_FALLBACK_MS);
    };
    const fallBack = () => {
      source?.close();
      source = undefined;
      setMode("polling");
      void poll();
    };

    if (typeof EventSource === "function") {
      setMode("connecting");
      source = new EventSource(address());
      source.addEventListener("open", () => setMode("live"));
      source.addEventListener("message", (e) => add([JSON.parse((e as MessageEvent<string>).data) as LiveMessage]));
      source.addEventListener("status", (e) => setArrivedStatus((JSON.parse((e as MessageEvent<string>).data) as { status: LiveStatus }).status));
      // The session ended: reloading shows the login prompt.
      source.addEventListener("expired", () => {
        source?.close();
        window.location.reload();
      });
      source.addEventListener("error", () => {
        // CLOSED: refused (429, 401, 404…) and not retried by the browser; otherwise it reconnects.
        if (source?.readyState === EventSource.CLOSED) fallBack();
        else setMode("connecting");
      });
    } else {
      fallBack();
    }
    return () => {
      stopped = true;
      source?.close();
      clearTimeout(timer);
    };
  }, [lang, conversationId]);

  return { messages, status: arrivedStatus ?? loadedStatus, mode };
}
