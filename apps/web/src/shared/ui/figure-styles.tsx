import GlobalStyles from '@mui/material/GlobalStyles';
import { alpha, type Theme } from '@mui/material/styles';
import type { Flash } from '../hooks/use-flash.ts';

/**
 * Class names of the app's figures (a change, a missing value, its arrow). A table draws hundreds
 * of them at once; styled one by one, each was a styled wrapper with its own insertion component,
 * about a fifth of a page's first render on a phone. The styles are written once, with the theme.
 */
export const figureClass = {
  change: 'sahm-change',
  up: 'sahm-up',
  down: 'sahm-down',
  flat: 'sahm-flat',
  missing: 'sahm-missing',
  arrow: 'sahm-arrow',
  flash: 'sahm-flash',
  flashUp: 'sahm-flash-up',
  flashDown: 'sahm-flash-down',
} as const;

/** The classes of a live figure's cell: a background pulse, green up or red down, while it just moved. */
export function flashClassOf(flash: Flash | null): string {
  if (!flash) return figureClass.flash;
  return `${figureClass.flash} ${flash.direction === 'up' ? figureClass.flashUp : figureClass.flashDown}`;
}

const figureStyles = (theme: Theme) => ({
  [`.${figureClass.change}`]: { display: 'inline-flex', alignItems: 'center', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  [`.${figureClass.up}`]: { color: theme.palette.success.main },
  [`.${figureClass.down}`]: { color: theme.palette.error.main },
  [`.${figureClass.flat}`]: { color: theme.palette.text.secondary },
  [`.${figureClass.missing}`]: { color: theme.palette.text.disabled },
  // The size of a small icon; arrows mean the same in both directions, so nothing here turns.
  [`.${figureClass.arrow}`]: {
    width: '1.25rem',
    height: '1.25rem',
    flexShrink: 0,
    fill: 'currentColor',
    marginInlineEnd: theme.spacing(-0.25),
  },
  // The pulse shows at once and fades out.
  [`.${figureClass.flash}`]: { transition: 'background-color 600ms ease-out' },
  [`.${figureClass.flashUp}, .${figureClass.flashDown}`]: { transition: 'none' },
  [`.${figureClass.flashUp}`]: { backgroundColor: alpha(theme.palette.success.main, 0.16) },
  [`.${figureClass.flashDown}`]: { backgroundColor: alpha(theme.palette.error.main, 0.16) },
});

/** The figures' styles, once for the whole app (beside the baseline). */
export function FigureStyles() {
  return <GlobalStyles styles={figureStyles} />;
}
