import type { Locale } from '@sahm/contracts/common';
import type { MarketStatus } from '@sahm/contracts/markets';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format/dates.ts';
import { directionOf } from '../../../shared/i18n/locale.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { MarketStatusDot } from './market-status-dot.tsx';

type MarketsT = ReturnType<typeof useTranslation<'markets'>>['t'];

/** What the market's session says in words: open until when, or closed since when and when it opens next. */
export function marketSessionText(status: MarketStatus, t: MarketsT, locale: Locale): string {
  // A market that never closes (the always-open demo clock) has no closing time to give.
  if (status.is_market_open && status.next_open_at === null) return t('status.open');
  if (status.is_market_open)
    return t('status.openUntil', { time: formatDate(`${status.trade_date}T${status.market_end_time}:00+03:00`, locale, 'time') });
  const parts = [
    status.is_market_holiday && status.holiday_name
      ? t('status.closedToday', { name: status.holiday_name })
      : t('status.closedAt', { date: formatDate(status.last_close_at, locale, 'dateTime') }),
  ];
  if (status.next_open_at) parts.push(t('status.nextOpen', { date: formatDate(status.next_open_at, locale, 'weekdayTime') }));
  return parts.join(' · ');
}

/** The market's state as a line under a title: a still grey dot and "closed · last close … · opens …", or open until the close. */
export function MarketSessionNote({ status }: { status: MarketStatus | undefined }) {
  const { t } = useTranslation('markets');
  const locale = useLocale();
  return (
    // The line keeps its height while the status loads, so nothing below it moves.
    <Box
      data-testid="market-session"
      data-open={status?.is_market_open}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: { xs: 40, sm: 20 } }}
    >
      {status && (
        <>
          <MarketStatusDot open={status.is_market_open} silent />
          <Typography variant="caption" color="textSecondary" component="p" sx={{ m: 0 }}>
            <bdi dir={directionOf(locale)}>{marketSessionText(status, t, locale)}</bdi>
          </Typography>
        </>
      )}
    </Box>
  );
}
