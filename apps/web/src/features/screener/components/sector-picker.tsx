import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

export type SectorChoice = { guid: string; name: string; depth: number };

type SectorPickerProps = {
  id: string;
  sectors: readonly SectorChoice[];
  value: readonly string[];
  onChange: (guids: string[]) => void;
  error: boolean;
};

/** The sectors of a sector filter, from the sector tree as one indented list. */
export function SectorPicker({ id, sectors, value, onChange, error }: SectorPickerProps) {
  const { t } = useTranslation('screener');
  const selected = value.flatMap((guid) => sectors.filter((s) => s.guid === guid));
  return (
    <Autocomplete
      id={id}
      multiple
      size="small"
      options={sectors}
      value={selected}
      onChange={(_e, chosen) => onChange(chosen.map((s) => s.guid))}
      filterSelectedOptions
      disableCloseOnSelect
      noOptionsText={t('filters.noOptions')}
      getOptionLabel={(s) => s.name}
      isOptionEqualToValue={(a, b) => a.guid === b.guid}
      renderOption={({ key, ...props }, s) => (
        <li key={key} {...props} style={{ paddingInlineStart: 16 + s.depth * 16, fontWeight: s.depth === 0 ? 600 : 400 }}>
          {s.name}
        </li>
      )}
      renderValue={(chosen, getItemProps) =>
        chosen.map((s, index) => {
          const { key, ...props } = getItemProps({ index });
          return <Chip key={key} size="small" label={s.name} {...props} />;
        })
      }
      renderInput={(params) => <TextField {...params} label={t('filters.sectors')} error={error} />}
      sx={{ flex: { xs: '1 1 100%', md: '3 1 0' }, minWidth: 0 }}
    />
  );
}
