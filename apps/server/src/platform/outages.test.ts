import { describe, expect, it } from 'vitest';
import { isOutage } from './outages.ts';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isOutage', () => {
  it('knows a server that is gone, shutting down or not accepting connections', () => {
    expect(isOutage(withCode('ECONNREFUSED'))).toBe(true);
    expect(isOutage(withCode('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isOutage(withCode('57P03', 'the database system is starting up'))).toBe(true);
    expect(isOutage(withCode('08006'))).toBe(true);
    expect(isOutage(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isOutage(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isOutage(new Error("Stream isn't writeable and enableOfflineQueue options is false"))).toBe(true);
  });

  it('looks inside wrapped errors (Drizzle’s query errors, dual-stack connection attempts)', () => {
    expect(isOutage(Object.assign(new Error('Failed query: select 1'), { cause: withCode('ECONNREFUSED') }))).toBe(true);
    expect(isOutage(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]))).toBe(true);
  });

  it('leaves faults of the request or the code alone', () => {
    expect(isOutage(withCode('23505', 'duplicate key value violates unique constraint'))).toBe(false);
    expect(isOutage(withCode('22003', 'numeric field overflow'))).toBe(false);
    expect(isOutage(withCode('57014', 'canceling statement due to statement timeout'))).toBe(false);
    expect(isOutage(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isOutage(undefined)).toBe(false);
    expect(isOutage('ECONNREFUSED')).toBe(false);
  });
});
