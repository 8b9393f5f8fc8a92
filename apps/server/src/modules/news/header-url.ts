import { createHash } from 'node:crypto';
import type { Locale } from '@sahm/contracts/common';

/**
 * Where an announcement's header image is served and under which version: an uploaded image's
 * version is its upload time; a generated one's is a digest of what it is drawn from (topic, the
 * first stock's symbol or the market, the language of its caption) and of the drawing's design. A
 * new version is a new URL, so the image can be cached for a year.
 */
export const HEADER_DESIGN = 2;

export type HeaderSource = { uploadedAt: Date | null; topic: string; symbol: string | null; marketId: string | null; locale: Locale };

export function headerVersion(s: HeaderSource): string {
  if (s.uploadedAt) return `u${s.uploadedAt.getTime()}`;
  const digest = createHash('sha1')
    .update([HEADER_DESIGN, s.topic, s.symbol ?? '', s.marketId ?? '', s.locale].join('\n'))
    .digest('hex');
  return `g${HEADER_DESIGN}${digest.slice(0, 10)}`;
}

/** The generated banner names the company or market in the page's language, so its address carries the language. */
export const headerUrl = (guid: string, version: string, locale: Locale): string =>
  `/api/v1/announcements/${guid}/header?v=${version}&lang=${locale}`;
