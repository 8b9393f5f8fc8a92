import { describe, expect, it } from 'vitest';
import { parseLocale } from './locale.ts';

describe('Accept-Language', () => {
  it('honours quality weights', () => {
    expect(parseLocale('en;q=0.1, ar;q=0.9')).toBe('ar');
    expect(parseLocale('ar;q=0.2, en;q=0.8')).toBe('en');
    expect(parseLocale('en-GB;q=0.8, ar;q=0.5')).toBe('en');
    expect(parseLocale('fr, en;q=0.5, ar;q=0.4')).toBe('en');
  });

  it('matches a regional tag to its language, in any case', () => {
    expect(parseLocale('en-US')).toBe('en');
    expect(parseLocale('EN')).toBe('en');
    expect(parseLocale('ar-SA,ar;q=0.9,en;q=0.8')).toBe('ar');
  });

  it('takes the first of equal weights', () => {
    expect(parseLocale('en, ar')).toBe('en');
    expect(parseLocale('ar, en')).toBe('ar');
  });

  it('is Arabic by default: no header, nothing supported, anything, or English refused', () => {
    expect(parseLocale(undefined)).toBe('ar');
    expect(parseLocale('')).toBe('ar');
    expect(parseLocale('fr, de;q=0.5')).toBe('ar');
    expect(parseLocale('*')).toBe('ar');
    expect(parseLocale('en;q=0')).toBe('ar');
    expect(parseLocale(';;;,,q=abc')).toBe('ar');
  });

  it('gives the same answer the second time (negotiated once per header)', () => {
    expect(parseLocale('en;q=0.1, ar;q=0.9')).toBe('ar');
    expect(parseLocale('en;q=0.1, ar;q=0.9')).toBe('ar');
  });
});
