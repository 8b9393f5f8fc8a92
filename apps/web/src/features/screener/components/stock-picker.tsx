import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useMemo, useState, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value.ts';
import { StockOption } from '../../../shared/ui/stock-option.tsx';
import type { PickedStock } from '../api/get-stocks.ts';
import { useStockPages } from '../api/search-stocks.ts';

type StockPickerProps = {
  id: string;
  value: readonly string[];
  /** Names of the picked stocks known so far (picked here, or restored from the address). */
  known: ReadonlyMap<string, PickedStock>;
  onChange: (stocks: PickedStock[]) => void;
  error: boolean;
};

/** Spec §9 and §7: the search debounce of the lists. */
const DEBOUNCE_MS = 500;
/** The next page is asked for when the list is this close to its end. */
const NEAR_END_PX = 48;

/** The companies of a stock filter: searchable, 25 a page, the next page loaded as the list scrolls (spec §2, §9). */
export function StockPicker({ id, value, known, onChange, error }: StockPickerProps) {
  const { t } = useTranslation('screener');
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim(), DEBOUNCE_MS);
  const pages = useStockPages(search, open);
  const options = useMemo<PickedStock[]>(() => pages.data?.pages.flatMap((p) => p.items) ?? [], [pages.data]);
  const selected = value.map((guid) => known.get(guid) ?? { guid, short_name: '…', symbol_code: '' });

  const onScroll = (event: UIEvent<HTMLElement>) => {
    const list = event.currentTarget;
    if (list.scrollTop + list.clientHeight >= list.scrollHeight - NEAR_END_PX && pages.hasNextPage && !pages.isFetchingNextPage) {
      void pages.fetchNextPage();
    }
  };

  return (
    <Autocomplete
      id={id}
      multiple
      size="small"
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={selected}
      onChange={(_e, stocks) => onChange(stocks)}
      inputValue={input}
      onInputChange={(_e, text, reason) => reason !== 'reset' && setInput(text)}
      filterOptions={(x) => x}
      filterSelectedOptions
      disableCloseOnSelect
      loading={pages.isFetching}
      loadingText={t('filters.loadingOptions')}
      noOptionsText={t('filters.noOptions')}
      getOptionLabel={(s) => s.short_name}
      isOptionEqualToValue={(a, b) => a.guid === b.guid}
      renderOption={({ key, ...props }, stock) => <StockOption key={key} optionProps={props} stock={stock} />}
      renderValue={(stocks, getItemProps) =>
        stocks.map((s, index) => {
          const { key, ...props } = getItemProps({ index });
          return <Chip key={key} size="small" label={s.short_name} {...props} />;
        })
      }
      slotProps={{ listbox: { onScroll } }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('filters.stocks')}
          placeholder={value.length ? undefined : t('filters.searchStocks')}
          error={error}
        />
      )}
      sx={{ flex: { xs: '1 1 100%', md: '3 1 0' }, minWidth: 0 }}
    />
  );
}
