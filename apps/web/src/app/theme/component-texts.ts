import type { Locale } from '@sahm/contracts/common';
import type { ThemeOptions } from '@mui/material/styles';

/**
 * The texts Material UI's components carry themselves (page buttons, the search box's states, an
 * alert's close button), in the product's two languages. Not `@mui/material/locale`: its index
 * loads every language MUI has and builds a number formatter for each as the app starts, which
 * cost a phone a third of a second; and its Arabic page counts use Arabic-Indic digits, where the
 * product writes Latin digits everywhere.
 */
const pageLabels = {
  ar: {
    first: 'الانتقال إلى الصفحة الأولى',
    last: 'الانتقال إلى الصفحة الأخيرة',
    next: 'الانتقال إلى الصفحة التالية',
    previous: 'الانتقال إلى الصفحة السابقة',
  },
  en: { first: 'Go to first page', last: 'Go to last page', next: 'Go to next page', previous: 'Go to previous page' },
} as const;

const searchTexts = {
  ar: { clearText: 'مسح', closeText: 'إغلاق', loadingText: 'جار التحميل…', noOptionsText: 'لا توجد خيارات', openText: 'فتح' },
  en: { clearText: 'Clear', closeText: 'Close', loadingText: 'Loading…', noOptionsText: 'No options', openText: 'Open' },
} as const;

const textsOf = (locale: Locale): ThemeOptions => ({
  components: {
    MuiTablePagination: {
      defaultProps: { getItemAriaLabel: (type) => pageLabels[locale][type] },
    },
    MuiAutocomplete: { defaultProps: searchTexts[locale] },
    MuiAlert: { defaultProps: { closeText: searchTexts[locale].closeText } },
  },
});

export const componentTexts: Record<Locale, ThemeOptions> = { ar: textsOf('ar'), en: textsOf('en') };
