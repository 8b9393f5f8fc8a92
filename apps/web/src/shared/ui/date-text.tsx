import { directionOf } from '../i18n/locale.ts';
import { formatDate, type DateFormat } from '../format/dates.ts';
import { useLocale } from '../i18n/use-locale.ts';

/**
 * A date as a reader of the page's language expects it: formatted by locale, and isolated in that
 * language's direction, so that an Arabic month name and the digits around it keep their order
 * inside left-to-right cells and numbers (wrapping it in a left-to-right span scrambles it).
 */
export function DateText({ value, format = 'date' }: { value: string; format?: DateFormat }) {
  const locale = useLocale();
  return (
    <time dateTime={value}>
      <bdi dir={directionOf(locale)}>{formatDate(value, locale, format)}</bdi>
    </time>
  );
}
