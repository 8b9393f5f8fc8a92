import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
import { usePortfolios } from '../api/get-portfolios.ts';
import { useActivePortfolio } from '../hooks/use-active-portfolio.ts';
import { BackLink } from './back-link.tsx';

type Props = {
  title: string;
  /** The portfolio page, which the way back leads to. */
  backTo: string;
  /** Shown when the user has no portfolio yet. */
  emptyTitle: string;
  /** What the page's own notice says under the heading; the virtual-portfolio note by default. */
  note?: string;
  /** Space kept for the page while the portfolios load, so nothing moves when it arrives. */
  placeholderHeight: number;
  children: (portfolio: { guid: string; name: string }) => ReactNode;
};

/**
 * The frame of a page about the active portfolio (its returns, dividends, purification and zakat):
 * the heading, the portfolio's name, the way back, the page's notice, then the page itself, or why
 * there is none.
 */
export function PortfolioSubpage({ title, backTo, emptyTitle, note, placeholderHeight, children }: Props) {
  const { t } = useTranslation(['portfolios', 'common']);
  const portfolios = usePortfolios();
  const { active } = useActivePortfolio(portfolios.data);
  let body: ReactNode;
  if (active) body = children(active);
  else if (portfolios.data)
    body = (
      <Paper variant="outlined">
        <EmptyState title={emptyTitle} />
      </Paper>
    );
  else if (portfolios.isError) body = <LoadFailed onRetry={() => void portfolios.refetch()} />;
  else body = <Skeleton variant="rectangular" height={placeholderHeight} sx={{ borderRadius: 1 }} />;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 1.5, md: 2 } }}>
      <title>{`${title} | ${t('common:appName')}`}</title>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 'min(100%, 280px)' }}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {active ? t('subpage.portfolio', { name: active.name }) : <Skeleton width={160} />}
          </Typography>
        </Box>
        <BackLink to={backTo} />
      </Box>
      <Typography variant="caption" color="textSecondary">
        {note ?? t('demoNote')}
      </Typography>
      {body}
    </Box>
  );
}
