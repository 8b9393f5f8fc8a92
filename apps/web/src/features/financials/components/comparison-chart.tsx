import type { FinancialStatements, StatementEntry } from '@sahm/contracts/financials';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTheme, type Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { SectionPanel } from '../../../shared/ui/section-panel.tsx';
import { allEntries, formatAxisFigure, formatStatementFigure } from '../statement-figures.ts';
import { statementOrder } from './statement-order.ts';
import { useColumnLabel } from './statement-labels.tsx';

// The chart library arrives with the first item picked, never with the tab's own code.
const BarCanvas = lazy(() => import('../../../shared/charts/bar-canvas.tsx'));

/** More lines than this on one chart stop being readable. */
const MAX_ITEMS = 5;
const height = { xs: 260, md: 320 };

const seriesColors = (theme: Theme) => [
  theme.palette.primary.main,
  theme.palette.warning.main,
  theme.palette.info.main,
  theme.palette.success.main,
  theme.palette.error.main,
];

type Option = { entry: StatementEntry; group: string };

/**
 * Items picked from the three statements, drawn across the periods (oldest to newest, left to
 * right in both languages). The page remounts it when the stock or the period filter changes,
 * which clears the choice: items of one period's columns mean nothing against another's.
 */
export function ComparisonChart({ statements }: { statements: FinancialStatements }) {
  const { t } = useTranslation('financials');
  const locale = useLocale();
  const theme = useTheme();
  const columnLabel = useColumnLabel();
  const [chosen, setChosen] = useState<Option[]>([]);
  const nameOf = (entry: StatementEntry) => (locale === 'ar' ? entry.label_ar : entry.label_en);
  const options: Option[] = statementOrder.flatMap((statement) =>
    allEntries(statements[statement]).map((entry) => ({ entry, group: t(`statements.${statement}`) })),
  );
  const columns = [...statements.columns].reverse();
  const colors = seriesColors(theme);
  const series = chosen.map(({ entry }, index) => ({
    label: nameOf(entry),
    color: colors[index % colors.length]!,
    values: columns.map((column) => entry.value[column.date] ?? null),
    format: (value: number) => formatStatementFigure(value, entry.unit, locale),
  }));

  return (
    <SectionPanel id="statement-comparison" title={t('compare.title')}>
      <Autocomplete
        multiple
        size="small"
        options={options}
        value={chosen}
        onChange={(_, next) => setChosen(next.slice(0, MAX_ITEMS))}
        groupBy={(option) => option.group}
        getOptionLabel={(option) => nameOf(option.entry)}
        isOptionEqualToValue={(option, value) => option.group === value.group && option.entry.key === value.entry.key}
        getOptionDisabled={(option) => chosen.length >= MAX_ITEMS && !chosen.some((c) => c.entry.key === option.entry.key)}
        renderInput={(params) => <TextField {...params} label={t('compare.pick')} helperText={t('compare.limit', { count: MAX_ITEMS })} />}
        sx={{ mb: 2 }}
      />
      {series.length === 0 ? (
        <Typography color="textSecondary" variant="body2" sx={{ py: 4, textAlign: 'center' }}>
          {t('compare.hint')}
        </Typography>
      ) : (
        // Time runs left to right in both languages: the chart keeps its own direction.
        <Box
          role="img"
          aria-label={t('compare.label', { items: new Intl.ListFormat(locale).format(series.map((s) => s.label)) })}
          data-testid="comparison-chart"
          dir="ltr"
          sx={{ height, position: 'relative' }}
        >
          <Suspense fallback={<Skeleton variant="rounded" sx={{ height: '100%' }} />}>
            <BarCanvas labels={columns.map(columnLabel)} series={series} formatAxis={(value) => formatAxisFigure(value, locale)} legend />
          </Suspense>
        </Box>
      )}
      <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: 1 }}>
        {t('statements.unitNote')}
      </Typography>
    </SectionPanel>
  );
}
