import type { Locale } from '@sahm/contracts/common';
import type { ShariahProvider } from '@sahm/contracts/company';

/** The compliance providers' public names, as the Shariah cards title them. */
export const shariahProviderNames: Record<ShariahProvider, Record<Locale, string>> = {
  ALRAJHI: { ar: 'مصرف الراجحي', en: 'Al Rajhi Bank' },
  ALINMA: { ar: 'مصرف الإنماء', en: 'Alinma Bank' },
  ALBILAD: { ar: 'بنك البلاد', en: 'Bank Albilad' },
  ALMAQASSED: { ar: 'المقاصد', en: 'Almaqased' },
  ALJAZIRA: { ar: 'بنك الجزيرة', en: 'Bank AlJazira' },
};
