import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FavoriteStar } from './favorite-star.tsx';
import { starClass } from './figure-styles.tsx';

describe('FavoriteStar', () => {
  it('toggles without opening the row it sits in, and says whether it is on', () => {
    const onToggle = vi.fn();
    const onRowClick = vi.fn();
    render(
      <a href="/dashboard/market/all-stocks/x" onClick={onRowClick}>
        <FavoriteStar active={false} label="Add Alinma to favorites" onToggle={onToggle} />
      </a>,
    );
    const star = screen.getByRole('button', { name: 'Add Alinma to favorites' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    expect(star.getAttribute('type')).toBe('button');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    fireEvent(star, click);
    expect(onToggle).toHaveBeenCalledTimes(1);
    expect(onRowClick).not.toHaveBeenCalled();
    expect(click.defaultPrevented).toBe(true);
  });

  it('is gold and pressed when on, a larger target when asked, and inert while busy', () => {
    const onToggle = vi.fn();
    render(<FavoriteStar active label="Remove Alinma from favorites" onToggle={onToggle} disabled size="medium" />);
    const star = screen.getByRole('button', { name: 'Remove Alinma from favorites' });
    expect(star.getAttribute('aria-pressed')).toBe('true');
    expect(star.className.split(' ')).toEqual([starClass.root, starClass.medium, starClass.active]);
    expect(star.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    fireEvent.click(star);
    expect(onToggle).not.toHaveBeenCalled();
  });
});
