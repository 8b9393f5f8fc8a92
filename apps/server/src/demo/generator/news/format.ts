import { weekday } from '../../../domain/calendar.ts';

/**
 * How the announcements write dates and amounts in each language. Arabic uses the Gregorian month
 * names of Saudi disclosures and Latin digits, as the exchange's Arabic announcements do. Amounts
 * are formatted from whole units with integer arithmetic, so the text shows exactly the stored figure.
 */

const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const MONTHS_AR = ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'];
const DAYS_EN = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const DAYS_AR = ['الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت'];

const parts = (date: string) => ({ y: date.slice(0, 4), m: Number(date.slice(5, 7)) - 1, d: Number(date.slice(8, 10)) });

/** "30 September 2026" / "30 سبتمبر 2026". */
export function dayText(date: string): { ar: string; en: string } {
  const { y, m, d } = parts(date);
  return { ar: `${d} ${MONTHS_AR[m]} ${y}`, en: `${d} ${MONTHS_EN[m]} ${y}` };
}

/** "Sunday 12 October 2025" / "الأحد 12 أكتوبر 2025". */
export function weekdayText(date: string): { ar: string; en: string } {
  const day = dayText(date);
  const wd = weekday(date);
  return { ar: `${DAYS_AR[wd]} ${day.ar}`, en: `${DAYS_EN[wd]} ${day.en}` };
}

/** Month names back to their number (1–12), for reading a date out of a text. */
export const monthNumber = (name: string): number => {
  const i = MONTHS_EN.indexOf(name);
  return i >= 0 ? i + 1 : MONTHS_AR.indexOf(name) + 1;
};

/** Thousands separators on a non-negative whole number. */
export function grouped(n: number | bigint): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A whole number of hundredths as "1,234.56" (no sign: callers say "loss" or "profit"). */
export function hundredths(v: number): string {
  const a = Math.abs(v);
  return `${grouped(Math.floor(a / 100))}.${String(a % 100).padStart(2, '0')}`;
}

/** Rounds half away from zero, so a loss rounds as the same profit would. */
export const roundDiv = (v: number, by: number): number => Math.sign(v) * Math.round(Math.abs(v) / by);

/** Thousands of SAR as millions with two decimals, unsigned: 1234567 → "1,234.57". */
export const millions = (thousands: number): string => hundredths(roundDiv(thousands, 10));

/** Halalas as riyals with two decimals, unsigned. */
export const riyals = (halalas: number): string => hundredths(halalas);

/** Halalas as riyals, without decimals when the amount is whole (capital, a dividend's total). */
export const sar = (halalas: number): string => (halalas % 100 === 0 ? grouped(Math.abs(halalas) / 100) : riyals(halalas));

/** Change from `prev` to `cur` in percent with two decimals, unsigned; null when there is no positive base. */
export function percentChange(cur: number, prev: number | null): string | null {
  if (prev === null || prev <= 0 || cur < 0) return null;
  return hundredths(roundDiv((cur - prev) * 10_000, prev));
}

/** A ratio in percent, trailing zeros dropped: 150 of 1000 → "15". */
export function percentOf(part: number, whole: number): string {
  const h = roundDiv(part * 10_000, whole);
  const s = hundredths(h);
  return s.replace(/\.00$/, '').replace(/(\.\d)0$/, '$1');
}

/** Paragraphs joined as the contract wants them: separated by one blank line. */
export const paragraphs = (items: readonly (string | null | false)[]): string => items.filter(Boolean).join('\n\n');
