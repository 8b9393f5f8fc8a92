import i18next from 'i18next';
import { ShariahCards } from '../../../features/company/components/shariah-cards.tsx';
import { GatedContent } from '../../../shared/ui/gated-content.tsx';
import { paths } from '../../paths.ts';
import { useSignInTarget } from '../use-sign-in-prompt.ts';
import { useStockPage } from './stock.tsx';

// The tab's wording comes with its code, so the tab never renders (or suspends) without it.
await i18next.loadNamespaces('company');

/** The Shariah tab: any signed-in member (spec §6), visitors are asked to sign in. */
export function StockShariahRoute() {
  const { stock } = useStockPage();
  return (
    <GatedContent permission={null} signInTo={useSignInTarget()} upgradeTo={paths.payment.href()}>
      <ShariahCards stock={stock} />
    </GatedContent>
  );
}
