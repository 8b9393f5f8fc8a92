import type { Locale } from '@sahm/contracts/common';
import { intlLocaleOf } from '../../shared/format/intl-locale.ts';

const codes = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;

/** "SUN,MON,TUE" as the weekday names of the locale ("Sunday, Monday, Tuesday" / "الأحد، الاثنين، الثلاثاء"). */
export function valuationDayNames(days: string, locale: Locale): string {
  const names = new Intl.DateTimeFormat(intlLocaleOf(locale), { weekday: 'long', timeZone: 'UTC' });
  const list = days
    .split(',')
    .map((code) => codes.indexOf(code.trim().toUpperCase() as (typeof codes)[number]))
    .filter((index) => index >= 0)
    // 2023-01-01 was a Sunday.
    .map((index) => names.format(new Date(Date.UTC(2023, 0, 1 + index))));
  return list.length ? new Intl.ListFormat(intlLocaleOf(locale), { style: 'short', type: 'unit' }).format(list) : days;
}
