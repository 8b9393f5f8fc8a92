import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../test/i18n.ts';
import { marketStatus } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { OrderWindowNotice } from './order-window-notice.tsx';

const evening = marketStatus();

afterEach(() => vi.useRealTimers());

describe('the out-of-hours notice', () => {
  it('says before the form that sales and purchases wait for the next window, with its times', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T21:00:00+03:00'), shouldAdvanceTime: true });
    await initTestI18n('en');
    renderWithProviders(<OrderWindowNotice status={evening} sides={['sell', 'buy']} />, { locale: 'en' });
    const notice = await screen.findByTestId('order-window-notice');
    expect(notice.textContent).toBe(
      'Outside trading hours: sales can be recorded from Tue, Nov 24, 10:00 AM and purchases from Tue, Nov 24, 10:15 AM (Riyadh time).',
    );
  });

  it('in Arabic, for the purchase form only', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T08:00:00+03:00'), shouldAdvanceTime: true });
    renderWithProviders(<OrderWindowNotice status={{ ...evening, next_open_at: '2026-11-23T10:00:00.000+03:00' }} sides={['buy']} />);
    const notice = await screen.findByTestId('order-window-notice');
    expect(notice.textContent).toMatch(/^خارج أوقات التداول: يمكن تسجيل الشراء بدءًا من .*23 نوفمبر.*10:15/);
  });

  it('says nothing while orders are taken', () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T11:00:00+03:00'), shouldAdvanceTime: true });
    renderWithProviders(<OrderWindowNotice status={evening} sides={['sell', 'buy']} />);
    expect(screen.queryByTestId('order-window-notice')).toBeNull();
  });
});
