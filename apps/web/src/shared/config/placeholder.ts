/** Domains reserved for examples and tests (RFC 2606, RFC 6761): an address there reaches no one. */
const reservedHost = /(^|\.)(example|test|invalid|localhost)$|(^|\.)example\.(com|net|org)$/i;

function hostOf(address: string): string {
  const at = address.lastIndexOf('@');
  if (at >= 0 && !address.includes('//')) return address.slice(at + 1);
  try {
    return new URL(address).hostname;
  } catch {
    return '';
  }
}

/**
 * Whether a configured address (an email or a link) is a stand-in that nobody configured for real:
 * such addresses are hidden rather than shown to readers as if they worked.
 */
export function isPlaceholderAddress(address: string | null | undefined): boolean {
  if (!address) return true;
  const host = hostOf(address.trim());
  return !host || reservedHost.test(host.replace(/\.$/, ''));
}

/** The address when it is real, or null. */
export const realAddress = (address: string | null | undefined): string | null => (isPlaceholderAddress(address) ? null : address!.trim());
