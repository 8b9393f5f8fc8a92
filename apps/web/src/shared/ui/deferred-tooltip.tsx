import type { TooltipProps } from '@mui/material/Tooltip';
import { cloneElement, useEffect, useRef, useState, type ComponentType, type ReactElement, type Ref } from 'react';

type DeferredTooltipProps = { title: string; children: ReactElement<{ ref?: Ref<HTMLElement> }> };

/** After the first paint, once the browser is idle (or a moment later where it cannot say). */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 200);
  return () => window.clearTimeout(id);
}

/**
 * Material UI's Tooltip (with Popper, its positioning engine) for the top bar's buttons, fetched
 * once the page is drawn: those buttons are on every page, their hint is not needed for its first
 * paint, and their name is their own aria-label either way. A button that had the focus when the
 * hint arrived keeps it.
 */
export function DeferredTooltip({ title, children }: DeferredTooltipProps) {
  const [Tooltip, setTooltip] = useState<ComponentType<TooltipProps> | null>(null);
  const [node, setNode] = useState<HTMLElement | null>(null);
  const hadFocus = useRef(false);

  useEffect(() => {
    if (Tooltip) return;
    let gone = false;
    const cancel = whenIdle(() => {
      void import('@mui/material/Tooltip').then(({ default: loaded }) => {
        if (gone) return;
        hadFocus.current = node !== null && node === document.activeElement;
        setTooltip(() => loaded);
      });
    });
    return () => {
      gone = true;
      cancel();
    };
  }, [Tooltip, node]);

  useEffect(() => {
    if (Tooltip && hadFocus.current) node?.focus();
  }, [Tooltip, node]);

  const child = cloneElement(children, { ref: setNode });
  return Tooltip ? <Tooltip title={title}>{child}</Tooltip> : child;
}
