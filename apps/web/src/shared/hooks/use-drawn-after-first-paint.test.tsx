import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { useDrawnAfterFirstPaint } from './use-drawn-after-first-paint.ts';

/** Records what each committed render showed, in order. */
function Rows({ rows, commits }: { rows: readonly string[] | undefined; commits: string[] }) {
  const drawn = useDrawnAfterFirstPaint(rows);
  const shown = drawn ? drawn.join(',') : 'placeholder';
  useLayoutEffect(() => {
    commits.push(shown);
  });
  return <p>{shown}</p>;
}

describe('useDrawnAfterFirstPaint', () => {
  it('commits the placeholder first even when the data is already there, then the data', async () => {
    const commits: string[] = [];
    render(<Rows rows={['2222', '1120']} commits={commits} />);
    expect(await screen.findByText('2222,1120')).toBeTruthy();
    expect(commits).toEqual(['placeholder', '2222,1120']);
  });

  it('keeps showing the previous rows while newer ones are drawn, never the placeholder again', async () => {
    const commits: string[] = [];
    const { rerender } = render(<Rows rows={['2222']} commits={commits} />);
    await screen.findByText('2222');
    rerender(<Rows rows={['2222', '1120']} commits={commits} />);
    expect(await screen.findByText('2222,1120')).toBeTruthy();
    expect(commits.slice(1)).not.toContain('placeholder');
  });

  it('shows the placeholder while there is nothing to draw', () => {
    const commits: string[] = [];
    render(<Rows rows={undefined} commits={commits} />);
    expect(screen.getByText('placeholder')).toBeTruthy();
    expect(commits.every((shown) => shown === 'placeholder')).toBe(true);
  });
});
