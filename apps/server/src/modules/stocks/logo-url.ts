import { createHash } from 'node:crypto';

/**
 * Where a stock's logo is served and under which version: an uploaded logo's version is its upload
 * time; a generated mark's is a digest of what it is drawn from (names, top sector) and of the
 * drawing's design. A new version is a new URL, so the logo can be cached for a year.
 */
const MARK_DESIGN = 1;

export type LogoSource = { shortNameEn: string; shortNameAr: string; sectorCode: string | null; uploadedAt: Date | null };

export function logoVersion(s: LogoSource): string {
  if (s.uploadedAt) return `u${s.uploadedAt.getTime()}`;
  const digest = createHash('sha1')
    .update([MARK_DESIGN, s.shortNameEn, s.shortNameAr, s.sectorCode ?? ''].join('\n'))
    .digest('hex');
  return `g${MARK_DESIGN}${digest.slice(0, 10)}`;
}

export const logoUrl = (guid: string, version: string): string => `/api/v1/stocks/${guid}/logo?v=${version}`;
