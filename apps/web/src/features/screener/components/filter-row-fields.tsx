import type { ScreenerField } from '@sahm/contracts/screener';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { sanitizeNumber, setField, type FilterRow, type Operator } from '../filter-rows.ts';
import { FieldSelect } from './field-select.tsx';
import { SectorPicker, type SectorChoice } from './sector-picker.tsx';
import { StockPicker } from './stock-picker.tsx';
import type { PickedStock } from '../api/get-stocks.ts';

export type RowChoices = {
  fields: readonly ScreenerField[];
  markets: readonly { guid: string; name: string }[];
  sectors: readonly SectorChoice[];
  knownStocks: ReadonlyMap<string, PickedStock>;
  onStocksPicked: (stocks: readonly PickedStock[]) => void;
};

type FilterRowFieldsProps = {
  index: number;
  row: FilterRow;
  choices: RowChoices;
  taken: ReadonlySet<string>;
  /** Marks an unfinished row after a refused add or submit. */
  showErrors: boolean;
  complete: boolean;
  onChange: (row: FilterRow) => void;
  /** Absent on the first row, which stays. */
  onRemove?: () => void;
};

/** One filter: its field, and what fits the field: a condition and a number, the market, or a list of companies or sectors. */
export function FilterRowFields({ index, row, choices, taken, showErrors, complete, onChange, onRemove }: FilterRowFieldsProps) {
  const { t } = useTranslation('screener');
  const rtl = useTheme().direction === 'rtl';
  const field = choices.fields.find((f) => f.key === row.field);
  const id = `screener-row-${row.id}`;
  const error = showErrors && !complete;

  return (
    <Box
      role="group"
      aria-label={t('filters.row', { n: index + 1 })}
      data-testid="screener-row"
      sx={{ display: 'flex', flexWrap: { xs: 'wrap', md: 'nowrap' }, gap: 1.5, alignItems: 'flex-start' }}
    >
      <FieldSelect
        id={`${id}-field`}
        fields={choices.fields}
        value={row.field}
        taken={taken}
        error={error && !row.field}
        onChange={(key) => onChange(setField(row, key))}
      />
      {(!field || field.kind === 'number') && (
        <>
          <TextField
            select
            size="small"
            label={t('filters.operator')}
            value={row.operator}
            onChange={(e) => onChange({ ...row, operator: e.target.value as Operator })}
            sx={{ flex: { xs: '1 1 0', md: '1.4 1 0' }, minWidth: 0 }}
            // The full wording is in the menu; the field shows the short one, which fits a phone's half row.
            slotProps={{ select: { renderValue: (op) => t(`operatorsShort.${op as Operator}`) } }}
          >
            <MenuItem value="gte">{t('operators.gte')}</MenuItem>
            <MenuItem value="lte">{t('operators.lte')}</MenuItem>
          </TextField>
          <TextField
            size="small"
            label={t('filters.value')}
            value={row.value}
            error={error && Boolean(row.field)}
            onChange={(e) => onChange({ ...row, value: sanitizeNumber(e.target.value) })}
            sx={{ flex: { xs: '1 1 0', md: '1.6 1 0' }, minWidth: 0 }}
            slotProps={{
              htmlInput: {
                dir: 'ltr',
                inputMode: 'decimal',
                style: { textAlign: rtl ? 'right' : 'left' },
                'data-testid': 'screener-value',
              },
            }}
          />
        </>
      )}
      {field?.kind === 'market' && (
        <TextField
          select
          size="small"
          label={t('filters.market')}
          value={row.value}
          error={error}
          onChange={(e) => onChange({ ...row, value: e.target.value })}
          sx={{ flex: { xs: '1 1 100%', md: '3 1 0' }, minWidth: 0 }}
        >
          {choices.markets.map((m) => (
            <MenuItem key={m.guid} value={m.guid}>
              {m.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {field?.kind === 'stocks' && (
        <StockPicker
          id={`${id}-stocks`}
          value={row.values}
          known={choices.knownStocks}
          error={error}
          onChange={(stocks) => {
            choices.onStocksPicked(stocks);
            onChange({ ...row, values: stocks.map((s) => s.guid) });
          }}
        />
      )}
      {field?.kind === 'sectors' && (
        <SectorPicker
          id={`${id}-sectors`}
          sectors={choices.sectors}
          value={row.values}
          error={error}
          onChange={(values) => onChange({ ...row, values })}
        />
      )}
      <Box sx={{ width: 40, flexShrink: 0, display: 'flex', justifyContent: 'center' }}>
        {onRemove && (
          <IconButton aria-label={t('filters.remove', { n: index + 1 })} onClick={onRemove}>
            <DeleteOutlineIcon />
          </IconButton>
        )}
      </Box>
    </Box>
  );
}
