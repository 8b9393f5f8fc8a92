import type { StatementColumn, StatementEntry } from '@sahm/contracts/financials';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { ScrollRegion } from '../../../shared/ui/scroll-region.tsx';
import { formatStatementFigure, visibleRows } from '../statement-figures.ts';
import { ColumnLabel, UnitNote } from './statement-labels.tsx';
import { stickyCell } from './sticky-cell.ts';

type StatementTableProps = {
  label: string;
  entries: readonly StatementEntry[];
  columns: readonly StatementColumn[];
};

/**
 * One statement as a tree: items with parts open and close in place, subtotals in bold, the
 * columns newest first. The item's column stays in view while the figures scroll sideways.
 */
export function StatementTable({ label, entries, columns }: StatementTableProps) {
  const { t } = useTranslation('financials');
  const locale = useLocale();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  return (
    <ScrollRegion label={label}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col" sx={stickyCell}>
              {t('statements.item')}
            </TableCell>
            {columns.map((column) => (
              <TableCell key={column.date} component="th" scope="col" align="right" sx={{ whiteSpace: 'nowrap' }}>
                <ColumnLabel column={column} />
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {visibleRows(entries, expanded).map(({ entry, depth, expandable, expanded: open }) => {
            const name = locale === 'ar' ? entry.label_ar : entry.label_en;
            const weight = entry.is_total ? 700 : depth === 0 ? 500 : 400;
            return (
              <TableRow key={entry.key} hover data-item={entry.key} data-depth={depth}>
                <TableCell component="th" scope="row" sx={{ ...stickyCell, fontWeight: weight }}>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, paddingInlineStart: depth * 2.5 }}>
                    {expandable ? (
                      <IconButton
                        size="small"
                        aria-expanded={open}
                        aria-label={t(open ? 'statements.collapse' : 'statements.expand', { item: name })}
                        onClick={() => toggle(entry.key)}
                        sx={{ p: 0.25 }}
                      >
                        {open ? (
                          <ExpandMoreIcon fontSize="small" />
                        ) : (
                          <ChevronRightIcon
                            fontSize="small"
                            sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }}
                          />
                        )}
                      </IconButton>
                    ) : (
                      <Box component="span" sx={{ width: 24, flexShrink: 0 }} />
                    )}
                    <span>{name}</span>
                    <UnitNote unit={entry.unit} />
                  </Box>
                </TableCell>
                {columns.map((column) => {
                  const value = entry.value[column.date];
                  return (
                    <TableCell
                      key={column.date}
                      align="right"
                      sx={{ fontWeight: weight, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
                    >
                      {value == null ? '—' : <Ltr>{formatStatementFigure(value, entry.unit, locale)}</Ltr>}
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
