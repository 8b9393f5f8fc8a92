import i18next from 'i18next';
import { Shareholders } from '../../../features/company/components/shareholders.tsx';
import { GatedContent } from '../../../shared/ui/gated-content.tsx';
import { paths } from '../../paths.ts';
import { useSignInTarget } from '../use-sign-in-prompt.ts';
import { useStockPage } from './stock.tsx';

// The tab's wording comes with its code, so the tab never renders (or suspends) without it.
await i18next.loadNamespaces('company');

/** The shareholders tab, for plans with CAN_VIEW_SHAREHOLDERS. */
export function StockShareholdersRoute() {
  const { stock } = useStockPage();
  return (
    <GatedContent permission={'CAN_VIEW_SHAREHOLDERS'} signInTo={useSignInTarget()} upgradeTo={paths.payment.href()}>
      <Shareholders stock={stock} />
    </GatedContent>
  );
}
