import type { FastifyRequest } from 'fastify';
import type { Locale } from '@sahm/contracts/common';

/** Picks ar or en from Accept-Language (the first supported tag wins); Arabic by default. */
export function parseLocale(header: string | undefined): Locale {
  if (!header) return 'ar';
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (tag.startsWith('en')) return 'en';
    if (tag.startsWith('ar')) return 'ar';
  }
  return 'ar';
}

export const requestLocale = (req: FastifyRequest): Locale => parseLocale(req.headers['accept-language']);

/** Chooses the name in the requested language from a bilingual row. */
export const pick = (locale: Locale, ar: string, en: string): string => (locale === 'en' ? en : ar);
