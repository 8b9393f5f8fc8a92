import IconButton from '@mui/material/IconButton';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { DeferredTooltip } from './deferred-tooltip.tsx';

describe('a tooltip fetched after the first paint', () => {
  it('draws its button at once, named by its own label, and shows the hint once fetched', async () => {
    renderWithProviders(
      <DeferredTooltip title="Dark theme">
        <IconButton aria-label="Dark theme">x</IconButton>
      </DeferredTooltip>,
    );
    const button = await screen.findByRole('button', { name: 'Dark theme' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    // The hint comes once the browser is idle; hovering the button then shows it.
    await waitFor(
      async () => {
        fireEvent.mouseOver(screen.getByRole('button', { name: 'Dark theme' }));
        expect(await screen.findByRole('tooltip', {}, { timeout: 300 })).toBeTruthy();
      },
      { timeout: 5000 },
    );
    expect(button).toBeTruthy();
  });

  it('keeps the focus of a button focused when the hint arrives', async () => {
    renderWithProviders(
      <DeferredTooltip title="Account">
        <IconButton aria-label="Account">x</IconButton>
      </DeferredTooltip>,
    );
    (await screen.findByRole('button', { name: 'Account' })).focus();
    // Once the tooltip has come (the button is drawn again inside it), the focus is still on it.
    await waitFor(() => expect(document.querySelector('[data-mui-internal-clone-element]')).not.toBeNull(), { timeout: 5000 });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Account' })));
  });
});
