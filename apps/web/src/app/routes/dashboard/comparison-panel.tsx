import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ComparisonTool } from '../../../features/comparisons/components/comparison-tool.tsx';
import { useSectors } from '../../../features/markets/api/get-sectors.ts';
import { sectorOptions } from '../../../features/markets/sector-options.ts';
import { StockSearchAutocomplete } from '../../../features/stocks/components/stock-search-autocomplete.tsx';
import { useSessionUser } from '../../../shared/auth/use-session.ts';
import { useMainMarket } from '../../shell/use-main-market.ts';
import { useOpenUpgrade } from '../use-upgrade-offer.ts';

/** For the one-company limit: the comparisons' own wording, and the professional plan. */
export function useComparisonLimitUpgrade() {
  const { t } = useTranslation('comparisons');
  return useOpenUpgrade({ title: t('limit.title'), message: t('limit.message'), plan: 'PROFESSIONAL' });
}

/** The comparison tool with the app's company search and sector list, and its plan limit. */
export function ComparisonPanel({ fixedStock }: { fixedStock?: { guid: string; name: string } }) {
  const user = useSessionUser();
  const { mainMarket } = useMainMarket();
  const limited = Boolean(user?.roles.includes('CAN_ADD_LIMITED_COMPANIES_AND_SECTORS_TO_COMPARISONS'));
  return (
    <ComparisonTool
      fixedStock={fixedStock}
      limited={limited}
      onLimit={useComparisonLimitUpgrade()}
      renderStockPicker={(onSelect) => (
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <StockSearchAutocomplete onSelect={(stock) => onSelect({ guid: stock.guid, name: stock.short_name })} />
        </Box>
      )}
      renderSectorPicker={(onSelect) => (mainMarket ? <SectorPick marketGuid={mainMarket.guid} onSelect={onSelect} /> : null)}
    />
  );
}

/** The main market's sectors and industry groups; choosing one adds it (the list itself keeps no value). */
function SectorPick({ marketGuid, onSelect }: { marketGuid: string; onSelect: (s: { guid: string; name: string }) => void }) {
  const { t } = useTranslation('comparisons');
  const sectors = useSectors(marketGuid);
  const options = sectors.data ? sectorOptions(sectors.data.items) : [];
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={t('items.sectorPlaceholder')}
      value=""
      disabled={!sectors.data}
      onChange={(event) => {
        const option = options.find((o) => o.guid === event.target.value);
        if (option) onSelect({ guid: option.guid, name: option.name });
      }}
      slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 420 } } } } } }}
    >
      {options.map((option) => (
        <MenuItem
          key={option.guid}
          value={option.guid}
          sx={{ paddingInlineStart: 2 + option.depth * 2, fontWeight: option.depth === 0 ? 600 : 400, whiteSpace: 'normal' }}
        >
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
