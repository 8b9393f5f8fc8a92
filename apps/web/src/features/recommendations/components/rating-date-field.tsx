import { ratingDateToIso } from '@sahm/contracts/recommendations';
import { useTranslation } from 'react-i18next';
import { DayField } from '../../../shared/ui/day-field.tsx';
import { ratingDateProblem, riyadhToday } from '../filters.ts';

type RatingDateFieldProps = {
  /** DD-MM-YYYY as typed, or empty. */
  value: string;
  onChange: (value: string) => void;
  /** Show the refusal (after an attempt to apply). */
  showError: boolean;
};

/**
 * The rating date (spec §5): typed DD-MM-YYYY, or picked on the browser's own calendar, which
 * offers no day after today.
 */
export function RatingDateField({ value, onChange, showError }: RatingDateFieldProps) {
  const { t } = useTranslation('recommendations');
  const today = riyadhToday();
  const problem = value ? ratingDateProblem(value, today) : null;
  const error = showError && problem !== null;
  return (
    <DayField
      label={t('filters.date')}
      value={value}
      onChange={onChange}
      iso={ratingDateToIso(value)}
      max={today}
      error={error}
      helperText={error ? t(problem === 'future' ? 'filters.dateFuture' : 'filters.dateFormat') : undefined}
      placeholder={t('filters.datePlaceholder')}
      pickerLabel={t('filters.pickDate')}
      inputProps={{ 'aria-describedby': 'rating-date-help', 'data-testid': 'filter-date' }}
      sx={{ flex: { xs: '1 1 140px', md: '0 1 170px' }, minWidth: 0 }}
    />
  );
}
