import { createHash } from 'node:crypto';

/**
 * Where an announcement's header image is served and under which version: an uploaded image's
 * version is its upload time; a generated one's is a digest of what it is drawn from (topic, the
 * first stock's symbol or the market) and of the drawing's design. A new version is a new URL, so
 * the image can be cached for a year.
 */
export const HEADER_DESIGN = 1;

export type HeaderSource = { uploadedAt: Date | null; topic: string; symbol: string | null; marketId: string | null };

export function headerVersion(s: HeaderSource): string {
  if (s.uploadedAt) return `u${s.uploadedAt.getTime()}`;
  const digest = createHash('sha1')
    .update([HEADER_DESIGN, s.topic, s.symbol ?? '', s.marketId ?? ''].join('\n'))
    .digest('hex');
  return `g${HEADER_DESIGN}${digest.slice(0, 10)}`;
}

export const headerUrl = (guid: string, version: string): string => `/api/v1/announcements/${guid}/header?v=${version}`;
