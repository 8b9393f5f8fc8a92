import type { ImportRowReport } from '@sahm/contracts/portfolio-import';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
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
const columns = ['row', 'status', 'date', 'symbol', 'side', 'shares', 'price', 'reasons'] as const;
const numeric = new Set<string>(['shares', 'price']);

/**
 * On wider screens, a table drawn with a CSS grid (roles say it is one): MUI's table modules would
 * be split into chunks of their own that other pages then load too.
 */
export function ImportReportTable({ rows }: { rows: readonly ImportRowReport[] }) {
  const { t } = useTranslation('portfolios');
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (phone) return <ReportCards rows={rows} />;
  const cell = {
    px: 1.5,
    py: 1,
    borderBlockEnd: 1,
    borderColor: 'divider',
    display: 'flex',
    alignItems: 'center',
    typography: 'body2',
  } as const;
  const cells = (r: ImportRowReport) => ({
    row: r.row,
    status: <StatusChip status={r.status} />,
    date: <span dir="ltr">{r.date}</span>,
    symbol: (
      <span>
        {r.symbol_code}
        {r.stock_name && (
          <Box component="span" sx={{ color: 'text.secondary', marginInlineStart: 0.75 }}>
            {r.stock_name}
          </Box>
        )}
      </span>
    ),
    side: r.side,
    shares: <span dir="ltr">{r.shares}</span>,
    price: <span dir="ltr">{r.price}</span>,
    reasons: (
      <Box component="span" sx={{ color: 'error.main' }}>
        {r.reasons.join(' · ')}
      </Box>
    ),
  });
  return (
    <Box sx={{ overflow: 'auto', maxHeight: 360, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Box
        role="table"
        data-testid="import-report"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, max-content) minmax(240px, 1fr)' }}
      >
        <Box role="row" sx={{ display: 'contents' }}>
          {columns.map((c) => (
            <Box
              key={c}
              role="columnheader"
              sx={{
                ...cell,
                fontWeight: 600,
                position: 'sticky',
                top: 0,
                bgcolor: 'background.paper',
                zIndex: 1,
                justifyContent: numeric.has(c) ? 'flex-end' : 'flex-start',
              }}
            >
              {t(`import.${c}`)}
            </Box>
          ))}
        </Box>
        {rows.map((r) => {
          const values = cells(r);
          return (
            <Box role="row" key={r.row} data-testid={`import-row-${r.row}`} data-status={r.status} sx={{ display: 'contents' }}>
              {columns.map((c) => (
                <Box
                  key={c}
                  role="cell"
                  sx={{
                    ...cell,
                    justifyContent: numeric.has(c) ? 'flex-end' : 'flex-start',
                    whiteSpace: c === 'reasons' ? 'normal' : 'nowrap',
                  }}
                >
                  {values[c]}
                </Box>
              ))}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
