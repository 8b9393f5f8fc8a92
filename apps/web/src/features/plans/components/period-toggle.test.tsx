import type { Package } from '@sahm/contracts/plans';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { PeriodToggle } from './period-toggle.tsx';

const guid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const pkg = (n: number, monthly: string, yearly: string): Package => ({
  guid: guid(n),
  slug: n === 1 ? 'ADVANCE' : 'PROFESSIONAL',
  name: `p${n}`,
  description: '',
  contact_email: null,
  prices: [
    { guid: guid(n * 10 + 1), period: 'MONTHLY', price: monthly },
    { guid: guid(n * 10 + 2), period: 'YEARLY', price: yearly },
  ],
  feature_mapping: [],
});

describe('the period toggle', () => {
  it("labels yearly with the prices' own saving: 790 against 12 × 79 saves 16%, not 20%", () => {
    renderWithProviders(
      <PeriodToggle value="YEARLY" onChange={() => {}} packages={[pkg(1, '79.00', '790.00'), pkg(2, '149.00', '1490.00')]} />,
    );
    expect(screen.getByRole('button', { name: /سنوي/ }).textContent).toMatch(/-16\s?[%٪]/);
  });

  it('shows no badge while the prices load, or when yearly saves nothing', () => {
    const { unmount } = renderWithProviders(<PeriodToggle value="YEARLY" onChange={() => {}} packages={undefined} />);
    expect(screen.getByRole('button', { name: /سنوي/ }).textContent).not.toMatch(/[%٪]/);
    unmount();
    renderWithProviders(<PeriodToggle value="YEARLY" onChange={() => {}} packages={[pkg(1, '79.00', '948.00')]} />);
    expect(screen.getByRole('button', { name: /سنوي/ }).textContent).not.toMatch(/[%٪]/);
  });
});
