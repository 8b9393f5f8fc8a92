import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value.ts';
import { StockOption } from '../../../shared/ui/stock-option.tsx';
import { useStockSearch } from '../api/search-stocks.ts';
import type { RowStock } from '../buy-rows.ts';

type StockPickerProps = {
  label: string;
  value: RowStock | null;
  onChange: (stock: RowStock | null) => void;
  disabled?: boolean;
  error?: string;
  inputRef?: React.Ref<HTMLInputElement>;
};

/** A searchable company picker over the stocks list (name or symbol; the server matches). */
export function StockPicker({ label, value, onChange, disabled, error, inputRef }: StockPickerProps) {
  const { t } = useTranslation('portfolios');
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim(), 300);
  const query = useStockSearch(search);
  const options: RowStock[] = search && query.data ? query.data.items : value ? [value] : [];

  return (
    <Autocomplete<RowStock>
      options={options}
      filterOptions={(candidates) => candidates}
      getOptionLabel={(stock) => `${stock.short_name} (${stock.symbol_code})`}
      isOptionEqualToValue={(a, b) => a.guid === b.guid}
      value={value}
      onChange={(_, stock) => onChange(stock)}
      inputValue={input}
      onInputChange={(_, next) => setInput(next)}
      disabled={disabled}
      autoHighlight
      loading={query.isFetching}
      noOptionsText={search ? t('buy.noResults') : t('buy.typeToSearch')}
      renderOption={({ key, ...optionProps }, stock) => <StockOption key={key} optionProps={optionProps} stock={stock} />}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          label={label}
          placeholder={t('buy.stockPlaceholder')}
          error={Boolean(error)}
          helperText={error}
          inputRef={inputRef}
        />
      )}
      sx={{ minWidth: 0 }}
    />
  );
}
