import { useEffect, useLayoutEffect, useRef } from 'react';

/** How long a page coming back may take to grow tall enough for its old position (its list loading). */
const RESTORE_WAIT_MS = 2000;

/** Where each page of this tab was last scrolled to, by its address (path and query). */
const positions = new Map<string, number>();

/** Keeps the scroll position of the page shown at `url` while the visitor scrolls it. */
export function useScrollMemory(url: string, enabled: boolean): void {
  const shown = useRef(url);
  // before the browser's next scroll event, which may come from the new page being shorter
  useLayoutEffect(() => {
    shown.current = url;
  }, [url]);
  useEffect(() => {
    if (!enabled) return;
    const remember = () => positions.set(shown.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [enabled]);
}

/**
 * Scrolls back to where the page at `url` was left, once it is tall enough (or after RESTORE_WAIT_MS);
 * false when the page was never scrolled in this tab.
 */
export function restoreScroll(url: string): boolean {
  const top = positions.get(url);
  if (top === undefined) return false;
  const started = performance.now();
  const attempt = () => {
    const reachable = document.documentElement.scrollHeight - window.innerHeight >= top;
    if (reachable || performance.now() - started > RESTORE_WAIT_MS) window.scrollTo({ top });
    else window.requestAnimationFrame(attempt);
  };
  attempt();
  return true;
}
