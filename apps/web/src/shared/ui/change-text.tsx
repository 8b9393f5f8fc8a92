import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import ArrowDropUpIcon from '@mui/icons-material/ArrowDropUp';
import Box from '@mui/material/Box';
import { formatChange, formatChangeRatio, percentDigits, trendOf, type Figure } from '../format/numbers.ts';
import { useLocale } from '../i18n/use-locale.ts';
import { Ltr } from './ltr.tsx';

type ChangeTextProps = {
  /** A number, or an amount as a decimal string (see sarFigure). */
  value: Figure | null | undefined;
  /** `ratio` values are percent points (1.25 → "+1.25%"). */
  kind: 'value' | 'ratio';
  arrow?: boolean;
  /** Small shares of a company keep their significant digits (see percentDigits) instead of two. */
  fine?: boolean;
};

const colorOf = { up: 'success.main', down: 'error.main', flat: 'text.secondary' } as const;

/** A price change coloured by direction. Up and down arrows mean the same in both directions, so they never mirror. */
export function ChangeText({ value, kind, arrow = false, fine = false }: ChangeTextProps) {
  const locale = useLocale();
  if (value == null)
    return (
      <Box component="span" sx={{ color: 'text.disabled' }}>
        —
      </Box>
    );
  const trend = trendOf(value);
  const text =
    kind === 'ratio' ? formatChangeRatio(Number(value), locale, fine ? percentDigits(Number(value)) : 2) : formatChange(value, locale);
  return (
    <Box
      component="span"
      sx={{ color: colorOf[trend], display: 'inline-flex', alignItems: 'center', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
    >
      {arrow && trend === 'up' && <ArrowDropUpIcon fontSize="small" aria-hidden sx={{ marginInlineEnd: -0.25 }} />}
      {arrow && trend === 'down' && <ArrowDropDownIcon fontSize="small" aria-hidden sx={{ marginInlineEnd: -0.25 }} />}
      <Ltr>{text}</Ltr>
    </Box>
  );
}
