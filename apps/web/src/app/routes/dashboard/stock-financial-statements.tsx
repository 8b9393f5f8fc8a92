import i18next from 'i18next';
import { FinancialStatements } from '../../../features/financials/components/financial-statements.tsx';
import { GatedContent } from '../../../shared/ui/gated-content.tsx';
import { paths } from '../../paths.ts';
import { useSignInTarget } from '../use-sign-in-prompt.ts';
import { useStockPage } from './stock.tsx';

// The tab's wording comes with its code, so the tab never renders (or suspends) without it.
await i18next.loadNamespaces('financials');

/** The financial statements tab, for plans with CAN_VIEW_FINANCIAL_STATEMENTS. */
export function StockFinancialStatementsRoute() {
  const { stock } = useStockPage();
  return (
    <GatedContent permission={'CAN_VIEW_FINANCIAL_STATEMENTS'} signInTo={useSignInTarget()} upgradeTo={paths.payment.href()}>
      {/* Another stock starts with its own filter, expanded rows and comparison. */}
      <FinancialStatements key={stock.guid} stock={stock} />
    </GatedContent>
  );
}
