/*
 * SQLSTATE classes a request's values cause: 22 "data exception" (a number past its column
 * (22003), text that is not a number or an id (22P02), text too long (22001), NUL or bad bytes
 * (22021), a date out of range (22008)…) and 54 "program limit exceeded" (a value too large to
 * index). Validation refuses these first, naming the field; this is the net under it.
 */
const refusedValue = /^(22|54)[0-9A-Z]{3}$/;

/**
 * The SQLSTATE when the database refused a value the request carried (looking through a query
 * builder's wrapping), so the error handler answers 400 rather than 500.
 */
export function refusedValueState(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && refusedValue.test(code)) return code;
  }
  return undefined;
}
