import type { Subscription } from '@sahm/contracts/plans';
import { afterEach, describe, expect, it } from 'vitest';
import { rememberedTrial, rememberTrial } from './trial-memory.ts';

const subscription = (period: Subscription['package_price']['period'], ended_at: string | null): Subscription => ({
  guid: '00000000-0000-4000-8000-000000000001',
  status: 'ACTIVE',
  started_at: '2026-11-24T10:00:00Z',
  ended_at,
  remaining_days: 2,
  remaining_credit: '0.00',
  previous_package: null,
  package_price: {
    guid: '00000000-0000-4000-8000-000000000002',
    period,
    price: '0.00',
    slug: 'PROFESSIONAL',
    package: { name: 'Professional', description: '' },
  },
});

const during = Date.parse('2026-11-25T10:00:00Z');

describe('the remembered trial', () => {
  afterEach(() => window.localStorage.clear());

  it('is the running trial as last seen, for that user only', () => {
    rememberTrial('user-1', subscription('NO_PERIOD', '2026-11-27T10:00:00Z'));
    expect(rememberedTrial('user-1', during)).toMatchObject({ status: 'ACTIVE', remaining_days: 2, ended_at: '2026-11-27T10:00:00Z' });
    expect(rememberedTrial('user-2', during)).toBeUndefined();
  });

  it('is not used past the trial’s end', () => {
    rememberTrial('user-1', subscription('NO_PERIOD', '2026-11-27T10:00:00Z'));
    expect(rememberedTrial('user-1', Date.parse('2026-11-27T10:00:01Z'))).toBeUndefined();
  });

  it('is forgotten once the subscription is no longer a trial', () => {
    rememberTrial('user-1', subscription('NO_PERIOD', '2026-11-27T10:00:00Z'));
    rememberTrial('user-1', subscription('MONTHLY', '2026-12-25T10:00:00Z'));
    expect(rememberedTrial('user-1', during)).toBeUndefined();
  });

  it('is nothing when what is stored cannot be read', () => {
    window.localStorage.setItem('trial:user-1', '{not json');
    expect(rememberedTrial('user-1', during)).toBeUndefined();
  });
});
