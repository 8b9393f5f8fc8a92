import type { ImportRowReport } from '@sahm/contracts/portfolio-import';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';

/** Every row of the file as read, taken or refused, with the reasons of a refused one. */
export function ImportReportTable({ rows }: { rows: readonly ImportRowReport[] }) {
  const { t } = useTranslation('portfolios');
  return (
    <Box sx={{ overflowX: 'auto', maxHeight: 360, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" stickyHeader data-testid="import-report">
        <TableHead>
          <TableRow>
            <TableCell>{t('import.row')}</TableCell>
            <TableCell>{t('import.status')}</TableCell>
            <TableCell>{t('import.date')}</TableCell>
            <TableCell>{t('import.symbol')}</TableCell>
            <TableCell>{t('import.side')}</TableCell>
            <TableCell align="right">{t('import.shares')}</TableCell>
            <TableCell align="right">{t('import.price')}</TableCell>
            <TableCell sx={{ minWidth: 220 }}>{t('import.reasons')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.row} data-testid={`import-row-${r.row}`} data-status={r.status}>
              <TableCell>{r.row}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color={r.status === 'taken' ? 'success' : 'error'}
                  variant="outlined"
                  label={r.status === 'taken' ? t('import.taken') : t('import.refused')}
                />
              </TableCell>
              {/* The file's own text, as written: dates and numbers stay left to right. */}
              <TableCell dir="ltr" sx={{ whiteSpace: 'nowrap', textAlign: 'start' }}>
                {r.date}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {r.symbol_code}
                {r.stock_name && (
                  <Box component="span" sx={{ color: 'text.secondary', marginInlineStart: 0.75 }}>
                    {r.stock_name}
                  </Box>
                )}
              </TableCell>
              <TableCell>{r.side}</TableCell>
              <TableCell align="right" dir="ltr">
                {r.shares}
              </TableCell>
              <TableCell align="right" dir="ltr">
                {r.price}
              </TableCell>
              <TableCell sx={{ color: 'error.main' }}>{r.reasons.join(' · ')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
