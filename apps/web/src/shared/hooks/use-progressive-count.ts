import { startTransition, useEffect, useState, type RefObject } from 'react';

/** Items drawn at once: more than a phone's screenful, even in a 550 px box. */
export const FIRST_ITEMS = 12;
/** Items added each time the reader nears the end of what is drawn. */
const STEP = 24;
/** How many items before the end the next batch is asked for, so scrolling rarely meets the end. */
const LOOKAHEAD = 6;

/**
 * How many items of a long list to draw: a screenful first, more as the reader scrolls toward the
 * end of what is drawn (an item a few before the end coming into view). A hundred stocks drawn at
 * once hold a phone's main thread for a long while; drawn in steps, the first paint carries only
 * what is seen. Each step is drawn in a transition, so scrolling stays smooth while it renders.
 * Without IntersectionObserver (old browsers, tests) everything is drawn.
 *
 * `items` finds the list's items in the container (one per data item, in order).
 */
export function useProgressiveCount(total: number, container: RefObject<HTMLElement | null>, items: string): number {
  const [count, setCount] = useState(() => (typeof IntersectionObserver === 'undefined' ? Infinity : FIRST_ITEMS));
  const shown = Math.min(count, total);

  useEffect(() => {
    if (shown >= total) return;
    const drawn = container.current?.querySelectorAll(items);
    const near = drawn?.[Math.max(0, shown - LOOKAHEAD)];
    if (!near) return;
    // The viewport as root: a scrolling box that clips the list hides its items from it too.
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      startTransition(() => setCount((current) => Math.min(total, current + STEP)));
    });
    observer.observe(near);
    return () => observer.disconnect();
  }, [shown, total, container, items]);

  return shown;
}
