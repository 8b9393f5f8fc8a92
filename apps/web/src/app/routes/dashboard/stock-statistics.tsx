import i18next from 'i18next';
import { Statistics } from '../../../features/financials/components/statistics.tsx';
import { GatedContent } from '../../../shared/ui/gated-content.tsx';
import { paths } from '../../paths.ts';
import { useSignInTarget } from '../use-sign-in-prompt.ts';
import { useStockPage } from './stock.tsx';

// The tab's wording comes with its code, so the tab never renders (or suspends) without it.
await i18next.loadNamespaces('financials');

/** The statistics tab, for plans with CAN_VIEW_COMPANY_INDICES. */
export function StockStatisticsRoute() {
  const { stock } = useStockPage();
  return (
    <GatedContent permission={'CAN_VIEW_COMPANY_INDICES'} signInTo={useSignInTarget()} upgradeTo={paths.payment.href()}>
      <Statistics key={stock.guid} stock={stock} />
    </GatedContent>
  );
}
