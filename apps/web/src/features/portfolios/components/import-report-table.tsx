import type { ImportRowReport } from '@sahm/contracts/portfolio-import';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';

function StatusChip({ status }: { status: ImportRowReport['status'] }) {
  const { t } = useTranslation('portfolios');
  return (
    <Chip
      size="small"
      color={status === 'taken' ? 'success' : 'error'}
      variant="outlined"
      label={status === 'taken' ? t('import.taken') : t('import.refused')}
    />
  );
}

/** On a phone, each row as a short card: the reasons stay on screen instead of past a scrolled table's edge. */
function ReportCards({ rows }: { rows: readonly ImportRowReport[] }) {
  const { t } = useTranslation('portfolios');
  return (
    <Box component="ul" data-testid="import-report" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {rows.map((r) => (
        <Box
          component="li"
          key={r.row}
          data-testid={`import-row-${r.row}`}
          data-status={r.status}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1, display: 'grid', gap: 0.5 }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('import.row')} {r.row}
            </Typography>
            <StatusChip status={r.status} />
          </Box>
          {/* Each part its own box, so dates and numbers never mix with the words around them. */}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, typography: 'body2' }}>
            <span dir="ltr">{r.date}</span>
            <span>
              {r.symbol_code} {r.stock_name}
            </span>
            <span>{r.side}</span>
            <span dir="ltr">
              {r.shares} × {r.price}
            </span>
          </Box>
          {r.reasons.length > 0 && (
            <Typography variant="body2" color="error">
              {r.reasons.join(' · ')}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}

/** Every row of the file as read, taken or refused, with the reasons of a refused one. */
export function ImportReportTable({ rows }: { rows: readonly ImportRowReport[] }) {
  const { t } = useTranslation('portfolios');
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (phone) return <ReportCards rows={rows} />;
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
            <TableCell sx={{ minWidth: 260 }}>{t('import.reasons')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.row} data-testid={`import-row-${r.row}`} data-status={r.status}>
              <TableCell>{r.row}</TableCell>
              <TableCell>
                <StatusChip status={r.status} />
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
