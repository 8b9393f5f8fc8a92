import type { StockDetail } from '@sahm/contracts/stocks';
import { CreateAlertButton } from '../../../features/alerts/components/create-alert-button.tsx';
import { quoteOf } from '../../../features/stocks/quote.ts';
import { useSessionUser } from '../../../shared/auth/use-session.ts';
import { useStockTick } from '../../../shared/live/tick-store.ts';
import { paths } from '../../paths.ts';
import { useSignInPrompt } from '../use-sign-in-prompt.ts';

/** The stock page's "Create alert", with the live price for the price kinds; visitors are asked to sign in. */
export function StockAlertButton({ stock }: { stock: StockDetail }) {
  const user = useSessionUser();
  const signIn = useSignInPrompt();
  const price = quoteOf(stock, useStockTick(stock.guid)).price;
  return (
    <CreateAlertButton
      target={{ type: 'stock', guid: stock.guid, name: stock.short_name, symbol: stock.symbol_code, price }}
      upgradeHref={paths.packages.href()}
      onSignIn={user ? undefined : signIn}
    />
  );
}
