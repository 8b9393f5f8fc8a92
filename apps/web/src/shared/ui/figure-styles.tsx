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

/** Class names of the follow star (favorite-star.tsx), drawn on every row of a list. */
export const starClass = { root: 'sahm-star', small: 'sahm-star-small', medium: 'sahm-star-medium', active: 'sahm-star-active' } as const;

/** Class names of a company's logo (stock-logo.tsx): a rounded square, the brand's dark mark without an image. */
export const logoClass = { root: 'sahm-logo', none: 'sahm-logo-none' } as const;

/**
 * Class names of a row's action button (row-button.tsx): Material's small outlined button, in the
 * primary colour or, for a sale, the error colour. A list of holdings draws two per row.
 */
export const rowButtonClass = { root: 'sahm-row-button', danger: 'sahm-row-button-danger' } as const;

/** The classes of a live figure's cell: a background pulse, green up or red down, while it just moved. */
export function flashClassOf(flash: Flash | null): string {
  if (!flash) return figureClass.flash;
  return `${figureClass.flash} ${flash.direction === 'up' ? figureClass.flashUp : figureClass.flashDown}`;
}

const figureStyles = (theme: Theme) => ({
  [`.${figureClass.change}`]: { display: 'inline-flex', alignItems: 'center', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  // The figure, not the arrow before it, gives the line its baseline: an icon has none, so the box
  // would sit on the icon's bottom edge and its text a few pixels above its neighbours'.
  [`.${figureClass.change} > bdi`]: { alignSelf: 'baseline' },
  [`.${figureClass.up}`]: { color: theme.palette.success.main },
  [`.${figureClass.down}`]: { color: theme.palette.error.main },
  [`.${figureClass.flat}`]: { color: theme.palette.text.secondary },
  // The secondary colour, not the disabled one: a dash is text too, and the disabled colour reads at
  // 2.67:1 on the light theme's paper (4.5:1 is the floor).
  [`.${figureClass.missing}`]: { color: theme.palette.text.secondary },
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
  // The star: a round icon button of Material's sizes (small 26 px, medium 38 px), gold when on.
  [`.${starClass.root}`]: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    // In a table's cell: centred on the row, not raised onto the text's baseline (an icon has none).
    verticalAlign: 'middle',
    margin: 0,
    border: 0,
    borderRadius: '50%',
    backgroundColor: 'transparent',
    color: theme.palette.text.secondary,
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
    '& > svg': { fill: 'currentColor' },
    '&:hover': { backgroundColor: theme.palette.action.hover },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
    '&:disabled': { cursor: 'default', color: theme.palette.action.disabled, backgroundColor: 'transparent' },
  },
  [`.${starClass.small}`]: { padding: 5, '& > svg': { width: 16, height: 16 } },
  [`.${starClass.medium}`]: { padding: 8, '& > svg': { width: 22, height: 22 } },
  [`.${starClass.active}`]: { color: '#F5A623' },
  // The logo: Material's rounded avatar, its size from the element's own style.
  [`.${logoClass.root}`]: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    boxSizing: 'border-box',
    borderRadius: theme.shape.borderRadius,
    border: `1px solid ${theme.palette.divider}`,
    backgroundColor: theme.palette.background.paper,
    lineHeight: 1,
    userSelect: 'none',
    '& > img': { width: '100%', height: '100%', objectFit: 'cover', color: 'transparent', textIndent: 10000 },
    '& > svg': { width: '1em', height: '1em', fill: 'currentColor' },
  },
  [`.${logoClass.none}`]: { backgroundColor: '#14143A', color: '#FFFFFF' },
  // The row's button: the measures of Material's small outlined button (3 px by 9 px, 13 px text,
  // an 18 px icon 8 px from its label), hovered only where there is a pointer.
  [`.${rowButtonClass.root}`]: {
    '--row-button': theme.palette.primary.main,
    '--row-button-border': alpha(theme.palette.primary.main, 0.5),
    '--row-button-hover': alpha(theme.palette.primary.main, theme.palette.action.hoverOpacity),
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: theme.spacing(1),
    boxSizing: 'border-box',
    minWidth: 64,
    margin: 0,
    padding: '3px 9px',
    ...theme.typography.button,
    fontSize: theme.typography.pxToRem(13),
    border: '1px solid var(--row-button-border)',
    borderRadius: theme.shape.borderRadius,
    backgroundColor: 'transparent',
    color: 'var(--row-button)',
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    transition: theme.transitions.create(['background-color', 'border-color'], { duration: theme.transitions.duration.short }),
    '& > svg': { width: 18, height: 18, flexShrink: 0, fill: 'currentColor', marginInlineStart: -2 },
    '@media (hover: hover)': { '&:hover': { backgroundColor: 'var(--row-button-hover)', borderColor: 'var(--row-button)' } },
    '&:focus-visible': { outline: '2px solid var(--row-button)', outlineOffset: 1 },
    '&:disabled': { cursor: 'default', color: theme.palette.action.disabled, borderColor: theme.palette.action.disabledBackground },
  },
  [`.${rowButtonClass.danger}`]: {
    '--row-button': theme.palette.error.main,
    '--row-button-border': alpha(theme.palette.error.main, 0.5),
    '--row-button-hover': alpha(theme.palette.error.main, theme.palette.action.hoverOpacity),
  },
});

/** The figures', the star's, the logo's and the row buttons' styles, once for the whole app (beside the baseline). */
export function FigureStyles() {
  return <GlobalStyles styles={figureStyles} />;
}
