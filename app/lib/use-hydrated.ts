import { useEffect, useState } from "react";

/**
 * False in the server's HTML and in the render that hydrates it, true from then on: what only
 * works with JavaScript (a fetcher's `_js=1`, a custom chooser) appears after hydration, so a
 * page without JavaScript keeps its plain-HTML controls.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
