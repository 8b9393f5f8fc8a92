import { dividendYearsBack, type DividendInfo as Info } from '@sahm/contracts/company';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../../shared/ui/date-text.tsx';
import { KeyValueGrid } from '../../../shared/ui/key-value-grid.tsx';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
import { ViewToggle } from '../../../shared/ui/view-toggle.tsx';
import { defaultYearsBack, useDividendInfo, type YearsBack } from '../api/get-dividend-info.ts';
import { SectionPanel } from '../../../shared/ui/section-panel.tsx';
import { Dash, NumberText, PercentText, SarText } from './figures.tsx';

/** The latest distribution and the averages over the last 3 or 5 full years (spec §5). */
export function DividendInfo({ stock }: { stock: { guid: string } }) {
  const { t } = useTranslation('company');
  const [yearsBack, setYearsBack] = useState<YearsBack>(defaultYearsBack);
  const query = useDividendInfo(stock.guid, yearsBack);
  const info = query.data;
  const value = (content: (info: Info) => ReactNode) => (info ? content(info) : <Skeleton variant="text" width="60%" />);
  const date = (day: string | null) => (day ? <DateText value={day} /> : <Dash />);

  return (
    <SectionPanel
      id="dividend-info"
      title={t('dividends.info.title')}
      actions={
        <ViewToggle
          value={String(yearsBack)}
          label={t('dividends.info.yearsBack')}
          onChange={(next) => setYearsBack(Number(next) as YearsBack)}
          options={dividendYearsBack.map((years) => ({ value: String(years), label: t('yearCount', { count: years }), icon: null }))}
        />
      }
    >
      {query.isError && !info ? (
        <LoadFailed onRetry={() => void query.refetch()} />
      ) : (
        <KeyValueGrid
          columns={{ xs: 2, md: 2 }}
          items={[
            { id: 'lastAnnouncement', label: t('dividends.info.lastAnnouncement'), value: value((i) => date(i.last_announcement_date)) },
            { id: 'lastAmount', label: t('dividends.info.lastAmount'), value: value((i) => <SarText value={i.last_amount_per_share} />) },
            { id: 'lastDueDate', label: t('dividends.info.lastDueDate'), value: value((i) => date(i.last_due_date)) },
            { id: 'total', label: t('dividends.info.total'), value: value((i) => <SarText value={i.total} />) },
            { id: 'count', label: t('dividends.info.count'), value: value((i) => <NumberText value={i.distributions_count} />) },
            { id: 'averageYield', label: t('dividends.info.averageYield'), value: value((i) => <PercentText value={i.average_yield} />) },
            { id: 'payoutRatio', label: t('dividends.info.payoutRatio'), value: value((i) => <PercentText value={i.payout_ratio} />) },
            {
              id: 'sectorYield',
              label: t('dividends.info.sectorYield'),
              value: value((i) => <PercentText value={i.sector_average_yield} />),
            },
          ]}
        />
      )}
    </SectionPanel>
  );
}
