import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSar } from '../../../shared/format/money.ts';
import { formatNumber } from '../../../shared/format/numbers.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { forgetOperation, readOperation, type OperationKind } from '../last-operation.ts';

/** #buy-success and #sell-success: the total of the operation just recorded, and each company's shares, price and amount. */
export function SuccessDialog({ kind, onClose }: { kind: OperationKind; onClose: () => void }) {
  const { t } = useTranslation('portfolios');
  const locale = useLocale();
  const [operation] = useState(() => readOperation(kind));
  const close = () => {
    forgetOperation(kind);
    onClose();
  };
  return (
    <Dialog open onClose={close} fullWidth maxWidth="xs" aria-labelledby={`${kind}-success-title`} data-testid={`${kind}-success`}>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5, textAlign: 'center', pt: 4 }}>
        <CheckCircleOutlineIcon color="success" sx={{ fontSize: 56 }} aria-hidden />
        <Typography id={`${kind}-success-title`} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t(`${kind}.successTitle`)}
        </Typography>
        {operation && (
          <>
            <Typography color="textSecondary">
              {t(`${kind}.successText`, { count: operation.lines.length, amount: `\u2068${formatSar(operation.total, locale)}\u2069` })}
            </Typography>
            <Box component="ul" data-testid="operation-lines" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
              {operation.lines.map((line) => (
                <Typography component="li" variant="body2" key={line.company}>
                  {t(`${kind}.successLine`, {
                    company: line.company,
                    count: line.shares,
                    shares: `\u2068${formatNumber(line.shares, locale)}\u2069`,
                    price: `\u2068${formatSar(line.price, locale)}\u2069`,
                    amount: `\u2068${formatSar(line.amount, locale)}\u2069`,
                  })}
                </Typography>
              ))}
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', pb: 3 }}>
        <Button variant="contained" onClick={close} autoFocus>
          {t('buy.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
