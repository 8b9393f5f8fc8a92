import type { Holding } from '@sahm/contracts/portfolio';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ar from '../../../locales/ar/portfolios.json';
import { renderWithProviders } from '../../../test/render.tsx';
import { DowngradeDialog } from './downgrade-dialog.tsx';

const holding = (n: number): Holding =>
  ({
    stock_guid: `00000000-0000-4000-8000-00000000000${n}`,
    total_shares_per_stock: 10,
    stock: { guid: `00000000-0000-4000-8000-00000000000${n}`, short_name: `شركة ${n}`, symbol_code: `100${n}`, logo: null },
  }) as Holding;

describe('downgrade-required dialog', () => {
  for (const reason of ['trialEnded', 'limitTwo', 'limitFifteen'] as const) {
    it(`says ${reason}, lists every holding with a sale and offers the upgrade`, async () => {
      renderWithProviders(
        <DowngradeDialog
          portfolioGuid="00000000-0000-4000-8000-000000000099"
          reason={reason}
          holdings={[1, 2, 3].map(holding)}
          paymentHref="/payment"
        />,
      );
      expect(await screen.findByText(ar.downgrade[reason])).toBeTruthy();
      expect(screen.getByText(ar.downgrade.held_few.replace('{{count}}', '3'))).toBeTruthy();
      expect(screen.getAllByRole('button', { name: ar.downgrade.sellAll })).toHaveLength(3);
      expect(screen.getByRole('link', { name: ar.downgrade.upgrade }).getAttribute('href')).toBe('/payment');
    });
  }
});
