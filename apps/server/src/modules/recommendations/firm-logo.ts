import { createHash } from 'node:crypto';

/**
 * A firm without an uploaded logo gets a monogram: the initials of its English name in white on a
 * colour drawn from its identifier. Every colour keeps white text above 4.5:1 (WCAG AA).
 */
const colours = ['#1E40AF', '#166534', '#5B21B6', '#9A3412', '#0F766E', '#9F1239', '#155E75', '#854D0E', '#334155', '#0503A3'];

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('') || '?';

export function firmMonogram(id: string, nameEn: string): string {
  const colour = colours[createHash('sha1').update(id).digest()[0]! % colours.length]!;
  const initials = initialsOf(nameEn);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-label="${initials}">`,
    `<rect width="64" height="64" rx="14" fill="${colour}"/>`,
    `<text x="32" y="41" text-anchor="middle" fill="#FFFFFF" font-family="system-ui, -apple-system, 'Segoe UI', Tahoma, sans-serif" font-size="24" font-weight="700">${initials}</text>`,
    '</svg>',
  ].join('');
}

/** The logo's address: its upload time (or "generated") makes a new upload a new URL. */
export const firmLogoUrl = (id: string, updatedAt: Date | null) =>
  `/api/v1/research-firms/${id}/logo?v=${updatedAt ? updatedAt.getTime().toString(36) : 'g'}`;
