import { describe, expect, it } from 'vitest';
import { announcementParams, filtersFromSearch, filtersToSearch, hasFilters } from './filters.ts';

const a = '0b9a6b0e-2f3c-4d5e-8f90-1a2b3c4d5e6f';
const b = '1c8b7a6d-3e4f-4a5b-9c0d-2e3f4a5b6c7d';
const sector = '2d7c6b5a-4f3e-4b2a-8d1c-3f4e5a6b7c8d';

describe('the news filters in the address', () => {
  it('reads each filter, keeping several companies', () => {
    const search = new URLSearchParams(`type=EVENT&sector=${sector}&stock=${a}&stock=${b}&search=%D8%A7%D8%B1%D8%A8%D8%A7%D8%AD&page=3`);
    expect(filtersFromSearch(search)).toEqual({ type: 'EVENT', sector, market: undefined, stocks: [a, b], search: 'ارباح', page: 3 });
  });

  it('drops what is malformed rather than sending it to the API', () => {
    const search = new URLSearchParams(`type=RUMOUR&sector=not-a-guid&stock=x&stock=${a}&stock=${a}&page=-2&search=%20%20`);
    expect(filtersFromSearch(search)).toEqual({
      type: undefined,
      sector: undefined,
      market: undefined,
      stocks: [a],
      search: undefined,
      page: 1,
    });
  });

  it('writes back only what is set, so the plain list has a plain address', () => {
    expect(filtersToSearch({ stocks: [], page: 1 }).toString()).toBe('');
    const filters = { type: 'NEWS' as const, stocks: [a, b], search: 'أرباح الربع', page: 2 };
    expect(filtersFromSearch(filtersToSearch(filters))).toEqual({ ...filters, sector: undefined, market: undefined });
    expect(hasFilters({ stocks: [], page: 4 })).toBe(false);
    expect(hasFilters({ stocks: [a], page: 1 })).toBe(true);
  });
});

describe('the API query of a list', () => {
  it('maps every filter to the contract’s parameter, ten a page', () => {
    expect(announcementParams({ type: 'EVENT', sector, market: b, stocks: [a, b], search: 'توزيع', page: 2 })).toEqual({
      page: 2,
      size: 10,
      announcement_type: 'EVENT',
      sector_guid: sector,
      market_guid: b,
      stock_guid: `${a},${b}`,
      search: 'توزيع',
    });
  });

  it('sends nothing for an empty filter', () => {
    expect(announcementParams({ stocks: [], page: 1 })).toEqual({ page: 1, size: 10 });
  });

  it('keeps a sub-area’s category and a stock tab’s stock whatever the filters say', () => {
    expect(announcementParams({ stocks: [b], page: 1 }, { category: 'MARKET' }).category).toBe('MARKET');
    expect(announcementParams({ stocks: [b], page: 1 }, { stock: a }).stock_guid).toBe(a);
  });
});
