import { darken, getContrastRatio, lighten, type Theme } from '@mui/material/styles';

/**
 * Colours chosen by data (a market's colour) are tuned for a light page; the main market's
 * deep blue would vanish on the dark theme. Nudge them until they stand out (3:1 for graphics).
 */
export function readableColor(color: string, theme: Theme): string {
  const background = theme.palette.background.paper;
  let adjusted = color;
  for (let step = 0; step < 8 && safeContrast(adjusted, background) < 3; step++) {
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
