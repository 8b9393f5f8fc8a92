import { darken, getContrastRatio, lighten, type Theme } from '@mui/material/styles';

/**
 * Colours chosen by data (a market's colour) are tuned for a light page; the main market's
 * deep blue would vanish on the dark theme. Nudge them until they stand out: 3:1 for graphics,
 * `'text'` for 4.5:1 against both the page and the paper (text may sit on either).
 */
export function readableColor(color: string, theme: Theme, use: 'graphic' | 'text' = 'graphic'): string {
  const minimum = use === 'text' ? 4.5 : 3;
  const backgrounds =
    use === 'text' ? [theme.palette.background.paper, theme.palette.background.default] : [theme.palette.background.paper];
  const contrast = (c: string) => Math.min(...backgrounds.map((b) => safeContrast(c, b)));
  let adjusted = color;
  for (let step = 0; step < 12 && contrast(adjusted) < minimum; step++) {
    adjusted = theme.palette.mode === 'dark' ? lighten(adjusted, 0.15) : darken(adjusted, 0.15);
  }
  return adjusted;
}

function safeContrast(foreground: string, background: string): number {
  try {
    return getContrastRatio(foreground, background);
  } catch {
    // Not a colour MUI can parse: leave it alone.
    return Infinity;
  }
}
