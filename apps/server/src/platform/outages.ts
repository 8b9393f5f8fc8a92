/**
 * Tells an outage of a backing service (the database, Redis) from a fault in a request: the first
 * is answered 503 with Retry-After and passes by itself, the second is a 500 and a bug.
 */

// Node's socket errors: the server is gone, refuses, or cannot be reached.
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// PostgreSQL SQLSTATEs that say the server, not the statement, is the problem: class 08
// (connection exception), 57P01–57P03 (shut down by an administrator or a crash, not accepting
// connections yet) and 53300 (too many connections).
const sqlStates = /^(08...|57P0[123]|53300)$/;

// pg and pg-pool report some of theirs by message only.
const driverMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
  // ioredis, when a command cannot reach Redis.
  'Connection is closed',
  "Stream isn't writeable",
  'Command timed out',
  'Reached the max retries per request limit',
];

function own(err: object): boolean {
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (networkCodes.has(code) || sqlStates.test(code))) return true;
  return typeof message === 'string' && driverMessages.some((m) => message.startsWith(m));
}

/** True when err (or what it wraps: Drizzle's query errors, Node's AggregateError) is an outage. */
export function isOutage(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 4) return false;
  if (own(err)) return true;
  const { cause, errors } = err as { cause?: unknown; errors?: unknown };
  if (Array.isArray(errors) && errors.some((e) => isOutage(e, depth + 1))) return true;
  return isOutage(cause, depth + 1);
}

/** Seconds a client should wait before trying again during an outage. */
export const outageRetryAfterSeconds = 5;
