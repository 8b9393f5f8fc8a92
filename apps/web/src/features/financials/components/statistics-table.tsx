import type { StatementColumn, StatisticsIndicator } from '@sahm/contracts/financials';
import type { HelpText } from '@sahm/contracts/indicators';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format/dates.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { ScrollRegion } from '../../../shared/ui/scroll-region.tsx';
import { formatIndicatorValue } from '../statement-figures.ts';
import { HelpTooltip } from './help-tooltip.tsx';
import { ColumnLabel, UnitNote } from './statement-labels.tsx';
import { stickyCell } from './sticky-cell.ts';

type StatisticsTableProps = {
  label: string;
  indicators: readonly StatisticsIndicator[];
  columns: readonly StatementColumn[];
  /** The last close, when the price-based indicators have a current (trailing twelve months) column. */
  current: { date: string } | null;
  help: ReadonlyMap<string, HelpText> | undefined;
};

/** One group of indicators: a row each, the current column first, then the periods newest first. */
export function StatisticsTable({ label, indicators, columns, current, help }: StatisticsTableProps) {
  const { t } = useTranslation('financials');
  const locale = useLocale();
  const keys = [...(current ? ['current'] : []), ...columns.map((column) => column.date)];

  return (
    <ScrollRegion label={label}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col" sx={stickyCell}>
              {t('statistics.indicator')}
            </TableCell>
            {current && (
              <TableCell component="th" scope="col" align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Tooltip title={t('statistics.currentHint', { date: formatDate(current.date, locale) })}>
                  <span>{t('statistics.current')}</span>
                </Tooltip>
              </TableCell>
            )}
            {columns.map((column) => (
              <TableCell key={column.date} component="th" scope="col" align="right" sx={{ whiteSpace: 'nowrap' }}>
                <ColumnLabel column={column} />
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {indicators.map((indicator) => {
            const name = locale === 'ar' ? indicator.label_ar : indicator.label_en;
            const helpText = help?.get(indicator.key);
            return (
              <TableRow key={indicator.key} hover data-indicator={indicator.key}>
                <TableCell component="th" scope="row" sx={{ ...stickyCell, fontWeight: 500 }}>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
                    <span>{name}</span>
                    <UnitNote unit={indicator.unit} always />
                    {helpText && (
                      <HelpTooltip
                        label={t('statistics.help', { label: name })}
                        text={locale === 'ar' ? helpText.help_ar : helpText.help_en}
                      />
                    )}
                  </Box>
                </TableCell>
                {keys.map((key) => {
                  const value = indicator.values[key];
                  return (
                    <TableCell key={key} align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                      {value == null ? '—' : <Ltr>{formatIndicatorValue(value, indicator.unit, locale)}</Ltr>}
                    </TableCell>
                  );
                })}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}
