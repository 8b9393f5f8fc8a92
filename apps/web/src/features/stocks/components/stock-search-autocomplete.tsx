import SearchIcon from '@mui/icons-material/Search';
import type { StockListItem } from '@sahm/contracts/stocks';
import Autocomplete from '@mui/material/Autocomplete';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value.ts';
import { StockOption } from '../../../shared/ui/stock-option.tsx';
import { useStocks } from '../api/get-stocks.ts';

type StockSearchAutocompleteProps = {
  onSelect: (stock: StockListItem) => void;
  autoFocus?: boolean;
};

const SUGGESTIONS = 25;
const DEBOUNCE_MS = 300;

/** Company search by name or symbol; the server does the matching (Arabic-normalising, symbol prefix). */
export function StockSearchAutocomplete({ onSelect, autoFocus }: StockSearchAutocompleteProps) {
  const { t } = useTranslation('stocks');
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim(), DEBOUNCE_MS);
  // A failed suggestion lookup is not worth a toast (spec: only logged).
  const query = useStocks({ search, page: 1, size: SUGGESTIONS }, { enabled: search.length > 0, silent: true });
  const options = search && input.trim() ? (query.data?.items ?? []) : [];

  return (
    <Autocomplete<StockListItem>
      options={options}
      // The server has already filtered and ranked.
      filterOptions={(candidates) => candidates}
      getOptionLabel={(stock) => stock.short_name}
      isOptionEqualToValue={(a, b) => a.guid === b.guid}
      value={null}
      inputValue={input}
      onInputChange={(_, value, reason) => {
        if (reason !== 'reset') setInput(value);
      }}
      onChange={(_, stock) => {
        if (!stock) return;
        setInput('');
        onSelect(stock);
      }}
      autoHighlight
      forcePopupIcon={false}
      blurOnSelect
      loading={query.isFetching}
      loadingText={t('lookup.loading')}
      noOptionsText={search ? t('lookup.noResults') : t('lookup.typeToSearch')}
      renderOption={({ key, ...optionProps }, stock) => <StockOption key={key} optionProps={optionProps} stock={stock} />}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          placeholder={t('lookup.placeholder')}
          autoFocus={autoFocus}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': t('lookup.label'), enterKeyHint: 'search' },
          }}
        />
      )}
      sx={{ width: '100%' }}
    />
  );
}
