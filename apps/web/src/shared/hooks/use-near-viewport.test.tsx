import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ObserverStub } from '../../test/observer-stub.ts';
import { useNearViewport } from './use-near-viewport.ts';

function Chart() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  return <div ref={ref}>{near ? 'chart' : 'placeholder'}</div>;
}

describe('useNearViewport', () => {
  beforeEach(() => {
    ObserverStub.instances = [];
    vi.stubGlobal('IntersectionObserver', ObserverStub);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the placeholder until the element nears the viewport, then stays drawn', () => {
    render(<Chart />);
    expect(screen.getByText('placeholder')).toBeTruthy();
    const observer = ObserverStub.instances.at(-1)!;
    // Watched with a margin, so the chart is drawn a screen before it is seen.
    expect(observer.options?.rootMargin).toMatch(/^\d+px/);
    act(() => observer.seeAll());
    expect(screen.getByText('chart')).toBeTruthy();
    expect(observer.observed).toEqual([]);
  });

  it('draws at once where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Chart />);
    expect(screen.getByText('chart')).toBeTruthy();
  });
});
