import { describe, expect, it } from 'vitest';
import { initTestI18n } from '../../test/i18n.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { DateText } from './date-text.tsx';

const rendered = (locale: 'ar' | 'en', value: string, format?: 'date' | 'dateTime') =>
  renderWithProviders(<DateText value={value} format={format} />, { locale }).container;

describe('dates on screen', () => {
  it("isolate an Arabic date in the page's direction, so the month name and digits keep their order", () => {
    const time = rendered('ar', '2026-11-23').querySelector('time')!;
    expect(time.getAttribute('datetime')).toBe('2026-11-23');
    expect(time.querySelector('bdi')!.getAttribute('dir')).toBe('rtl');
    expect(time.textContent).toBe('23 نوفمبر 2026');
  });

  it('write a calendar day and a moment alike, in Riyadh time, in English', async () => {
    await initTestI18n('en');
    expect(rendered('en', '2026-11-23').textContent).toBe('Nov 23, 2026');
    // 21:30 UTC is already the next day in Riyadh.
    expect(rendered('en', '2026-11-23T21:30:00Z', 'dateTime').textContent).toBe('Nov 24, 2026, 12:30 AM');
    expect(rendered('en', '2026-11-23').querySelector('bdi')!.getAttribute('dir')).toBe('ltr');
  });
});
