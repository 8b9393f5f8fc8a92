import { useTranslation } from 'react-i18next';
import { ReturnsPage } from '../../../features/portfolio-returns/components/returns-page.tsx';
import { PortfolioSubpage } from '../../../features/portfolios/components/portfolio-subpage.tsx';
import { paths } from '../../paths.ts';

/** /dashboard/my-stocks/returns: the active portfolio against TASI. */
export function MyStocksReturnsRoute() {
  const { t } = useTranslation('portfolios');
  return (
    <PortfolioSubpage
      title={t('returns.title')}
      backTo={paths.myStocks.href()}
      emptyTitle={t('returns.noPortfolio')}
      placeholderHeight={480}
    >
      {(active) => <ReturnsPage key={active.guid} guid={active.guid} />}
    </PortfolioSubpage>
  );
}
