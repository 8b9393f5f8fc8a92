import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app.ts';

type Line = { level: number; msg: string; method?: string; url?: string; statusCode?: number; ms?: number };
const capture = (level: string, lines: Line[]) => ({ level, stream: { write: (line: string) => lines.push(JSON.parse(line) as Line) } });

describe('request logs', () => {
  it('say nothing per request at the default level', async () => {
    const lines: Line[] = [];
    const t = await createTestApp({}, { logger: capture('info', lines) });
    try {
      await t.api({ url: '/api/v1/markets/' });
      expect(lines.filter((l) => /request/.test(l.msg))).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('write one line per request at debug: method, address, status and time', async () => {
    const lines: Line[] = [];
    const t = await createTestApp({}, { logger: capture('debug', lines) });
    try {
      await t.api({ url: '/api/v1/markets/' });
      const requests = lines.filter((l) => l.msg === 'request' || /incoming request|request completed/.test(l.msg));
      expect(requests).toHaveLength(1);
      expect(requests[0]).toMatchObject({ level: 20, method: 'GET', url: '/api/v1/markets/', statusCode: 200 });
      expect(typeof requests[0]!.ms).toBe('number');
    } finally {
      await t.close();
    }
  });
});
