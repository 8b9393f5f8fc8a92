export type ClientCredentials = { id: string; secret: string };

const base64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** application/x-www-form-urlencoded decoding of one value; undefined for a bad escape. */
function formDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value.replaceAll('+', ' '));
  } catch {
    return undefined;
  }
}

/**
 * Client credentials from an HTTP Basic header (RFC 6749 §2.3.1: id and secret each form-encoded,
 * joined by a colon, in base64). Undefined when the header is absent or another scheme; null when
 * it is Basic but cannot be read, which the token service answers as an unknown client.
 */
export function basicCredentials(header: string | undefined): ClientCredentials | null | undefined {
  if (header?.slice(0, 6).toLowerCase() !== 'basic ') return undefined;
  const encoded = header.slice(6).trim();
  if (!base64.test(encoded)) return null;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  const id = formDecode(decoded.slice(0, colon));
  const secret = formDecode(decoded.slice(colon + 1));
  return id === undefined || secret === undefined ? null : { id, secret };
}
