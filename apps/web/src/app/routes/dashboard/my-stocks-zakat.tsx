import { useTranslation } from 'react-i18next';
import { FaithPage } from '../../../features/portfolio-faith/components/faith-page.tsx';
import { PortfolioSubpage } from '../../../features/portfolios/components/portfolio-subpage.tsx';
import { paths } from '../../paths.ts';
import { marketTimeZone } from '../../../shared/format/intl-locale.ts';

/** Today in Riyadh, the market's calendar day (the server refuses later dates). */
const riyadhToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: marketTimeZone }).format(new Date());

/** /dashboard/my-stocks/zakat: the active portfolio's purification and zakat. */
export function MyStocksZakatRoute() {
  const { t } = useTranslation('faith');
  return (
    <PortfolioSubpage
      title={t('title')}
      backTo={paths.myStocks.href()}
      emptyTitle={t('noPortfolio')}
      note={t('demoNote')}
      placeholderHeight={360}
    >
      {(active) => <FaithPage key={active.guid} guid={active.guid} today={riyadhToday()} />}
    </PortfolioSubpage>
  );
}
