import { createHash } from 'node:crypto';

/**
 * A name-based UUID (version 5 layout) so every demo entity keeps its guid across reseeds and
 * machines: links, bookmarks and tests stay valid.
 */
export function stableId(kind: string, key: string): string {
  const h = createHash('sha1').update(`sahm-demo:${kind}:${key}`).digest();
  h[6] = (h[6]! & 0x0f) | 0x50;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const hex = h.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
