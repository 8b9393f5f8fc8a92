import { createRequire } from 'node:module';
import path from 'node:path';
import { Font } from '@react-pdf/renderer';

/**
 * The fonts of the server's PDFs (invoices, statement reports), registered once with react-pdf,
 * the renderer that orders Arabic words right to left (with `direction: 'rtl'`). Arabic and Latin
 * glyphs come from two subsets of one family; a list of both lets each character fall back to the
 * file that has it. Import this file only from code loaded on the first PDF: the renderer takes a
 * second to load.
 */
const require = createRequire(import.meta.url);
const fontDir = path.join(path.dirname(require.resolve('@fontsource/ibm-plex-sans-arabic/package.json')), 'files');

const register = (family: string, subset: string) =>
  Font.register({
    family,
    fonts: [
      { src: path.join(fontDir, `ibm-plex-sans-arabic-${subset}-400-normal.woff`) },
      { src: path.join(fontDir, `ibm-plex-sans-arabic-${subset}-700-normal.woff`), fontWeight: 700 },
    ],
  });
register('PlexArabic', 'arabic');
register('PlexLatin', 'latin');
Font.registerHyphenationCallback((word) => [word]);

/** Latin text (figures, dates, English) first, Arabic letters from the second font. */
export const LATIN_FIRST = ['PlexLatin', 'PlexArabic'];
/** Arabic text: Arabic letters first, Latin runs from the second font. */
export const ARABIC_FIRST = ['PlexArabic', 'PlexLatin'];
