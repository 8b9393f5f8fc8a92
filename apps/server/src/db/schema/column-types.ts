import { customType } from 'drizzle-orm/pg-core';

/** Binary files (logos, uploads): a Buffer either way, whichever driver (PGlite gives a Uint8Array) read it. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});
