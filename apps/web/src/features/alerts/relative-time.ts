import type { Locale } from '@sahm/contracts/common';
import { formatDate } from '../../shared/format/dates.ts';
import { intlLocaleOf } from '../../shared/format/intl-locale.ts';

const steps = [
  { unit: 'minute', seconds: 60, below: 3600 },
  { unit: 'hour', seconds: 3600, below: 86_400 },
  { unit: 'day', seconds: 86_400, below: 7 * 86_400 },
] as const;

/** "5 minutes ago", "yesterday" / "قبل 5 دقائق", "أمس"; a week and older as its date. */
export function formatRelative(iso: string, locale: Locale, now = Date.now()): string {
  const elapsed = Math.max(0, (now - new Date(iso).getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat(intlLocaleOf(locale), { numeric: 'auto' });
  if (elapsed < 60) return format.format(0, 'second');
  const step = steps.find((candidate) => elapsed < candidate.below);
  return step ? format.format(-Math.floor(elapsed / step.seconds), step.unit) : formatDate(iso, locale, 'date');
}
