import { fundPeriods } from '@sahm/contracts/funds';
import Box from '@mui/material/Box';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateToChartTime } from '../../../shared/chart/axis-labels.ts';
import { ChartBody } from '../../../shared/chart/chart-body.tsx';
import { PeriodTabs } from '../../../shared/chart/period-tabs.tsx';
import { axisModeOf } from '../../../shared/chart/periods.ts';
import { FIRST_FUND_PERIOD, useFundPoints, type FundPeriod } from '../api/get-fund-points.ts';

/** The NAV per unit over a week to five years (a year first, the server's default). */
export function FundNavChart({ fund }: { fund: { guid: string; name: string } }) {
  const { t } = useTranslation('funds');
  const [period, setPeriod] = useState<FundPeriod>(FIRST_FUND_PERIOD);
  const query = useFundPoints(fund.guid, period);
  const items = query.data?.period === period ? query.data.items : undefined;
  const points = useMemo(
    () => items?.map((point) => ({ time: dateToChartTime(point.valuation_date), value: point.nav_per_unit })),
    [items],
  );
  return (
    <Box>
      <PeriodTabs periods={fundPeriods} value={period} onChange={setPeriod} label={t('chart.periods')} />
      <Box sx={{ mt: 1 }}>
        <ChartBody
          points={points}
          isError={query.isError}
          onRetry={() => void query.refetch()}
          mode={axisModeOf(period)}
          height={{ xs: 260, md: 448 }}
          fractionDigits={4}
          label={t('chart.label', { name: fund.name })}
        />
      </Box>
    </Box>
  );
}
