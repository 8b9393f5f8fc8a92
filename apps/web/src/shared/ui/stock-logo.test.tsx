import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logoClass } from './figure-styles.tsx';
import { StockLogo } from './stock-logo.tsx';

describe('StockLogo', () => {
  it('shows the image, named, at the size asked for', () => {
    const { container } = render(<StockLogo logo="/logos/1120.svg" name="Al Rajhi" size={32} />);
    const image = screen.getByRole('img', { name: 'Al Rajhi' });
    expect(image.getAttribute('src')).toBe('/logos/1120.svg');
    const frame = container.firstElementChild as HTMLElement;
    expect(frame.className).toBe(logoClass.root);
    expect([frame.style.width, frame.style.height]).toEqual(['32px', '32px']);
  });

  it('falls back to the chart mark on the dark background when there is no image or it fails', () => {
    const { container, rerender } = render(<StockLogo logo={null} name="Al Rajhi" />);
    const frame = () => container.firstElementChild as HTMLElement;
    expect(frame().className.split(' ')).toEqual([logoClass.root, logoClass.none]);
    expect(frame().querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');

    rerender(<StockLogo logo="/logos/broken.svg" name="Al Rajhi" />);
    fireEvent.error(screen.getByRole('img', { name: 'Al Rajhi' }));
    expect(screen.queryByRole('img')).toBeNull();
    expect(frame().className.split(' ')).toContain(logoClass.none);

    // A new address is tried again.
    rerender(<StockLogo logo="/logos/1120.svg" name="Al Rajhi" />);
    expect(screen.getByRole('img', { name: 'Al Rajhi' }).getAttribute('src')).toBe('/logos/1120.svg');
  });

  it('draws the fallback it is given (a holding’s symbol digits) in place of the mark', () => {
    const { container } = render(<StockLogo logo={null} name="" size={32} fallback="11" />);
    const frame = container.firstElementChild as HTMLElement;
    expect(frame.textContent).toBe('11');
    expect(frame.querySelector('svg')).toBeNull();
    expect(frame.style.fontSize).toBe('12px');
  });
});
