import type { StatisticsIndicator } from '@sahm/contracts/financials';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';

type IndicatorSelectProps = {
  indicators: readonly StatisticsIndicator[];
  /** The chosen keys; none chosen shows every indicator. */
  value: readonly string[];
  onChange: (keys: string[]) => void;
};

/** Which indicators the tables show, searchable by name and grouped as the sections are. */
export function IndicatorSelect({ indicators, value, onChange }: IndicatorSelectProps) {
  const { t } = useTranslation('financials');
  const locale = useLocale();
  const chosen = indicators.filter((indicator) => value.includes(indicator.key));
  return (
    <Autocomplete
      multiple
      size="small"
      limitTags={3}
      disableCloseOnSelect
      options={indicators}
      value={chosen}
      onChange={(_, next) => onChange(next.map((indicator) => indicator.key))}
      groupBy={(indicator) => t(`statistics.groups.${indicator.statistics_group}`)}
      getOptionLabel={(indicator) => (locale === 'ar' ? indicator.label_ar : indicator.label_en)}
      isOptionEqualToValue={(option, selected) => option.key === selected.key}
      renderInput={(params) => (
        <TextField {...params} label={t('statistics.indicators')} placeholder={chosen.length ? undefined : t('statistics.allIndicators')} />
      )}
    />
  );
}
