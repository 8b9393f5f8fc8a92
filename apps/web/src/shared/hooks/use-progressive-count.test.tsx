import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ObserverStub } from '../../test/observer-stub.ts';
import { FIRST_ITEMS, useProgressiveCount } from './use-progressive-count.ts';

function List({ total }: { total: number }) {
  const ref = useRef<HTMLUListElement>(null);
  const shown = useProgressiveCount(total, ref, ':scope > li');
  return (
    <ul ref={ref} aria-label="stocks">
      {Array.from({ length: shown }, (_, index) => (
        <li key={index}>{`stock ${index + 1}`}</li>
      ))}
    </ul>
  );
}

const seeWhatIsWatched = () => act(() => ObserverStub.instances.forEach((observer) => observer.seeAll()));

describe('useProgressiveCount', () => {
  beforeEach(() => {
    ObserverStub.instances = [];
    vi.stubGlobal('IntersectionObserver', ObserverStub);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('draws a screenful first, then the rest in steps as an item near the end comes into view', async () => {
    render(<List total={100} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(FIRST_ITEMS);
    // The item watched is a few before the end of what is drawn, so the next step comes early.
    const watched = ObserverStub.instances.at(-1)?.observed[0];
    expect(watched?.textContent).toBe(`stock ${FIRST_ITEMS - 6 + 1}`);
    seeWhatIsWatched();
    expect(await screen.findAllByRole('listitem')).toHaveLength(FIRST_ITEMS + 24);
    for (let step = 0; step < 5; step++) seeWhatIsWatched();
    expect(await screen.findAllByRole('listitem')).toHaveLength(100);
  });

  it('draws a short list whole and watches nothing', () => {
    render(<List total={5} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(ObserverStub.instances.flatMap((observer) => observer.observed)).toHaveLength(0);
  });

  it('draws everything where the browser cannot say what is in view', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<List total={40} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(40);
  });
});
