import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useSectors } from '../api/get-sectors.ts';
import { sectorOptions } from '../sector-options.ts';

type SectorSelectProps = {
  marketGuid: string;
  value: string | undefined;
  onChange: (sectorGuid: string | undefined) => void;
};

/** Parent sectors and their industry groups in one list; choosing a parent covers all its groups. */
export function SectorSelect({ marketGuid, value, onChange }: SectorSelectProps) {
  const { t } = useTranslation('markets');
  const sectors = useSectors(marketGuid);
  const options = sectors.data ? sectorOptions(sectors.data.items) : [];
  // Until the tree arrives (or when the URL holds a sector of another market) show "all".
  const selected = value && options.some((option) => option.guid === value) ? value : '';

  return (
    <TextField
      select
      size="small"
      label={t('sector.label')}
      value={selected}
      onChange={(event) => onChange(event.target.value || undefined)}
      disabled={!sectors.data}
      sx={{ flex: { xs: '1 1 140px', md: '0 1 260px' }, minWidth: 0 }}
      slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 420 } } } } } }}
    >
      <MenuItem value="">{t('sector.all')}</MenuItem>
      {options.map((option) => (
        <MenuItem
          key={option.guid}
          value={option.guid}
          sx={{
            paddingInlineStart: 2 + option.depth * 2,
            fontWeight: option.depth === 0 ? 600 : 400,
            fontSize: option.depth === 0 ? undefined : '0.875rem',
            whiteSpace: 'normal',
          }}
        >
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
