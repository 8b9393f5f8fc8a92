import type { Holding } from '@sahm/contracts/portfolio';
import WarningAmberIcon from '@mui/icons-material/WarningAmberOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from '../../../shared/ui/notify.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatNumber } from '../../../shared/format/numbers.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { useSellStock } from '../api/sell-stock.ts';
import type { DowngradeReason } from '../stock-limits.ts';

type DowngradeDialogProps = {
  portfolioGuid: string;
  reason: DowngradeReason;
  holdings: readonly Holding[];
  paymentHref: string;
};

/**
 * Downgrade required (spec §4): upgrade, or sell whole holdings until the count fits the plan.
 * Each sale is the forced kind (not added to cash); the dialog goes once the portfolio reloads within the limit.
 */
export function DowngradeDialog({ portfolioGuid, reason, holdings, paymentHref }: DowngradeDialogProps) {
  const { t } = useTranslation('portfolios');
  const locale = useLocale();
  const sell = useSellStock(portfolioGuid);
  const [selling, setSelling] = useState<string | null>(null);

  const sellAll = (holding: Holding) => {
    setSelling(holding.stock_guid);
    sell.mutate(
      { stock_guid: holding.stock_guid, is_downgrade_sale: true, add_to_cash_flow: false },
      { onSettled: () => setSelling(null), onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }) },
    );
  };

  return (
    <Dialog open fullWidth maxWidth="sm" aria-labelledby="downgrade-title" aria-describedby="downgrade-text" data-testid="downgrade-dialog">
      <DialogTitle id="downgrade-title" sx={{ fontWeight: 700, display: 'flex', alignItems: 'center', gap: 1 }}>
        <WarningAmberIcon color="warning" aria-hidden />
        {t('downgrade.title')}
      </DialogTitle>
      <DialogContent>
        <Typography id="downgrade-text" data-testid={`downgrade-${reason}`}>
          {t(`downgrade.${reason}`)}
        </Typography>
        <Typography color="textSecondary" sx={{ mt: 1 }}>
          {t('downgrade.held', { count: holdings.length })}
        </Typography>
        <List dense sx={{ mt: 1 }}>
          {holdings.map((holding) => (
            <ListItem
              key={holding.stock_guid}
              divider
              secondaryAction={
                <Button
                  size="small"
                  color="error"
                  variant="outlined"
                  loading={selling === holding.stock_guid}
                  disabled={selling !== null && selling !== holding.stock_guid}
                  onClick={() => sellAll(holding)}
                >
                  {t('downgrade.sellAll')}
                </Button>
              }
              sx={{ paddingInlineEnd: 14 }}
            >
              <ListItemText
                primary={holding.stock.short_name}
                secondary={
                  <>
                    <Box component="bdi" dir="ltr">
                      {holding.stock.symbol_code}
                    </Box>
                    {' · '}
                    {t('sell.held', {
                      count: holding.total_shares_per_stock,
                      shares: formatNumber(holding.total_shares_per_stock, locale),
                    })}
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button component={RouterLink} to={paymentHref} variant="contained" data-testid="downgrade-upgrade">
          {t('downgrade.upgrade')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
