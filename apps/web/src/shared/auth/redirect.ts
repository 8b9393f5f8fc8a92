/**
 * The `redirect` query parameter is only followed when it is a path of this site:
 * one leading slash (not `//` or `/\`, which browsers read as another host), no scheme,
 * no control characters. Anything else falls back.
 */
export function safeRedirect(value: string | null | undefined, fallback: string): string {
  if (!value) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // Tabs and new lines are dropped by URL parsers, which would turn "/\t/evil.example" into "//evil.example".
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  try {
    const base = 'https://sahm.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** The current address as a redirect target (path, query and hash). */
export function currentLocationPath(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}
