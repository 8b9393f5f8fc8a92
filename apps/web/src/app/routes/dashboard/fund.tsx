import { guidSchema } from '@sahm/contracts/common';
import type { Fund } from '@sahm/contracts/funds';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Outlet, useOutletContext, useParams } from 'react-router';
import { useFund } from '../../../features/funds/api/get-fund.ts';
import { FundHeader } from '../../../features/funds/components/fund-header.tsx';
import { FundOverview } from '../../../features/funds/components/fund-overview.tsx';
import { FundPerformance } from '../../../features/funds/components/fund-performance.tsx';
import { useFavoriteFund } from '../../../features/funds/hooks/use-favorite-fund.ts';
import { paths } from '../../paths.ts';
import { useSignInPrompt } from '../use-sign-in-prompt.ts';
import { DetailState } from './detail-state.tsx';
import { PageTabs } from './page-tabs.tsx';

/** /dashboard/market/mutual-fund/:fundGuid — the fund's header and its overview and performance tabs. */
export function FundRoute() {
  const { t } = useTranslation(['funds', 'common']);
  const { fundGuid = '' } = useParams();
  const validGuid = guidSchema.safeParse(fundGuid).success;
  const query = useFund(fundGuid);
  const fund = validGuid ? query.data : undefined;
  const favorites = useFavoriteFund(useSignInPrompt());

  if (!fund) {
    return (
      <DetailState
        validGuid={validGuid}
        error={query.error}
        onRetry={() => void query.refetch()}
        notFound={{ title: t('detail.notFound'), description: t('detail.notFoundHint') }}
      />
    );
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 1.5, md: 2 } }}>
      <title>{`${fund.name} | ${t('common:appName')}`}</title>
      <FundHeader
        fund={fund}
        favorites={favorites}
        tabs={
          <PageTabs
            label={t('detail.tabsLabel')}
            tabs={[
              { value: 'overview', label: t('detail.tabs.overview'), href: paths.fund.href(fund.guid, 'overview') },
              { value: 'performance', label: t('detail.tabs.performance'), href: paths.fund.href(fund.guid, 'performance') },
            ]}
          />
        }
      />
      <Outlet context={fund} />
    </Box>
  );
}

export function FundOverviewRoute() {
  return <FundOverview fund={useOutletContext<Fund>()} />;
}

export function FundPerformanceRoute() {
  return <FundPerformance fund={useOutletContext<Fund>()} />;
}
