import { useTranslation } from 'react-i18next';
import { DividendsPage } from '../../../features/portfolios/components/dividends-page.tsx';
import { PortfolioSubpage } from '../../../features/portfolios/components/portfolio-subpage.tsx';
import { paths } from '../../paths.ts';

/** /dashboard/my-stocks/dividends */
export function MyStocksDividendsRoute() {
  const { t } = useTranslation('portfolios');
  return (
    <PortfolioSubpage
      title={t('dividends.title')}
      backTo={paths.myStocks.href()}
      emptyTitle={t('dividends.noPortfolio')}
      placeholderHeight={480}
    >
      {(active) => <DividendsPage key={active.guid} guid={active.guid} />}
    </PortfolioSubpage>
  );
}
