import type { MarketStatus } from '@sahm/contracts/markets';
import type { OrderSide } from '@sahm/contracts/order-windows';
import Alert from '@mui/material/Alert';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format/dates.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { orderWindowAt } from '../order-window.ts';

/** The clock, a minute at a time: enough to notice a window opening or closing while the page is open. */
function useMinute(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * Out of the order windows, says so before the user starts: which of purchases and sales are not
 * taken now, and when they next are (Riyadh time). Nothing while orders are taken.
 */
export function OrderWindowNotice({ status, sides }: { status: MarketStatus | undefined; sides: readonly OrderSide[] }) {
  const { t } = useTranslation('portfolios');
  const locale = useLocale();
  const now = useMinute();
  if (!status) return null;
  const closed = sides.flatMap((side) => {
    const state = orderWindowAt(status, side, now);
    return state.open ? [] : [{ side, opensAt: state.opensAt ? formatDate(state.opensAt, locale, 'weekdayTime') : '' }];
  });
  if (closed.length === 0) return null;
  const text =
    closed.length === 2
      ? t('hours.closedBoth', { buy: closed.find((c) => c.side === 'buy')!.opensAt, sell: closed.find((c) => c.side === 'sell')!.opensAt })
      : t(closed[0]!.side === 'buy' ? 'hours.closedBuy' : 'hours.closedSell', { date: closed[0]!.opensAt });
  return (
    <Alert severity="info" data-testid="order-window-notice">
      {text}
    </Alert>
  );
}
