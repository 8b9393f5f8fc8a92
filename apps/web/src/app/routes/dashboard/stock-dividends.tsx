import i18next from 'i18next';
import { Dividends } from '../../../features/company/components/dividends.tsx';
import { GatedContent } from '../../../shared/ui/gated-content.tsx';
import { paths } from '../../paths.ts';
import { useSignInTarget } from '../use-sign-in-prompt.ts';
import { useStockPage } from './stock.tsx';

// The tab's wording comes with its code, so the tab never renders (or suspends) without it.
await i18next.loadNamespaces('company');

/** The dividends tab, for plans with CAN_VIEW_COMPANY_DIVIDENDS. */
export function StockDividendsRoute() {
  const { stock } = useStockPage();
  return (
    <GatedContent permission={'CAN_VIEW_COMPANY_DIVIDENDS'} signInTo={useSignInTarget()} upgradeTo={paths.payment.href()}>
      <Dividends stock={stock} />
    </GatedContent>
  );
}
