import { guidSchema } from '@sahm/contracts/common';
import { announcementTypes, type AnnouncementCategory, type AnnouncementType } from '@sahm/contracts/news';

/** The news list's filters, as the address keeps them (a filtered list is a link that can be shared). */
export type NewsFilters = {
  type?: AnnouncementType;
  sector?: string;
  market?: string;
  stocks: string[];
  search?: string;
  page: number;
};

export const NEWS_PAGE_SIZE = 10;
/** The contract's limit on companies in one filter. */
export const MAX_STOCKS = 50;

const isGuid = (value: string | null): value is string => guidSchema.safeParse(value).success;
const guidOrNone = (value: string | null) => (isGuid(value) ? value : undefined);

/** Reads the filters from the address; anything malformed is dropped rather than sent to the API. */
export function filtersFromSearch(search: URLSearchParams): NewsFilters {
  const type = search.get('type');
  const page = Number(search.get('page'));
  const text = search.get('search')?.trim();
  return {
    type: announcementTypes.find((candidate) => candidate === type),
    sector: guidOrNone(search.get('sector')),
    market: guidOrNone(search.get('market')),
    stocks: [...new Set(search.getAll('stock').filter(isGuid))].slice(0, MAX_STOCKS),
    search: text ? text.slice(0, 100) : undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address's query for the filters; empty ones and the first page are left out. */
export function filtersToSearch(filters: NewsFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.type) search.set('type', filters.type);
  if (filters.sector) search.set('sector', filters.sector);
  if (filters.market) search.set('market', filters.market);
  for (const stock of filters.stocks) search.append('stock', stock);
  if (filters.search) search.set('search', filters.search);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

export const hasFilters = (filters: NewsFilters) =>
  Boolean(filters.type || filters.sector || filters.market || filters.stocks.length || filters.search);

/** The fixed part of a list: a sub-area's category, a stock's own news. */
export type NewsScope = { category?: AnnouncementCategory; stock?: string };

export type AnnouncementParams = {
  page: number;
  size: number;
  announcement_type?: AnnouncementType;
  category?: AnnouncementCategory;
  sector_guid?: string;
  market_guid?: string;
  /** Several companies, comma-separated (the API reads `a,b` as it reads a repeated parameter). */
  stock_guid?: string;
  search?: string;
};

/** The API's query for a list: the filters within the scope. */
export function announcementParams(filters: NewsFilters, scope: NewsScope = {}, size = NEWS_PAGE_SIZE): AnnouncementParams {
  const stocks = scope.stock ? [scope.stock] : filters.stocks;
  const params: AnnouncementParams = { page: filters.page, size };
  if (filters.type) params.announcement_type = filters.type;
  if (scope.category) params.category = scope.category;
  if (filters.sector) params.sector_guid = filters.sector;
  if (filters.market) params.market_guid = filters.market;
  if (stocks.length) params.stock_guid = stocks.join(',');
  if (filters.search) params.search = filters.search;
  return params;
}
