import type { SharedPortfolio } from '@sahm/contracts/portfolio-share';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ChangeText } from '../../../shared/ui/change-text.tsx';
import { StockLogo } from '../../../shared/ui/stock-logo.tsx';
import { WeightBar } from './weight-bar.tsx';

/** The holdings by weight: the company (its sector beneath), its share of the portfolio and its profit or loss in percent. */
export function SharedHoldings({ holdings }: { holdings: SharedPortfolio['holdings'] }) {
  const { t } = useTranslation('share');
  if (!holdings.length)
    return (
      <Typography variant="body2" color="textSecondary" sx={{ px: 2, pb: 2 }}>
        {t('page.noHoldings')}
      </Typography>
    );
  return (
    <Table size="small" aria-label={t('page.holdings')} data-testid="shared-holdings">
      <TableHead>
        <TableRow>
          <TableCell>{t('page.company')}</TableCell>
          <TableCell sx={{ width: { xs: 96, sm: 160 } }}>{t('page.weight')}</TableCell>
          <TableCell align="right" sx={{ width: { xs: 72, sm: 120 } }}>
            {t('page.profitLoss')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {holdings.map((h) => (
          <TableRow key={h.symbol_code} data-symbol={h.symbol_code}>
            <TableCell>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
                <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
                  <StockLogo logo={h.logo} name={h.short_name} size={32} />
                </Box>
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {h.short_name}{' '}
                    <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                      {h.symbol_code}
                    </Box>
                  </Typography>
                  <Typography variant="caption" color="textSecondary" component="p">
                    {h.sector}
                  </Typography>
                </Box>
              </Box>
            </TableCell>
            <TableCell>
              <WeightBar weight={h.weight} />
            </TableCell>
            <TableCell align="right">
              <ChangeText value={h.profit_loss_ratio} kind="ratio" />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
