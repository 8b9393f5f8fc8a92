import { guidSchema } from '@sahm/contracts/common';
import type { MarketStatus } from '@sahm/contracts/markets';
import type { Permission } from '@sahm/contracts/permissions';
import type { StockDetail } from '@sahm/contracts/stocks';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Outlet, useOutletContext, useParams } from 'react-router';
import { useMarketStatus } from '../../../features/markets/api/get-market-status.ts';
import { MarketSessionNote } from '../../../features/markets/components/market-session-note.tsx';
import { useStock } from '../../../features/stocks/api/get-stock.ts';
import { StockHeader } from '../../../features/stocks/components/stock-header.tsx';
import { useFavoriteStock } from '../../../features/stocks/hooks/use-favorite-stock.ts';
import { useSessionUser } from '../../../shared/auth/use-session.ts';
import { gateStateOf } from '../../../shared/ui/gated-content.tsx';
import { paths, type StockTab } from '../../paths.ts';
import { useSignInPrompt } from '../use-sign-in-prompt.ts';
import { StockFeed } from './live-feeds.tsx';
import { StockAlertButton } from './stock-alert-button.tsx';
import { DetailState } from './detail-state.tsx';
import { PageTabs } from './page-tabs.tsx';

/** The tabs behind a plan's permission or a sign-in (null), in the spec's order (§2), and what each needs (§6). */
const gatedTabs = [
  { tab: 'financial-statements', label: 'detail.tabs.financialStatements', permission: 'CAN_VIEW_FINANCIAL_STATEMENTS' },
  { tab: 'performance', label: 'detail.tabs.performance', permission: 'CAN_VIEW_STOCK_PERFORMANCE' },
  { tab: 'statistics', label: 'detail.tabs.statistics', permission: 'CAN_VIEW_COMPANY_INDICES' },
  { tab: 'dividends', label: 'detail.tabs.dividends', permission: 'CAN_VIEW_COMPANY_DIVIDENDS' },
  { tab: 'company-profile', label: 'detail.tabs.companyProfile', permission: 'CAN_VIEW_COMPANY_PROFILE' },
  { tab: 'share-holders', label: 'detail.tabs.shareHolders', permission: 'CAN_VIEW_SHAREHOLDERS' },
  { tab: 'shariah', label: 'detail.tabs.shariah', permission: null },
  { tab: 'comparisons', label: 'detail.tabs.comparisons', permission: 'CAN_COMPARE_COMPANIES_PERFORMANCE' },
] as const satisfies readonly { tab: StockTab; label: `detail.tabs.${string}`; permission: Permission | null }[];

export type StockPageContext = { stock: StockDetail; status: MarketStatus | undefined; statusSettled: boolean };

export function useStockPage(): StockPageContext {
  return useOutletContext<StockPageContext>();
}

/** /dashboard/market/all-stocks/:stockGuid — the stock's header and its tabs (sub-paths). */
export function StockRoute() {
  const { t } = useTranslation(['stocks', 'common']);
  const { stockGuid = '' } = useParams();
  const validGuid = guidSchema.safeParse(stockGuid).success;
  const query = useStock(stockGuid);
  const stock = validGuid ? query.data : undefined;
  const status = useMarketStatus(stock?.market.guid);
  const favorites = useFavoriteStock(useSignInPrompt());
  const user = useSessionUser();

  if (!stock) {
    return (
      <DetailState
        subject="stock"
        validGuid={validGuid}
        error={query.error}
        onRetry={() => void query.refetch()}
        notFound={{ title: t('detail.notFound'), description: t('detail.notFoundHint') }}
      />
    );
  }

  const context: StockPageContext = { stock, status: status.data, statusSettled: !status.isPending };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 1.5, md: 2 } }}>
      <title>{`${stock.short_name} (${stock.symbol_code}) | ${t('common:appName')}`}</title>
      <StockFeed guid={stock.guid} marketGuid={stock.market.guid} />
      <StockHeader
        stock={stock}
        favorites={favorites}
        status={status.data}
        sessionNote={<MarketSessionNote status={status.data} />}
        actions={<StockAlertButton stock={stock} />}
        tabs={
          <PageTabs
            label={t('detail.tabsLabel')}
            tabs={[
              { value: 'overview', label: t('detail.tabs.overview'), href: paths.stock.href(stock.guid, 'overview') },
              ...gatedTabs.map(({ tab, label, permission }) => ({
                value: tab,
                label: t(label),
                href: paths.stock.href(stock.guid, tab),
                locked: gateStateOf(user, permission) !== 'open',
              })),
              // Announcements are open to every reader (spec §6).
              { value: 'news', label: t('detail.tabs.news'), href: paths.stock.href(stock.guid, 'news') },
            ]}
          />
        }
      />
      <Outlet context={context} />
    </Box>
  );
}
