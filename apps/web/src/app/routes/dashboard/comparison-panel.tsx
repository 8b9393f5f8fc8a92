import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ComparisonTool } from '../../../features/comparisons/components/comparison-tool.tsx';
import { useSectors } from '../../../features/markets/api/get-sectors.ts';
import { sectorOptions } from '../../../features/markets/sector-options.ts';
import { writeUpgradeRequest } from '../../../features/plans/upgrade-request.ts';
import { StockSearchAutocomplete } from '../../../features/stocks/components/stock-search-autocomplete.tsx';
import { useSessionUser } from '../../../shared/auth/use-session.ts';
import { dialogHashes } from '../../paths.ts';
import { useMainMarket } from '../../shell/use-main-market.ts';

/**
 * Opens #upgrade-required: for the one-company limit with the comparisons' own wording and the
 * professional plan; without the permission at all, the dialog's default wording and plan.
 */
export function useComparisonUpgrade(limit = true) {
  const { t } = useTranslation('comparisons');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(() => {
    if (limit) writeUpgradeRequest({ title: t('limit.title'), message: t('limit.message'), plan: 'PROFESSIONAL' });
    navigate({ pathname, search, hash: dialogHashes.upgradeRequired }, { replace: !limit });
  }, [limit, navigate, pathname, search, t]);
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
      onLimit={useComparisonUpgrade()}
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
