import { useEffect, useState, type RefObject } from 'react';

/** How far outside the viewport an element counts as near: about a screen ahead of the reader. */
const AHEAD = '600px 0px';

/**
 * Whether an element has come near the viewport (once true, it stays true). A page of a hundred
 * charts draws only those the reader scrolls toward; the rest keep their reserved space. Without
 * IntersectionObserver (old browsers, tests) everything counts as near.
 */
export function useNearViewport(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}
