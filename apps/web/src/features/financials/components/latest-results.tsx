import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { ChangeText } from '../../../shared/ui/change-text.tsx';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { SectionPanel } from '../../../shared/ui/section-panel.tsx';
import { TabStrip } from '../../../shared/ui/tab-strip.tsx';
import { useLatestFinancials } from '../api/get-latest-financials.ts';
import { formatStatementFigure } from '../statement-figures.ts';
import { useColumnLabel } from './statement-labels.tsx';

type Span = 'year' | 'quarter';

/** The last full year's (or quarter's) headline figures against the same period a year earlier. */
export function LatestResults({ stock }: { stock: { guid: string } }) {
  const { t } = useTranslation('financials');
  const locale = useLocale();
  const columnLabel = useColumnLabel();
  const [span, setSpan] = useState<Span>('year');
  const query = useLatestFinancials(stock.guid, span === 'year');
  const data = query.data;
  // Nothing to say without a period: the statements below say it already.
  if (query.isError || (data && !data.period)) return null;

  return (
    <SectionPanel
      id="latest-results"
      title={data?.period ? `${t('latest.title')} · ${columnLabel(data.period)}` : t('latest.title')}
      actions={
        <TabStrip
          dense
          value={span}
          label={t('latest.title')}
          onChange={setSpan}
          tabs={[
            { value: 'year', label: t('latest.annual') },
            { value: 'quarter', label: t('latest.quarter') },
          ]}
        />
      }
    >
      <Box
        component="dl"
        aria-busy={!data || query.isPlaceholderData}
        sx={{
          m: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(auto-fit, minmax(160px, 1fr))' },
        }}
      >
        {data
          ? data.items.map((item) => (
              <Box key={item.key} data-latest={item.key} sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover', minWidth: 0 }}>
                <Typography component="dt" variant="caption" color="textSecondary" sx={{ display: 'block' }}>
                  {locale === 'ar' ? item.label_ar : item.label_en}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
                  {item.result == null ? '—' : <Ltr>{formatStatementFigure(item.result, item.unit, locale)}</Ltr>}
                  <Typography component="span" variant="caption" color="textSecondary" sx={{ display: 'block', fontWeight: 400 }}>
                    {t(`units.${item.unit}`)}
                  </Typography>
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                  {data.previous_period && (
                    <span title={t('latest.change', { period: columnLabel(data.previous_period) })}>
                      <ChangeText value={item.change_rate} kind="ratio" arrow />
                    </span>
                  )}
                </Typography>
              </Box>
            ))
          : Array.from({ length: 4 }, (_, index) => <Skeleton key={index} variant="rounded" sx={{ height: 72 }} />)}
      </Box>
    </SectionPanel>
  );
}
