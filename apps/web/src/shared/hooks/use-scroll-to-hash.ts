import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** How long the page follows its target while content above it (loaded after the first paint) settles. */
const SETTLE_MS = 3000;

/**
 * Brings the element named by the address's hash (`/#book-trial`) into view once the page has
 * rendered, and keeps it there while late content above it changes the page's height, until the
 * reader scrolls, types or touches. The router's scroll restoration alone sends the page to the top
 * when the target renders after it runs.
 */
export function useScrollToHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    let released = false;
    const release = () => {
      released = true;
    };
    const scroll = () => {
      if (!released) document.getElementById(id)?.scrollIntoView({ block: 'start' });
    };
    const events = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
    for (const name of events) window.addEventListener(name, release, { passive: true });
    scroll();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(scroll);
    observer?.observe(document.body);
    const timer = setTimeout(() => observer?.disconnect(), SETTLE_MS);
    return () => {
      clearTimeout(timer);
      observer?.disconnect();
      for (const name of events) window.removeEventListener(name, release);
    };
  }, [hash]);
}
