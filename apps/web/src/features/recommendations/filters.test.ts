import { describe, expect, it } from 'vitest';
import { filtersFromSearch, filtersToSearch, ratingDateProblem, recommendationParams } from './filters.ts';

const guid = '5b0f2a4e-1c1d-5e3f-9a7b-0c1d2e3f4a5b';

describe('recommendation filters', () => {
  it('round-trips through the address and drops what is malformed', () => {
    const search = new URLSearchParams({ rating: 'BUYING', firm: guid, date: '05-01-2026', page: '3', size: '25', stock: 'nope' });
    const f = filtersFromSearch(search, '2026-11-20');
    expect(f).toEqual({ rating: 'BUYING', firm: guid, date: '05-01-2026', page: 3, size: 25, stock: undefined, sector: undefined });
    expect(filtersToSearch(f).toString()).toBe(`rating=BUYING&firm=${guid}&date=05-01-2026&page=3&size=25`);
    expect(recommendationParams(f)).toEqual({ page: 3, size: 25, rating: 'BUYING', research_firm_guid: guid, rating_date: '05-01-2026' });
    expect(filtersFromSearch(new URLSearchParams({ rating: 'STRONG', size: '7', date: '2026-01-05' }))).toMatchObject({
      rating: undefined,
      size: 10,
      date: undefined,
    });
  });

  it('refuses a date not written DD-MM-YYYY, a day that does not exist, and a future day', () => {
    expect(ratingDateProblem('20-11-2026', '2026-11-20')).toBeNull();
    expect(ratingDateProblem('21-11-2026', '2026-11-20')).toBe('future');
    expect(ratingDateProblem('2026-11-20', '2026-11-20')).toBe('format');
    expect(ratingDateProblem('31-02-2026', '2026-11-20')).toBe('format');
  });
});
