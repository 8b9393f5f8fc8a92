import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ar from '../../locales/ar/portfolios.json';
import { renderWithProviders } from '../../test/render.tsx';
import { showTradingWindow } from './trading-errors.ts';

describe('trading-hours toast (J000)', () => {
  it('names the sell window in one toast with the id portfolio-error', async () => {
    renderWithProviders(<p>page</p>);
    await screen.findByText('page');
    act(() => {
      showTradingWindow('sell');
      showTradingWindow('sell');
    });
    const toast = await screen.findByText(ar.toasts.sellWindow);
    expect(toast.closest('#portfolio-error')).not.toBeNull();
    expect(screen.getAllByText(ar.toasts.sellWindow)).toHaveLength(1);
  });
});
