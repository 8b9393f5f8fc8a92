import type { FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import type { Locale } from '@sahm/contracts/common';
import { createCache } from './cache.ts';

// Arabic first: it wins ties ("*", or equal weights in no particular order) and is the default.
const supported: readonly Locale[] = ['ar', 'en'];

// Clients send a handful of distinct headers: each is negotiated once per process.
const negotiated = createCache<Locale>({ max: 256 });

/**
 * Picks ar or en from an Accept-Language header by its quality weights (RFC 9110 §12.5.4, through
 * negotiator): "en;q=0.1, ar;q=0.9" is Arabic, "en-GB" English; Arabic when nothing supported is
 * acceptable or there is no header.
 */
export function parseLocale(header: string | undefined): Locale {
  if (!header) return 'ar';
  // A header with control characters is refused, but its refusal is still worded in the caller's language.
  // eslint-disable-next-line no-control-regex
  header = header.replace(/[\u0000-\u001f\u007f]/g, '');
  return negotiated.getOrSet(
    header,
    () => (new Negotiator({ headers: { 'accept-language': header } }).language(supported) as Locale) ?? 'ar',
  );
}

export const requestLocale = (req: FastifyRequest): Locale => parseLocale(req.headers['accept-language']);

/** Chooses the name in the requested language from a bilingual row. */
export const pick = (locale: Locale, ar: string, en: string): string => (locale === 'en' ? en : ar);
