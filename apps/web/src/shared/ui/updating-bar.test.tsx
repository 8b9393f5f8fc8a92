import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { UpdatingBar } from './updating-bar.tsx';

describe('the updating bar', () => {
  it('is a named progress bar while active, and nothing when not', async () => {
    const { rerender } = renderWithProviders(<UpdatingBar active label="Updating the list" />);
    expect(await screen.findByRole('progressbar', { name: 'Updating the list' })).toBeTruthy();
    rerender(<UpdatingBar active={false} label="Updating the list" />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
