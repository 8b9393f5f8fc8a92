import type { Locale } from '@sahm/contracts/common';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale } from './locale.ts';

/** The active locale as the product knows it ('ar' | 'en'), for formatters and direction. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLocale(language) ? language : DEFAULT_LOCALE;
}
