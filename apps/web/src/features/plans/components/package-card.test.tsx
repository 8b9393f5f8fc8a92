import type { Package, Subscription } from '@sahm/contracts/plans';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import ar from '../../../locales/ar/plans.json';
import { renderWithProviders } from '../../../test/render.tsx';
import { PackageCard } from './package-card.tsx';

const guid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const advance: Package = {
  guid: guid(1),
  slug: 'ADVANCE',
  name: 'المتقدمة',
  description: '',
  contact_email: null,
  prices: [
    { guid: guid(11), period: 'MONTHLY', price: '79.00' },
    { guid: guid(12), period: 'YEARLY', price: '790.00' },
  ],
  feature_mapping: [
    { name: 'القوائم المالية', order: 2, is_included: true },
    { name: 'محافظ متعددة', order: 3, is_included: false },
  ],
};

const heldMonthly: Subscription = {
  guid: guid(99),
  status: 'ACTIVE',
  started_at: '2026-11-01T00:00:00Z',
  ended_at: '2026-12-01T00:00:00Z',
  remaining_days: 8,
  remaining_credit: '20.00',
  previous_package: null,
  package_price: { guid: guid(11), period: 'MONTHLY', price: '79.00', slug: 'ADVANCE', package: { name: 'المتقدمة', description: '' } },
};

describe('package card', () => {
  it('shows the yearly price with the annual saving and subscribes with the yearly price', async () => {
    const onSubscribe = vi.fn();
    renderWithProviders(<PackageCard pkg={advance} period="YEARLY" subscription={heldMonthly} onSubscribe={onSubscribe} />);
    expect(await screen.findByText(ar.packages.saving.replace('{{amount}}', '158 ر.س.'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: ar.packages.subscribe }));
    expect(onSubscribe).toHaveBeenCalledWith(guid(12));
  });

  it('disables the package and period already held', async () => {
    renderWithProviders(<PackageCard pkg={advance} period="MONTHLY" subscription={heldMonthly} onSubscribe={vi.fn()} />);
    const button = await screen.findByRole('button', { name: ar.packages.current });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: ar.packages.subscribe })).toBeNull();
  });

  it('lists the features in order, marking those not included', async () => {
    renderWithProviders(<PackageCard pkg={advance} period="MONTHLY" subscription={null} onSubscribe={vi.fn()} />);
    const items = await screen.findAllByRole('listitem');
    // Each item reads its icon's title, then the feature's name.
    expect(items.map((item) => item.textContent)).toEqual([
      `${ar.packages.included}القوائم المالية`,
      `${ar.packages.excluded}محافظ متعددة`,
    ]);
    expect(screen.getByTitle(ar.packages.excluded)).toBeTruthy();
  });
});
