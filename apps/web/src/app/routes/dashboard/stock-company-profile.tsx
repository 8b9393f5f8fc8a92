import i18next from 'i18next';
import { CompanyProfile } from '../../../features/company/components/company-profile.tsx';
import { GatedContent } from '../../../shared/ui/gated-content.tsx';
import { paths } from '../../paths.ts';
import { useSignInTarget } from '../use-sign-in-prompt.ts';
import { useStockPage } from './stock.tsx';

// The tab's wording comes with its code, so the tab never renders (or suspends) without it.
await i18next.loadNamespaces('company');

/** The company profile tab, for plans with CAN_VIEW_COMPANY_PROFILE (every plan, BASIC included). */
export function StockCompanyProfileRoute() {
  const { stock } = useStockPage();
  return (
    <GatedContent permission={'CAN_VIEW_COMPANY_PROFILE'} signInTo={useSignInTarget()} upgradeTo={paths.payment.href()}>
      <CompanyProfile stock={stock} />
    </GatedContent>
  );
}
