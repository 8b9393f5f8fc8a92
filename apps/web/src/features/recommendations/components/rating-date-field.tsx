import { isoToRatingDate, ratingDateToIso } from '@sahm/contracts/recommendations';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
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
 * offers no day after today. Digits read left to right in both languages.
 */
export function RatingDateField({ value, onChange, showError }: RatingDateFieldProps) {
  const { t } = useTranslation('recommendations');
  const picker = useRef<HTMLInputElement>(null);
  const today = riyadhToday();
  const problem = value ? ratingDateProblem(value, today) : null;
  const error = showError && problem !== null;

  const openPicker = () => {
    const input = picker.current;
    if (!input) return;
    try {
      input.showPicker();
    } catch {
      input.focus();
    }
  };

  return (
    <TextField
      size="small"
      label={t('filters.date')}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/[/.]/g, '-').slice(0, 10))}
      error={error}
      helperText={error ? t(problem === 'future' ? 'filters.dateFuture' : 'filters.dateFormat') : undefined}
      placeholder={t('filters.datePlaceholder')}
      sx={{ flex: { xs: '1 1 140px', md: '0 1 170px' }, minWidth: 0 }}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { dir: 'ltr', inputMode: 'numeric', 'aria-describedby': 'rating-date-help', 'data-testid': 'filter-date' },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton size="small" edge="end" onClick={openPicker} aria-label={t('filters.pickDate')}>
                <CalendarMonthOutlinedIcon fontSize="small" />
              </IconButton>
              <input
                ref={picker}
                type="date"
                max={today}
                tabIndex={-1}
                aria-hidden
                value={ratingDateToIso(value) ?? ''}
                onChange={(event) => event.target.value && onChange(isoToRatingDate(event.target.value))}
                style={{ position: 'absolute', insetInlineEnd: 0, bottom: 0, width: 1, height: 1, opacity: 0, border: 0, padding: 0 }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
