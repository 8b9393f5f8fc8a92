import { halalasToSar, parseSar } from '@sahm/contracts/money';
import { JAREAD_2023_Q4, type Overview } from '@sahm/contracts/portfolio';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from '../../../shared/ui/notify.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNumericInputProps } from '../numeric-input.ts';
import { useAddCashValue } from '../api/add-cash-value.ts';
import { sanitizePriceInput } from '../price-input.ts';
import { Money } from './figure.tsx';

/** A signed amount as typed: Arabic digits become Latin, one separator, two decimals, an optional minus (a withdrawal). */
export function sanitizeCashInput(raw: string): string {
  const negative = /^\s*[-−]/.test(raw);
  const amount = sanitizePriceInput(raw);
  return negative ? `-${amount}` : amount;
}

/**
 * Uninvested cash: read-only, then edit, then save (adds the amount) or cancel (spec §4).
 * Disabled for the special portfolio type.
 */
export function CashEditor({ overview }: { overview: Pick<Overview, 'guid' | 'type' | 'cash_value'> }) {
  const { t } = useTranslation('portfolios');
  const decimalInput = useNumericInputProps('decimal');
  const [editing, setEditing] = useState(false);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState(false);
  const addCash = useAddCashValue(overview.guid);
  const locked = overview.type === JAREAD_2023_Q4;

  const cancel = () => {
    setEditing(false);
    setAmount('');
    setError(false);
  };
  const save = () => {
    // A field may hold a separator with nothing after it yet ("12.").
    const halalas = parseSar(amount.replace(/\.$/, ''));
    if (halalas === null || halalas === 0) {
      setError(true);
      return;
    }
    addCash.mutate(halalasToSar(halalas), {
      onSuccess: () => {
        enqueueSnackbar(t('toasts.cashAdded'), { variant: 'success' });
        cancel();
      },
    });
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }} data-testid="cash-editor">
      <Typography color="textSecondary">{t('panel.cash')}:</Typography>
      <Typography sx={{ fontWeight: 700 }} data-testid="cash-value">
        <Money value={overview.cash_value} />
      </Typography>
      {editing ? (
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
          sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}
        >
          <TextField
            size="small"
            autoFocus
            label={t('panel.cashAmount')}
            value={amount}
            onChange={(event) => {
              setAmount(sanitizeCashInput(event.target.value));
              setError(false);
            }}
            error={error}
            helperText={error ? t('panel.cashRequired') : undefined}
            slotProps={{ htmlInput: decimalInput }}
            sx={{ width: 180 }}
          />
          <Tooltip title={t('panel.cashSave')}>
            <IconButton type="submit" color="primary" aria-label={t('panel.cashSave')} loading={addCash.isPending}>
              <CheckIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('panel.cashCancel')}>
            <IconButton onClick={cancel} aria-label={t('panel.cashCancel')}>
              <CloseIcon />
            </IconButton>
          </Tooltip>
        </Box>
      ) : (
        <Tooltip title={locked ? t('panel.cashLocked') : ''}>
          <span>
            <Button size="small" startIcon={<EditOutlinedIcon />} onClick={() => setEditing(true)} disabled={locked}>
              {t('panel.cashEdit')}
            </Button>
          </span>
        </Tooltip>
      )}
    </Box>
  );
}

/** The cash line while the portfolio loads: the same label and button around a placeholder, so nothing moves when it comes. */
export function CashPending() {
  const { t } = useTranslation('portfolios');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }} data-testid="cash-pending">
      <Typography color="textSecondary">{t('panel.cash')}:</Typography>
      <Typography sx={{ fontWeight: 700 }}>
        <Skeleton width="7.5em" />
      </Typography>
      <Button size="small" startIcon={<EditOutlinedIcon />} disabled>
        {t('panel.cashEdit')}
      </Button>
    </Box>
  );
}
