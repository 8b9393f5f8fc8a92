import type { Locale } from '@sahm/contracts/common';

export const LOCALE_STORAGE_KEY = 'locale';
export const DEFAULT_LOCALE: Locale = 'ar';

// The contract's list, restated so the first bundle does not pull in zod for two strings.
export const supportedLocales = ['ar', 'en'] as const satisfies readonly Locale[];

export type Direction = 'rtl' | 'ltr';

export function isLocale(value: unknown): value is Locale {
  return (supportedLocales as readonly unknown[]).includes(value);
}

export function directionOf(locale: Locale): Direction {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/** The saved locale, or Arabic when nothing (or something unknown) is saved. */
export function readStoredLocale(): Locale {
  try {
    const saved = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(saved) ? saved : DEFAULT_LOCALE;
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
