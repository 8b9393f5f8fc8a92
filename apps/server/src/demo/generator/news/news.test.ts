import { describe, expect, it } from 'vitest';
import { isTradingDay } from '../../../domain/calendar.ts';
import { tradingHolidays } from '../../reference/holidays.ts';
import { holidays } from '../companies/test-inputs.ts';
import { dividendFigures } from './dividends.ts';
import { generateCompanyNews, holidayAnnouncements, NEWS_START, type GeneratedAnnouncement } from './index.ts';
import { newsInputs } from './test-inputs.ts';

const SEED = 20_251_231;
const END = '2026-11-19';
const inputs = newsInputs(SEED, END);
const perCompany = inputs.map((input) => ({ input, news: generateCompanyNews(input) }));
const market = holidayAnnouncements({ seed: SEED, holidays: tradingHolidays, from: NEWS_START, endDate: END });
const all: GeneratedAnnouncement[] = [...perCompany.flatMap((c) => c.news), ...market];

const ARABIC = /[\u0600-\u06FF]/;
const LATIN = /[A-Za-z]/;

describe('the demo news generator', () => {
  it('gives the same announcements for the same seed, and other times for another seed', () => {
    const again = newsInputs(SEED, END).map(generateCompanyNews);
    expect(again.flat()).toEqual(perCompany.flatMap((c) => c.news));
    const other = newsInputs(SEED + 1, END).flatMap(generateCompanyNews);
    expect(other.map((a) => a.published_at)).not.toEqual(perCompany.flatMap((c) => c.news).map((a) => a.published_at));
  });

  it('covers every kind of announcement, with unique guids for announcements and events', () => {
    const topics = new Set(all.map((a) => a.topic));
    for (const t of ['FINANCIAL_RESULTS', 'DIVIDENDS', 'GENERAL_ASSEMBLY', 'BOARD', 'CAPITAL_CHANGE', 'LISTING', 'OFFERING', 'HOLIDAY'])
      expect(topics, t).toContain(t);
    expect(new Set(all.map((a) => a.guid)).size).toBe(all.length);
    const events = all.flatMap((a) => a.events);
    expect(new Set(events.map((e) => e.guid)).size).toBe(events.length);
  });

  it('writes every text in both languages, Arabic without Latin letters and English without Arabic', () => {
    for (const { input, news } of perCompany) {
      // A company's or a board member's Arabic name is its own; the rest of the text is Arabic.
      const strip = (s: string) => s.replaceAll(input.company.name_ar, '');
      for (const a of news) {
        for (const text of [a.title_ar, a.content_ar, ...a.events.map((e) => e.title_ar)]) {
          expect(text, a.guid).toMatch(ARABIC);
          expect(strip(text), `${a.guid}: ${text}`).not.toMatch(LATIN);
          // The preposition li- joins the word it governs ("لشركة", "للبنك"), never with a tatweel.
          expect(text).not.toMatch(/لـ/);
        }
        for (const text of [a.title_en, a.content_en, ...a.events.map((e) => e.title_en)]) {
          expect(text.trim().length, a.guid).toBeGreaterThan(0);
          expect(text, `${a.guid}: ${text}`).not.toMatch(ARABIC);
        }
        expect(a.content_en.split('\n\n').length).toBe(a.content_ar.split('\n\n').length);
        expect(a.content_en).not.toMatch(/\n\n\n|^\s|\s$/);
      }
    }
  });

  it('publishes on Riyadh business days between 07:00 and 16:00, within the window and never after the end date', () => {
    for (const a of all) {
      const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2}):00\+03:00$/.exec(a.published_at);
      expect(m, a.published_at).not.toBeNull();
      const [, day, hh, mm] = m!;
      expect(isTradingDay(day!, holidays), `${a.guid} on ${day}`).toBe(true);
      expect(day! <= END && day! >= NEWS_START, day).toBe(true);
      const minutes = Number(hh) * 60 + Number(mm);
      expect(minutes).toBeGreaterThanOrEqual(7 * 60);
      expect(minutes).toBeLessThanOrEqual(16 * 60);
    }
  });

  it('marks an announcement EVENT exactly when it carries dated events', () => {
    for (const a of all) expect(a.announcement_type).toBe(a.events.length ? 'EVENT' : 'NEWS');
  });

  it('dates events as their sources say', () => {
    for (const { input, news } of perCompany) {
      const day = (a: GeneratedAnnouncement) => a.published_at.slice(0, 10);
      for (const a of news) {
        const types = a.events.map((e) => e.type);
        if (a.topic === 'FINANCIAL_RESULTS') expect(a.events.map((e) => e.date)).toEqual([day(a)]);
        if (a.topic === 'DIVIDENDS' && a.events.length) {
          const d = input.data.dividends.find((x) => x.year === a.dividend!.year && x.period === a.dividend!.period)!;
          expect(day(a)).toBe(d.announcement_date);
          expect(a.events.map((e) => [e.type, e.date])).toEqual([
            ['CASH_DIVIDENDS_RIGHT', d.due_date],
            ['CASH_DIVIDENDS_DISTRIBUTION', d.distribution_date],
          ]);
        }
        if (a.topic === 'DIVIDENDS' && !a.events.length) expect(day(a)).toBe(a.dividend!.distribution_date);
        if (a.topic === 'CAPITAL_CHANGE' && a.events.length) {
          const c = input.data.capital_changes.find((x) => x.effective_date === a.events[0]!.date)!;
          expect(c, a.guid).toBeDefined();
          expect(day(a)).toBe(c.announcement_date);
        }
        if (a.topic === 'GENERAL_ASSEMBLY' && a.events.length) {
          const meeting = a.events[0]!.date;
          expect(types).toEqual(['GENERAL_ASSEMBLY']);
          expect(isTradingDay(meeting, holidays)).toBe(true);
          const annual = input.data.dividends.find((d) => d.period === 'ANNUAL' && a.content_en.includes(`financial year ${d.year}.`));
          if (annual && input.data.profile.fy_end_month === 12 && a.content_en.includes('distribute cash dividends'))
            expect(meeting).toBe(annual.due_date);
        }
        if (a.topic === 'LISTING') expect(a.events.map((e) => [e.type, e.date])).toEqual([['LISTING', input.stock.listing_date]]);
        if (a.topic === 'OFFERING') expect(types).toEqual(['SUBSCRIPTION']);
        if (a.topic === 'TRADING_HALT' && a.events.length) expect(a.events.map((e) => e.date)).toEqual([day(a)]);
      }
    }
    const closed = new Map(tradingHolidays.map((h) => [h.date, h.name_en]));
    for (const a of market) for (const e of a.events) expect(closed.get(e.date), e.date).toBeDefined();
    const noticed = new Set(market.flatMap((a) => a.events.map((e) => e.date)));
    for (const h of tradingHolidays) if (h.date > '2020-02-01' && h.date <= END) expect(noticed, h.date).toContain(h.date);
  });

  it("quotes each dividend's record and the shares outstanding on its announcement day", () => {
    for (const { input, news } of perCompany)
      for (const a of news.filter((x) => x.dividend)) {
        const d = input.data.dividends.find((x) => x.year === a.dividend!.year && x.period === a.dividend!.period)!;
        expect(a.dividend).toEqual(dividendFigures(d, input.data.capital_changes, input.stock.shares_outstanding));
      }
  });
});
