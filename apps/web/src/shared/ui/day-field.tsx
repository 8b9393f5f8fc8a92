import { isoToRatingDate as isoToDay } from '@sahm/contracts/recommendations';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { useRef } from 'react';

type DayFieldProps = {
  label: string;
  /** DD-MM-YYYY as typed, or empty. */
  value: string;
  onChange: (value: string) => void;
  /** The typed value as an ISO day, or null when it is not a real day. */
  iso: string | null;
  /** The latest day the picker offers (ISO). */
  max: string;
  error: boolean;
  helperText?: string | undefined;
  placeholder: string;
  pickerLabel: string;
  inputProps?: Record<string, string>;
  sx?: SxProps<Theme>;
};

/**
 * A day typed DD-MM-YYYY, or picked on the browser's own calendar. Typed rather than a bare
 * `<input type="date">`, whose format follows the browser's language, not the page's: an Arabic
 * page in an English browser would ask for month/day/year. Digits read left to right in both
 * languages.
 */
export function DayField({ label, value, onChange, iso, max, error, helperText, placeholder, pickerLabel, inputProps, sx }: DayFieldProps) {
  const picker = useRef<HTMLInputElement>(null);
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
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/[/.]/g, '-').slice(0, 10))}
      error={error}
      helperText={helperText}
      placeholder={placeholder}
      sx={sx}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { dir: 'ltr', inputMode: 'numeric', ...inputProps },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton size="small" edge="end" onClick={openPicker} aria-label={pickerLabel}>
                <CalendarMonthOutlinedIcon fontSize="small" />
              </IconButton>
              <input
                ref={picker}
                type="date"
                max={max}
                tabIndex={-1}
                aria-hidden
                value={iso ?? ''}
                onChange={(event) => event.target.value && onChange(isoToDay(event.target.value))}
                style={{ position: 'absolute', insetInlineEnd: 0, bottom: 0, width: 1, height: 1, opacity: 0, border: 0, padding: 0 }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
