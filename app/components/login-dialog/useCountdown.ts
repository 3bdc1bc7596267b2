import { useEffect, useState } from "react";

/**
 * The wait before a code may be sent again: `start()` begins `seconds` of countdown; `sentAt`
 * (epoch ms of a send the server made for a form posted without JavaScript) begins it already
 * in the server's HTML, and the browser carries it on once hydrated. `left` is whole seconds.
 */
export function useCountdown(seconds: number, sentAt?: number) {
  const [endsAt, setEndsAt] = useState<number | null>(() => {
    const end = sentAt ? sentAt + seconds * 1000 : 0;
    return end > Date.now() ? end : null;
  });
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === null) return;
    const tick = () => {
      const n = Date.now();
      setNow(n);
      if (n >= endsAt) setEndsAt(null);
    };
    tick();
    const id = setInterval(tick, 250);
    return () => clearInterval(id);
  }, [endsAt]);

  const start = () => {
    const n = Date.now();
    setNow(n);
    setEndsAt(n + seconds * 1000);
  };
  const left = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
  return { left, start };
}
