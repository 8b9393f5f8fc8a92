import i18next from 'i18next';
import { GatedContent } from '../../../shared/ui/gated-content.tsx';
import { paths } from '../../paths.ts';
import { useSignInTarget } from '../use-sign-in-prompt.ts';
import { ComparisonPanel } from './comparison-panel.tsx';
import { useStockPage } from './stock.tsx';

// The tab's wording comes with its code, so the tab never renders (or suspends) without it.
await i18next.loadNamespaces(['comparisons', 'markets']);

/** The stock page's comparisons tab: the stock fixed first, on the default indicators (CAN_COMPARE_COMPANIES_PERFORMANCE). */
export function StockComparisonsRoute() {
  const { stock } = useStockPage();
  return (
    <GatedContent permission={'CAN_COMPARE_COMPANIES_PERFORMANCE'} signInTo={useSignInTarget()} upgradeTo={paths.payment.href()}>
      <ComparisonPanel key={stock.guid} fixedStock={{ guid: stock.guid, name: stock.short_name }} />
    </GatedContent>
  );
}
