import { formatNumber } from '../../../shared/format/numbers.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { Ltr } from '../../../shared/ui/ltr.tsx';

/** A price as the API writes it (a two-decimal string), formatted digit for digit. */
export function Price({ value }: { value: string }) {
  const locale = useLocale();
  return <Ltr>{formatNumber(value as `${number}`, locale, 2)}</Ltr>;
}
