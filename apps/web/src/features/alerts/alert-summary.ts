import type { Alert } from '@sahm/contracts/alerts';
import type { Locale } from '@sahm/contracts/common';
import type { TFunction } from 'i18next';
import { formatThreshold, isThresholdKind } from './thresholds.ts';

/** An alert in a few words: "Price above SAR 31.50", "Up 3% on the day", "Shariah status change (Al Rajhi)". */
export function alertSummary(alert: Pick<Alert, 'kind' | 'threshold' | 'provider'>, t: TFunction<'alerts'>, locale: Locale): string {
  const { kind, threshold, provider } = alert;
  const value =
    isThresholdKind(kind) && threshold !== null
      ? formatThreshold(kind, threshold, locale, (figure) => t('units.times', { value: figure }))
      : '';
  return t(`kinds.${kind}.summary`, { value, provider: provider ? t(`providers.${provider}`) : '' });
}
