/**
 * A stored Saudi mobile (9665XXXXXXXX) as people read it: +966 5X XXX XXXX.
 * Masked numbers from the server (9665•••••567) keep their mask; anything else is shown as given.
 */
export function formatSaudiMobile(stored: string): string {
  const value = stored.trim();
  if (!value.startsWith('966')) return value;
  const local = value.slice(3);
  if (/^5\d{8}$/.test(local)) return `+966 ${local.slice(0, 2)} ${local.slice(2, 5)} ${local.slice(5)}`;
  return `+966 ${local}`;
}

/** The part typed after the fixed +966 prefix (5XXXXXXXX) for a stored number. */
export function localMobilePart(stored: string): string {
  return stored.startsWith('966') ? stored.slice(3) : stored;
}
