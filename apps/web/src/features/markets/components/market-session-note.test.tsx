import { marketStatus } from '../../../test/fixtures.ts';
import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { initTestI18n } from '../../../test/i18n.ts';
import { marketSessionText } from './market-session-note.tsx';

const closedEvening = marketStatus();

async function fixedT(language: 'ar' | 'en') {
  await initTestI18n(language);
  return i18next.getFixedT(language, 'markets');
}

describe('the market session in words', () => {
  it('says a closed market is closed, when it last closed and when it opens, in both languages', async () => {
    const en = await fixedT('en');
    expect(marketSessionText(closedEvening, en, 'en')).toBe(
      'Market closed · last close Nov 23, 2026, 3:00 PM · opens Tue, Nov 24, 10:00 AM',
    );
    const ar = await fixedT('ar');
    const text = marketSessionText(closedEvening, ar, 'ar');
    expect(text).toMatch(/^السوق مغلقة · آخر إغلاق 23 نوفمبر 2026/);
    expect(text).toContain('تفتح');
    expect(text).toContain('10:00');
  });

  it('says an open market is open until the close, in Riyadh time whatever the reader’s clock', async () => {
    const en = await fixedT('en');
    expect(marketSessionText({ ...closedEvening, is_market_open: true }, en, 'en')).toBe('Market open until 3:00 PM');
    // The demo clock that never closes has no closing time.
    expect(marketSessionText({ ...closedEvening, is_market_open: true, next_open_at: null }, en, 'en')).toBe('Market open');
  });

  it('names the holiday on a closed day', async () => {
    const en = await fixedT('en');
    const holiday = { ...closedEvening, is_market_holiday: true, holiday_name: 'National Day', trade_date: '2026-09-23' };
    expect(marketSessionText(holiday, en, 'en')).toMatch(/^Market closed today: National Day · opens /);
  });
});
