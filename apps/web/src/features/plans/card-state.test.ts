import type { Package, Subscription } from '@sahm/contracts/plans';
import { describe, expect, it } from 'vitest';
import { cardStateOf } from './card-state.ts';

const guid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const advance: Package = {
  guid: guid(1),
  slug: 'ADVANCE',
  name: 'Advance',
  description: '',
  contact_email: null,
  prices: [
    { guid: guid(11), period: 'MONTHLY', price: '79.00' },
    { guid: guid(12), period: 'YEARLY', price: '790.00' },
  ],
  feature_mapping: [],
};
const basic: Package = { ...advance, guid: guid(2), slug: 'BASIC', prices: [] };
const corporate: Package = { ...advance, guid: guid(3), slug: 'CORPORATE', prices: [], contact_email: 'sales@sahm.sa' };

function holding(
  priceGuid: string,
  period: 'MONTHLY' | 'YEARLY' | 'NO_PERIOD',
  slug = 'ADVANCE',
  status: Subscription['status'] = 'ACTIVE',
): Subscription {
  return {
    guid: guid(99),
    status,
    started_at: '2026-01-01T00:00:00Z',
    ended_at: null,
    remaining_days: 10,
    remaining_credit: '0.00',
    previous_package: null,
    package_price: { guid: priceGuid, period, price: '79.00', slug, package: { name: slug, description: '' } },
  };
}

describe('package card states', () => {
  it('offers the chosen period to visitors', () => {
    expect(cardStateOf(advance, 'YEARLY', null)).toEqual({ kind: 'subscribe', price: advance.prices[1] });
  });

  it('marks the basic package as the default', () => {
    expect(cardStateOf(basic, 'MONTHLY', holding(guid(50), 'NO_PERIOD', 'BASIC'))).toEqual({ kind: 'default' });
  });

  it('marks the same package and period as current, but not the other period', () => {
    const sub = holding(guid(11), 'MONTHLY');
    expect(cardStateOf(advance, 'MONTHLY', sub).kind).toBe('current');
    expect(cardStateOf(advance, 'YEARLY', sub).kind).toBe('subscribe');
  });

  it('does not treat an expired subscription as current', () => {
    expect(cardStateOf(advance, 'MONTHLY', holding(guid(11), 'MONTHLY', 'ADVANCE', 'EXPIRED')).kind).toBe('subscribe');
  });

  it('sends corporate buyers to email', () => {
    expect(cardStateOf(corporate, 'MONTHLY', null)).toEqual({ kind: 'contact', email: 'sales@sahm.sa' });
    // A stand-in address on a reserved example domain is not offered as if it worked.
    expect(cardStateOf({ ...corporate, contact_email: 'sales@sahm.example' }, 'MONTHLY', null)).toEqual({ kind: 'unavailable' });
  });
});
