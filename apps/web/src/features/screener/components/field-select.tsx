import type { ScreenerField } from '@sahm/contracts/screener';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { fieldLabel } from '../field-labels.ts';

type FieldSelectProps = {
  id: string;
  fields: readonly ScreenerField[];
  value: string | null;
  /** Fields other rows use: shown, but not chosen twice. */
  taken: ReadonlySet<string>;
  error: boolean;
  onChange: (key: string) => void;
};

/** A filter row's field: searchable, in the indicator groups of the spec (§3). */
export function FieldSelect({ id, fields, value, taken, error, onChange }: FieldSelectProps) {
  const { t } = useTranslation('screener');
  const locale = useLocale();
  const options = fields.filter((f) => f.filter);
  return (
    <Autocomplete
      id={id}
      size="small"
      options={options}
      value={options.find((f) => f.key === value) ?? null}
      onChange={(_e, field) => field && onChange(field.key)}
      groupBy={(f) => t(`groups.${f.group}`)}
      getOptionLabel={(f) => fieldLabel(f, locale)}
      getOptionDisabled={(f) => taken.has(f.key)}
      isOptionEqualToValue={(a, b) => a.key === b.key}
      disableClearable={value !== null}
      noOptionsText={t('filters.noOptions')}
      renderInput={(params) => (
        <TextField {...params} label={t('filters.field')} placeholder={t('filters.fieldPlaceholder')} error={error} />
      )}
      sx={{ flex: { xs: '1 1 100%', md: '2 1 0' }, minWidth: 0 }}
    />
  );
}
