import type { LineItemUnitName, StatementColumn } from '@sahm/contracts/financials';
import type { IndicatorUnit } from '@sahm/contracts/indicators';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { columnLabelKey } from '../statement-figures.ts';

/** A column's heading: "2025", "Q3 2025" / "الربع الثالث 2025". */
export function ColumnLabel({ column }: { column: Pick<StatementColumn, 'year' | 'period'> }) {
  const { t } = useTranslation('financials');
  const { key, values } = columnLabelKey(column);
  return <bdi>{t(key, values)}</bdi>;
}

export function useColumnLabel() {
  const { t } = useTranslation('financials');
  return (column: Pick<StatementColumn, 'year' | 'period'>) => {
    const { key, values } = columnLabelKey(column);
    return t(key, values);
  };
}

/**
 * The unit beside an item's name when it is not the table's own (millions of SAR): per-share
 * items in riyals, share counts in millions; or every indicator's unit in the statistics.
 */
export function UnitNote({ unit, always = false }: { unit: LineItemUnitName | IndicatorUnit; always?: boolean }) {
  const { t } = useTranslation('financials');
  if (unit === 'sar_millions' && !always) return null;
  return (
    <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.75rem', fontWeight: 400, whiteSpace: 'nowrap' }}>
      ({t(`units.${unit}`)})
    </Box>
  );
}
