/**
 * The message the user sees for a failed call (spec §8): the first available of
 * `message`, `error_description`, a `detail` string, or the first `msg` of a `detail` list.
 * The server has already translated it.
 */
export function errorMessageOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  for (const key of ['message', 'error_description'] as const) {
    const value = record[key];
    if (typeof value === 'string' && value.trim()) return value;
  }
  const detail = record.detail;
  if (typeof detail === 'string' && detail.trim()) return detail;
  if (Array.isArray(detail)) {
    for (const issue of detail) {
      if (typeof issue === 'object' && issue !== null && typeof (issue as { msg?: unknown }).msg === 'string') {
        return (issue as { msg: string }).msg;
      }
    }
  }
  return null;
}
