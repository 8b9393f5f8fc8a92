import type { logoContentTypes } from '@sahm/contracts/company-admin';

/** The image type a logo's bytes say it is (its magic numbers), whatever the upload declared; undefined for anything else. */
export function detectLogoType(bytes: Buffer): (typeof logoContentTypes)[number] | undefined {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length > 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return undefined;
}
