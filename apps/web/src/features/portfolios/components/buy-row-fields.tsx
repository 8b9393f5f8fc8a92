import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNumericInputProps } from '../numeric-input.ts';
import { formatSarPlain } from '../../../shared/format/money.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { sanitizeDateInput, type BuyRowValues } from '../buy-rows.ts';
import { costOf, sanitizePriceInput, sanitizeQuantityInput } from '../price-input.ts';
import { StockPicker } from './stock-picker.tsx';

export type BuyFormValues = { rows: BuyRowValues[]; deductFromCash: boolean };

type BuyRowFieldsProps = {
  control: Control<BuyFormValues>;
  index: number;
  withDate: boolean;
  stockLocked: boolean;
  onRemove?: () => void;
};

/** One row of the buy form: company, buying date, quantity, price and the read-only cost (spec §5). */
export function BuyRowFields({ control, index, withDate, stockLocked, onRemove }: BuyRowFieldsProps) {
  const { t } = useTranslation('portfolios');
  const numericInput = useNumericInputProps('numeric');
  const decimalInput = useNumericInputProps('decimal');
  const locale = useLocale();
  const [quantity, price] = useWatch({ control, name: [`rows.${index}.quantity`, `rows.${index}.price`] });
  const cost = costOf(quantity ?? '', price ?? '');
  const message = (key: string | undefined) => (key ? t(`validation.${key}` as 'validation.required') : undefined);

  return (
    <Paper variant="outlined" component="fieldset" data-testid="buy-row" sx={{ m: 0, p: { xs: 1.5, md: 2 }, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
        <Typography component="legend" variant="subtitle2" sx={{ fontWeight: 700, p: 0, float: 'inline-start' }}>
          {t('buy.row', { index: index + 1 })}
        </Typography>
        {onRemove && (
          <Tooltip title={t('buy.removeRow', { index: index + 1 })}>
            <IconButton size="small" onClick={onRemove} aria-label={t('buy.removeRow', { index: index + 1 })}>
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: withDate ? 'minmax(0, 2fr) repeat(4, minmax(0, 1fr))' : 'minmax(0, 2fr) repeat(3, minmax(0, 1fr))',
          },
          alignItems: 'start',
        }}
      >
        <Controller
          control={control}
          name={`rows.${index}.stock`}
          render={({ field, fieldState }) => (
            <StockPicker
              label={t('buy.stock')}
              value={field.value}
              onChange={field.onChange}
              disabled={stockLocked}
              error={message(fieldState.error?.message)}
              inputRef={field.ref}
            />
          )}
        />
        {withDate && (
          <Controller
            control={control}
            name={`rows.${index}.date`}
            render={({ field, fieldState }) => (
              <TextField
                size="small"
                label={t('buy.date')}
                placeholder={t('buy.dateHint')}
                value={field.value}
                onChange={(event) => field.onChange(sanitizeDateInput(event.target.value))}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={Boolean(fieldState.error)}
                helperText={message(fieldState.error?.message) ?? t('buy.dateHint')}
                slotProps={{ htmlInput: { ...numericInput, 'data-testid': 'buy-date' } }}
              />
            )}
          />
        )}
        <Controller
          control={control}
          name={`rows.${index}.quantity`}
          render={({ field, fieldState }) => (
            <TextField
              size="small"
              label={t('buy.quantity')}
              value={field.value}
              onChange={(event) => field.onChange(sanitizeQuantityInput(event.target.value))}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={Boolean(fieldState.error)}
              helperText={message(fieldState.error?.message)}
              slotProps={{ htmlInput: numericInput }}
            />
          )}
        />
        <Controller
          control={control}
          name={`rows.${index}.price`}
          render={({ field, fieldState }) => (
            <TextField
              size="small"
              label={t('buy.price')}
              value={field.value}
              onChange={(event) => field.onChange(sanitizePriceInput(event.target.value))}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={Boolean(fieldState.error)}
              helperText={message(fieldState.error?.message)}
              slotProps={{ htmlInput: decimalInput }}
            />
          )}
        />
        <TextField
          size="small"
          label={t('buy.cost')}
          value={cost === null ? '' : formatSarPlain(cost, locale)}
          slotProps={{ input: { readOnly: true }, htmlInput: { ...decimalInput, tabIndex: -1, 'data-testid': 'buy-cost' } }}
          sx={{ '& .MuiInputBase-root': { bgcolor: 'action.hover' } }}
        />
      </Box>
    </Paper>
  );
}
