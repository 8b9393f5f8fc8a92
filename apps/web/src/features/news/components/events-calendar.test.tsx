import type { NewsEvent } from '@sahm/contracts/news';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { WithTestLinks } from '../test-links.tsx';
import { EventsCalendar } from './events-calendar.tsx';

afterEach(() => vi.unstubAllGlobals());

const event = (guid: string, day: string, title: string): NewsEvent => ({
  guid,
  type: 'CASH_DIVIDENDS_DISTRIBUTION',
  title,
  distribution_date: day,
  stock: { guid: '0b9a6b0e-2f3c-4d5e-8f90-1a2b3c4d5e6f', short_name: 'أرامكو', symbol_code: '2222', logo: null },
  announcement: { guid: '1c8b7a6d-3e4f-4a5b-9c0d-2e3f4a5b6c7d' },
});

const events = [
  event('2d7c6b5a-4f3e-4b2a-8d1c-3f4e5a6b7c8d', '2026-11-24', 'صرف أرباح الربع الثالث'),
  event('3e6d5c4b-5a4f-4c3b-9e2d-4a5b6c7d8e9f', '2026-12-01', 'أحقية أرباح'),
];

function setup(props: Parameters<typeof EventsCalendar>[0] = {}) {
  const api = fakeApi({
    '/api/v1/events/': (url) => ({
      items: events.filter(
        (e) => e.distribution_date >= url.searchParams.get('date_from')! && e.distribution_date <= url.searchParams.get('date_to')!,
      ),
    }),
  });
  vi.stubGlobal('fetch', api.fetch);
  renderWithProviders(
    <WithTestLinks>
      <EventsCalendar initialDay="2026-11-23" {...props} />
    </WithTestLinks>,
  );
  return api;
}

const days = () => within(screen.getByRole('group')).getAllByRole('button');

describe('the events calendar', () => {
  it('shows Sunday to Thursday, asks for that week, and marks the days with events', async () => {
    const api = setup();
    expect(days().map((day) => day.dataset.day)).toEqual(['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26']);
    expect(await screen.findByText('لا توجد أحداث في هذا التاريخ')).toBeTruthy();
    const request = api.calls.find((url) => url.pathname === '/api/v1/events/')!;
    expect([request.searchParams.get('date_from'), request.searchParams.get('date_to')]).toEqual(['2026-11-22', '2026-11-26']);
    expect(
      days()
        .find((day) => day.dataset.day === '2026-11-24')!
        .getAttribute('data-marked'),
    ).toBe('true');
    expect(days().filter((day) => day.dataset.marked)).toHaveLength(1);
  });

  it('lists the selected day’s events, each linking to its announcement', async () => {
    setup();
    await screen.findByText('لا توجد أحداث في هذا التاريخ');
    fireEvent.click(days()[2]!);
    const link = await screen.findByRole('link', { name: 'صرف أرباح الربع الثالث' });
    expect(link.getAttribute('href')).toBe('/news/1c8b7a6d-3e4f-4a5b-9c0d-2e3f4a5b6c7d');
    expect(screen.getByText('صرف توزيع نقدي')).toBeTruthy();
  });

  it('moves a week with the arrows', async () => {
    const api = setup();
    await screen.findByText('لا توجد أحداث في هذا التاريخ');
    fireEvent.click(screen.getByRole('button', { name: 'الأسبوع التالي' }));
    expect(days()[0]!.getAttribute('data-day')).toBe('2026-11-29');
    expect(days()[1]!.getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByRole('button', { name: /30 نوفمبر 2026/ })).toBeTruthy();
    expect(api.calls.some((url) => url.searchParams.get('date_from') === '2026-11-29')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'الأسبوع السابق' }));
    fireEvent.click(screen.getByRole('button', { name: 'الأسبوع السابق' }));
    expect(days()[0]!.getAttribute('data-day')).toBe('2026-11-15');
  });

  it('shows a month’s events in the month view, and says when a month has none', async () => {
    const api = setup();
    fireEvent.click(screen.getByRole('tab', { name: 'شهر' }));
    expect(await screen.findByRole('link', { name: 'صرف أرباح الربع الثالث' })).toBeTruthy();
    expect(
      api.calls.some((url) => url.searchParams.get('date_from') === '2026-11-01' && url.searchParams.get('date_to') === '2026-11-30'),
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'الشهر السابق' }));
    expect(await screen.findByText('لا توجد أحداث في هذا الشهر')).toBeTruthy();
  });

  it('asks only for the given event types (the dividend calendar)', async () => {
    const api = setup({ views: ['month'], types: ['CASH_DIVIDENDS_RIGHT', 'CASH_DIVIDENDS_DISTRIBUTION'] });
    await screen.findByRole('link', { name: 'صرف أرباح الربع الثالث' });
    expect(api.calls[0]!.searchParams.getAll('type')).toEqual(['CASH_DIVIDENDS_RIGHT', 'CASH_DIVIDENDS_DISTRIBUTION']);
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});
