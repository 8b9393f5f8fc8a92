import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * A local font drawn to IBM Plex Sans's measures, for Latin text until the web fonts have come.
 *
 * The web fonts arrive after the first paint. Meanwhile the browser's own sans-serif (Noto Sans on
 * Linux) sets Latin text 4 to 6% wider than Plex, so a label that fits in Plex wraps to a second
 * line, and unwraps when Plex comes: on the English portfolio at 412 px, a button row 23 px taller,
 * then shorter (a layout shift of 0.017). Arial and its metric twins (Liberation Sans, Arimo),
 * scaled weight by weight to Plex's widths and given Plex's ascent and descent, set the same lines.
 * Arabic keeps the system's font: these faces cover Latin only.
 */
export const latinFallbackFamily = '"Sahm Latin Fallback"';

/** Plex's widths over Arial's, weight by weight (the bold faces serve 600 and 700), measured on a sample of the app's labels. */
const sizeAdjust = { 400: 100.5, 500: 102.5, 600: 97.7, 700: 99.0 } as const;
/** IBM Plex Sans's vertical metrics, in percent of the em. */
const plex = { ascent: 102.5, descent: 27.5 };
const regular = "local('Arial'), local('ArialMT'), local('Liberation Sans'), local('Arimo'), local('Helvetica')";
const bold = "local('Arial Bold'), local('Arial-BoldMT'), local('Liberation Sans Bold'), local('Arimo Bold'), local('Helvetica Bold')";
/** The Latin subset's range, as the web font's own faces declare it. */
const latin =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

/** The faces as a stylesheet (overrides are scaled with the size, so each is divided by it). */
export const latinFallbackFaces = Object.entries(sizeAdjust)
  .map(([weight, size]) => {
    const percent = (value: number) => `${((value / size) * 100).toFixed(2)}%`;
    return `@font-face{font-family:${latinFallbackFamily};font-weight:${weight};src:${Number(weight) >= 600 ? bold : regular};size-adjust:${size}%;ascent-override:${percent(plex.ascent)};descent-override:${percent(plex.descent)};line-gap-override:0%;unicode-range:${latin};}`;
  })
  .join('');

export function FontFallbackStyles() {
  return <GlobalStyles styles={latinFallbackFaces} />;
}
