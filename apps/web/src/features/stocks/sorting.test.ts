import { describe, expect, it } from 'vitest';
import { nextOrderBy, parseOrderBy, sortOf } from './sorting.ts';

describe('stock sorting', () => {
  it('accepts only the contract order fields', () => {
    expect(parseOrderBy('-price')).toBe('-price');
    expect(parseOrderBy('market_cap')).toBe('market_cap');
    expect(parseOrderBy('price; drop table')).toBeUndefined();
    expect(parseOrderBy(null)).toBeUndefined();
  });

  it('reads field and direction', () => {
    expect(sortOf('-trade_volume')).toEqual({ field: 'trade_volume', direction: 'desc' });
    expect(sortOf('symbol_code')).toEqual({ field: 'symbol_code', direction: 'asc' });
    expect(sortOf(undefined)).toBeNull();
  });

  it('starts a new column in its natural direction and flips the same column', () => {
    expect(nextOrderBy(undefined, 'price', 'desc')).toBe('-price');
    expect(nextOrderBy('-price', 'price', 'desc')).toBe('price');
    expect(nextOrderBy('price', 'price', 'desc')).toBe('-price');
    expect(nextOrderBy('-price', 'short_name', 'asc')).toBe('short_name');
  });
});
