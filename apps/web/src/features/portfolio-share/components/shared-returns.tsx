import type { SharedPortfolio } from '@sahm/contracts/portfolio-share';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatTradeDate } from '../../../shared/format/dates.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { ChangeText } from '../../../shared/ui/change-text.tsx';

/** The time-weighted return against TASI's over each period, to the last session. */
export function SharedReturns({ returns }: { returns: SharedPortfolio['returns'] }) {
  const { t } = useTranslation('share');
  const locale = useLocale();
  const to = returns.find((r) => r.to)?.to;
  return (
    <>
      <Table size="small" aria-label={t('page.returns')} data-testid="shared-returns">
        <TableHead>
          <TableRow>
            <TableCell>{t('page.period')}</TableCell>
            <TableCell align="right">{t('page.portfolio')}</TableCell>
            <TableCell align="right">{t('page.tasi')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {returns.map((r) => (
            <TableRow key={r.period}>
              <TableCell>{t(`page.periods.${r.period}`)}</TableCell>
              <TableCell align="right">
                <ChangeText value={r.portfolio} kind="ratio" />
              </TableCell>
              <TableCell align="right">
                <ChangeText value={r.tasi} kind="ratio" />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="caption" color="textSecondary" component="p" sx={{ px: 2, py: 1 }}>
        {to ? t('page.returnsNote', { date: formatTradeDate(to, locale) }) : t('page.returnsNoteUndated')}
      </Typography>
    </>
  );
}
