import { CreateAlertButton } from '../../../features/alerts/components/create-alert-button.tsx';
import { usePortfolios } from '../../../features/portfolios/api/get-portfolios.ts';
import { useActivePortfolio } from '../../../features/portfolios/hooks/use-active-portfolio.ts';
import { paths } from '../../paths.ts';

/** An alert on the active portfolio's daily move; disabled in its place while the portfolios load. */
export function PortfolioAlertButton() {
  const portfolios = usePortfolios();
  const { active } = useActivePortfolio(portfolios.data);
  if (!active && !portfolios.isPending) return null;
  return (
    <CreateAlertButton target={active && { type: 'portfolio', guid: active.guid, name: active.name }} upgradeHref={paths.packages.href()} />
  );
}
