import type { Locale } from '@sahm/contracts/common';
import { createTheme, type Theme } from '@mui/material/styles';
import { directionOf } from '../../shared/i18n/locale.ts';
import type { ColorMode } from './color-mode.ts';
import { componentTexts } from './component-texts.ts';
import { latinFallbackFamily } from './font-fallback.tsx';

const arabicFont = '"IBM Plex Sans Arabic"';
const latinFont = '"IBM Plex Sans"';
const systemFallback = 'system-ui, -apple-system, "Segoe UI", Tahoma, sans-serif';

/** The web fonts, then Latin text in a local font of Plex's measures while they load (font-fallback.tsx), then the system's. */
export function fontFamilyOf(locale: Locale): string {
  const webFonts = locale === 'ar' ? `${arabicFont}, ${latinFont}` : `${latinFont}, ${arabicFont}`;
  return `${webFonts}, ${latinFallbackFamily}, ${systemFallback}`;
}

export function createAppTheme(mode: ColorMode, locale: Locale): Theme {
  const dark = mode === 'dark';
  return createTheme(
    {
      direction: directionOf(locale),
      breakpoints: { values: { xs: 0, sm: 409, md: 900, lg: 1200, xl: 1536 } },
      palette: {
        mode,
        // The brand blue (#3A38F3) is 2.5:1 on the dark background: the dark theme lifts it to a
        // tint that reads at 4.5:1 and keeps the brand shade for what sits under dark text.
        primary: dark ? { main: '#8B89FF', light: '#B4B3FF', dark: '#3A38F3', contrastText: '#0D0D1C' } : { main: '#0503A3' },
        success: { main: dark ? '#34C77B' : '#0A7D45' },
        error: { main: dark ? '#FF6B6B' : '#C62828' },
        ...(dark ? {} : { warning: { main: '#B54708', dark: '#93370D' } }),
        background: dark ? { default: '#0D0D1C', paper: '#15152A' } : { default: '#F6F7FB', paper: '#FFFFFF' },
      },
      shape: { borderRadius: 10 },
      typography: {
        fontFamily: fontFamilyOf(locale),
        button: { textTransform: 'none', fontWeight: 600 },
      },
      components: {
        MuiAppBar: { defaultProps: { elevation: 0 } },
        MuiPaper: { defaultProps: { elevation: 0 } },
        MuiTableCell: {
          styleOverrides: {
            head: { fontWeight: 600, whiteSpace: 'nowrap' },
          },
        },
        MuiTooltip: { defaultProps: { arrow: true } },
        // MUI's default (action.active, 54% black) falls under 4.5:1 on the light grey background.
        // A selected button's tinted background in the dark theme needs the lighter brand tint.
        MuiToggleButton: {
          styleOverrides: {
            root: ({ theme }) => ({
              color: theme.palette.text.secondary,
              ...(theme.palette.mode === 'dark' && { '&.Mui-selected': { color: theme.palette.primary.light } }),
            }),
          },
        },
      },
    },
    componentTexts[locale],
  );
}
