import { enqueueSnackbar } from '../../shared/ui/notify.ts';
import i18next from 'i18next';

/** J000 (outside trading hours): one toast, id portfolio-error, naming the window of the operation (spec §8). */
export function showTradingWindow(window: 'buy' | 'sell'): void {
  enqueueSnackbar(i18next.t(window === 'buy' ? 'portfolios:toasts.buyWindow' : 'portfolios:toasts.sellWindow'), {
    key: 'portfolio-error',
    variant: 'error',
    preventDuplicate: true,
    SnackbarProps: { id: 'portfolio-error' },
  });
}
