import { useTheme } from '@mui/material/styles';

/**
 * Figures are typed left to right in both languages, but sit on the reading side of the field
 * like its label: right in Arabic, left in English.
 */
export function useNumericInputProps(inputMode: 'numeric' | 'decimal') {
  const rtl = useTheme().direction === 'rtl';
  return { dir: 'ltr', inputMode, style: { textAlign: rtl ? 'right' : 'left' } } as const;
}
