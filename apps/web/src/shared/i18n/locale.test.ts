import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyDocumentLocale, directionOf, readStoredLocale, switchLocale } from './locale.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  applyDocumentLocale('ar');
});

describe('locale', () => {
  it('defaults to Arabic and ignores unknown values', () => {
    expect(readStoredLocale()).toBe('ar');
    window.localStorage.setItem('locale', 'fr');
    expect(readStoredLocale()).toBe('ar');
    window.localStorage.setItem('locale', 'en');
    expect(readStoredLocale()).toBe('en');
  });

  it('maps languages to directions', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });

  it('switching stores the locale, sets lang and dir, and reloads', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    switchLocale('en');
    expect(window.localStorage.getItem('locale')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(reload).toHaveBeenCalledTimes(1);

    switchLocale('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
  });
});
