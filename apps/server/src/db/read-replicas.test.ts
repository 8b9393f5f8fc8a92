import { describe, expect, it } from 'vitest';
import { openPglite, openPostgres } from './client.ts';

// Pools connect on first use, so nothing here needs a server: the handles are what is checked.
const nowhere = 'postgres://sahm@127.0.0.1:1/none';

describe('database.read', () => {
  it('is the database itself on PGlite', async () => {
    const database = await openPglite(undefined);
    try {
      expect(database.read).toBe(database.db);
    } finally {
      await database.close();
    }
  });

  it('is the primary when no replica is configured', async () => {
    const database = await openPostgres(nowhere, { poolSize: 1 });
    try {
      expect(database.read).toBe(database.db);
      expect(database.read).toBe(database.db);
    } finally {
      await database.close();
    }
  });

  it('takes the replicas in turn, never the primary', async () => {
    const database = await openPostgres(nowhere, { poolSize: 1, replicaUrls: [`${nowhere}_a`, `${nowhere}_b`] });
    try {
      const [a, b, c, d] = [database.read, database.read, database.read, database.read];
      for (const handle of [a, b, c, d]) expect(handle).not.toBe(database.db);
      expect(a).not.toBe(b);
      expect(c).toBe(a);
      expect(d).toBe(b);
    } finally {
      await database.close();
    }
  });
});
