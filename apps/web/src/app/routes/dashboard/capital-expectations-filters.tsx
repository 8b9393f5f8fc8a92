import { ratings } from '@sahm/contracts/recommendations';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectorSelect } from '../../../features/markets/components/sector-select.tsx';
import { useResearchFirms } from '../../../features/recommendations/api/get-research-firms.ts';
import { RatingDateField } from '../../../features/recommendations/components/rating-date-field.tsx';
import { hasFilters, ratingDateProblem, type RecommendationFilters } from '../../../features/recommendations/filters.ts';
import { useStock } from '../../../features/stocks/api/get-stock.ts';
import { StockSearchAutocomplete } from '../../../features/stocks/components/stock-search-autocomplete.tsx';

type FiltersProps = {
  filters: RecommendationFilters;
  onChange: (change: Partial<RecommendationFilters>) => void;
  /** The market whose sectors are offered (the main market). */
  sectorMarketGuid: string | undefined;
};

const fieldSx = { flex: { xs: '1 1 140px', md: '1 1 150px' }, minWidth: 0 } as const;

/** The chosen stock; its name comes from the stock itself, since the address keeps only its guid. */
function StockChip({ guid, onDelete }: { guid: string; onDelete: () => void }) {
  const { t } = useTranslation('recommendations');
  const name = useStock(guid).data?.short_name ?? '…';
  return <Chip label={name} onDelete={onDelete} title={t('filters.removeStock', { name })} data-testid="stock-chip" />;
}

/**
 * Rating, stock, sector and research firm apply at once; the rating date once it is a whole
 * DD-MM-YYYY day that is not in the future (typed or picked); "clear" removes them all.
 */
export function CapitalExpectationsFilters({ filters, onChange, sectorMarketGuid }: FiltersProps) {
  const { t } = useTranslation('recommendations');
  const firms = useResearchFirms();
  const [date, setDate] = useState(filters.date ?? '');
  const [seen, setSeen] = useState(filters.date);
  // The address can change without the form (back button, a shared link): show what it holds.
  if (filters.date !== seen) {
    setSeen(filters.date);
    setDate(filters.date ?? '');
  }
  const changeDate = (value: string) => {
    setDate(value);
    if (!value) onChange({ date: undefined });
    else if (value.length === 10 && ratingDateProblem(value) === null) onChange({ date: value });
  };

  return (
    <Box
      component="form"
      role="search"
      aria-label={t('filters.label')}
      onSubmit={(event) => event.preventDefault()}
      noValidate
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          select
          size="small"
          label={t('filters.rating')}
          value={filters.rating ?? ''}
          onChange={(event) => onChange({ rating: ratings.find((r) => r === event.target.value) })}
          sx={fieldSx}
          slotProps={{ htmlInput: { 'data-testid': 'filter-rating' } }}
        >
          <MenuItem value="">{t('filters.ratingAll')}</MenuItem>
          {ratings.map((rating) => (
            <MenuItem key={rating} value={rating}>
              {t(`ratings.${rating}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('filters.firm')}
          value={firms.data?.items.some((f) => f.guid === filters.firm) ? filters.firm : ''}
          onChange={(event) => onChange({ firm: event.target.value || undefined })}
          disabled={!firms.data}
          sx={fieldSx}
          slotProps={{ htmlInput: { 'data-testid': 'filter-firm' } }}
        >
          <MenuItem value="">{t('filters.firmAll')}</MenuItem>
          {firms.data?.items.map((firm) => (
            <MenuItem key={firm.guid} value={firm.guid}>
              {firm.name}
            </MenuItem>
          ))}
        </TextField>
        {sectorMarketGuid && (
          <SectorSelect marketGuid={sectorMarketGuid} value={filters.sector} onChange={(sector) => onChange({ sector })} />
        )}
        <RatingDateField value={date} onChange={changeDate} showError={date.length >= 10} />
        <Box sx={{ flex: { xs: '1 1 100%', md: '1 1 220px' }, minWidth: 0 }}>
          {filters.stock ? (
            <StockChip guid={filters.stock} onDelete={() => onChange({ stock: undefined })} />
          ) : (
            <StockSearchAutocomplete onSelect={(stock) => onChange({ stock: stock.guid })} />
          )}
        </Box>
        <Button
          type="button"
          variant="outlined"
          onClick={() => {
            setDate('');
            onChange({ rating: undefined, stock: undefined, sector: undefined, firm: undefined, date: undefined });
          }}
          disabled={!hasFilters(filters) && !date}
        >
          {t('filters.clear')}
        </Button>
      </Box>
    </Box>
  );
}
