import { localeSchema, type Locale } from '@sahm/contracts/common';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE } from './locale.ts';

/** The active locale as the product knows it ('ar' | 'en'), for formatters and direction. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  const parsed = localeSchema.safeParse(i18n.resolvedLanguage ?? i18n.language);
  return parsed.success ? parsed.data : DEFAULT_LOCALE;
}
