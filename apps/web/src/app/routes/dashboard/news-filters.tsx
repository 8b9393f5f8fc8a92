import { announcementTypes } from '@sahm/contracts/news';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMarkets } from '../../../features/markets/api/get-markets.ts';
import { SectorSelect } from '../../../features/markets/components/sector-select.tsx';
import { useStock } from '../../../features/stocks/api/get-stock.ts';
import { StockSearchAutocomplete } from '../../../features/stocks/components/stock-search-autocomplete.tsx';
import { hasFilters, MAX_STOCKS, type NewsFilters } from '../../../features/news/filters.ts';

type NewsFiltersProps = {
  filters: NewsFilters;
  onChange: (change: Partial<NewsFilters>) => void;
  /** The market whose sectors are offered when none is chosen (the main market). */
  defaultMarketGuid: string | undefined;
};

/** A chosen company; its name comes from the stock itself, since the address keeps only its guid. */
function CompanyChip({ guid, onDelete }: { guid: string; onDelete: () => void }) {
  const { t } = useTranslation('news');
  const stock = useStock(guid);
  const name = stock.data?.short_name ?? '…';
  return <Chip label={name} onDelete={onDelete} size="small" title={t('filters.removeCompany', { name })} data-testid="company-chip" />;
}

const fieldSx = { flex: { xs: '1 1 140px', md: '0 1 200px' }, minWidth: 0 } as const;

/** Type, market, sector and companies apply at once; the words apply with the search button; "remove" clears all. */
export function NewsFiltersBar({ filters, onChange, defaultMarketGuid }: NewsFiltersProps) {
  const { t } = useTranslation(['news', 'markets']);
  const markets = useMarkets();
  const [draft, setDraft] = useState(filters.search ?? '');
  const [seen, setSeen] = useState(filters.search);
  // The address can change without the form (back button, a shared link): show what it holds.
  if (filters.search !== seen) {
    setSeen(filters.search);
    setDraft(filters.search ?? '');
  }
  const sectorMarket = filters.market ?? defaultMarketGuid;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ search: draft.trim() || undefined });
  };
  const clear = () => {
    setDraft('');
    onChange({ type: undefined, sector: undefined, market: undefined, stocks: [], search: undefined });
  };

  return (
    <Box
      component="form"
      role="search"
      aria-label={t('filters.label')}
      onSubmit={submit}
      noValidate
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label={t('filters.type')}
          value={filters.type ?? ''}
          onChange={(event) => onChange({ type: announcementTypes.find((type) => type === event.target.value) })}
          sx={fieldSx}
          slotProps={{ htmlInput: { 'data-testid': 'filter-type' } }}
        >
          <MenuItem value="">{t('filters.typeAll')}</MenuItem>
          {announcementTypes.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`types.${type}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('filters.market')}
          value={markets.data?.items.some((market) => market.guid === filters.market) ? filters.market : ''}
          onChange={(event) => onChange({ market: event.target.value || undefined, sector: undefined })}
          disabled={!markets.data}
          sx={fieldSx}
        >
          <MenuItem value="">{t('filters.marketAll')}</MenuItem>
          {markets.data?.items.map((market) => (
            <MenuItem key={market.guid} value={market.guid}>
              {market.name}
            </MenuItem>
          ))}
        </TextField>
        {sectorMarket && <SectorSelect marketGuid={sectorMarket} value={filters.sector} onChange={(sector) => onChange({ sector })} />}
        <Box sx={{ flex: { xs: '1 1 100%', md: '1 1 240px' }, minWidth: 0 }}>
          {filters.stocks.length < MAX_STOCKS && (
            <StockSearchAutocomplete
              onSelect={(stock) => {
                if (!filters.stocks.includes(stock.guid)) onChange({ stocks: [...filters.stocks, stock.guid] });
              }}
            />
          )}
        </Box>
      </Box>
      {filters.stocks.length > 0 && (
        <Box role="list" aria-label={t('filters.companies')} sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }}>
          {filters.stocks.map((guid) => (
            <Box role="listitem" key={guid}>
              <CompanyChip guid={guid} onDelete={() => onChange({ stocks: filters.stocks.filter((stock) => stock !== guid) })} />
            </Box>
          ))}
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <TextField
          size="small"
          type="search"
          label={t('filters.search')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          sx={{ flex: '1 1 220px', minWidth: 0 }}
          slotProps={{ htmlInput: { maxLength: 100, enterKeyHint: 'search', 'data-testid': 'news-search' } }}
        />
        <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
          {t('filters.submit')}
        </Button>
        <Button type="button" variant="outlined" onClick={clear} disabled={!hasFilters(filters) && !draft}>
          {t('filters.clear')}
        </Button>
      </Box>
    </Box>
  );
}
