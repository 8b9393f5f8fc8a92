import { localeSchema, type Locale } from '@sahm/contracts/common';

export const LOCALE_STORAGE_KEY = 'locale';
export const DEFAULT_LOCALE: Locale = 'ar';

export type Direction = 'rtl' | 'ltr';

export function directionOf(locale: Locale): Direction {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/** The saved locale, or Arabic when nothing (or something unknown) is saved. */
export function readStoredLocale(): Locale {
  try {
    const parsed = localeSchema.safeParse(window.localStorage.getItem(LOCALE_STORAGE_KEY));
    return parsed.success ? parsed.data : DEFAULT_LOCALE;
  } catch {
    // Storage can be unavailable (private mode, sandboxed frames).
    return DEFAULT_LOCALE;
  }
}

export function applyDocumentLocale(locale: Locale): void {
  const root = document.documentElement;
  root.lang = locale;
  root.dir = directionOf(locale);
}

/**
 * Saves the locale and reloads: names and messages come translated from the server,
 * so a reload is the one way every cached response is refetched in the new language.
 */
export function switchLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Without storage the switch cannot survive the reload; apply it for this page at least.
  }
  applyDocumentLocale(locale);
  window.location.reload();
}
