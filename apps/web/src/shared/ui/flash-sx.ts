import { alpha, type Theme } from '@mui/material/styles';
import type { Flash } from '../hooks/use-flash.ts';

/** The background pulse of a cell whose live figure just moved (green up, red down). */
export function flashSx(flash: Flash | null) {
  if (!flash) return { transition: 'background-color 600ms ease-out' } as const;
  return {
    transition: 'none',
    bgcolor: (theme: Theme) => alpha(flash.direction === 'up' ? theme.palette.success.main : theme.palette.error.main, 0.16),
  } as const;
}
