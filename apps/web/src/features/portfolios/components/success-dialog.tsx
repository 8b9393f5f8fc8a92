import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSar } from '../../../shared/format/money.ts';
import { formatPrice } from '../../../shared/format/numbers.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { forgetOperation, readOperation, type OperationKind } from '../last-operation.ts';

/** #buy-success and #sell-success: the amount, price and company of the operation just recorded. */
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
          <Typography color="text.secondary">
            {t(`${kind}.successText`, {
              company: operation.company,
              amount: `\u2068${formatSar(operation.amount, locale)}\u2069`,
              price: `\u2068${formatPrice(operation.price, locale)}\u2069`,
            })}
          </Typography>
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
