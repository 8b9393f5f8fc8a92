import type { ReactNode } from 'react';

/**
 * Numbers, tickers and percentages read left to right even inside Arabic text;
 * <bdi> isolates them so a minus sign or a % never jumps to the wrong side.
 */
export function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}
