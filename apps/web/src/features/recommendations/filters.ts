import { guidSchema } from '@sahm/contracts/common';
import { ratingDateToIso, ratings, type Rating } from '@sahm/contracts/recommendations';
import { marketTimeZone } from '../../shared/format/intl-locale.ts';

/** The recommendations page's filters, as the address keeps them (a filtered list is a link that can be shared). */
export type RecommendationFilters = {
  rating?: Rating;
  stock?: string;
  sector?: string;
  firm?: string;
  /** Spec §5: DD-MM-YYYY. */
  date?: string;
  page: number;
  size: PageSize;
};

/** Spec §9: the shared pagination choice, 10 by default. */
export const pageSizes = [5, 10, 15, 20, 25] as const;
export type PageSize = (typeof pageSizes)[number];
export const DEFAULT_SIZE: PageSize = 10;

const guidOrNone = (value: string | null) => (guidSchema.safeParse(value).success ? value! : undefined);

/** Today in Riyadh, where the market's days are counted, as YYYY-MM-DD. */
export function riyadhToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: marketTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Why a typed rating date is refused: not DD-MM-YYYY (or no such day), or after today. */
export function ratingDateProblem(text: string, today = riyadhToday()): 'format' | 'future' | null {
  const iso = ratingDateToIso(text);
  if (!iso) return 'format';
  return iso > today ? 'future' : null;
}

/** Reads the filters from the address; anything malformed is dropped rather than sent to the API. */
export function filtersFromSearch(search: URLSearchParams, today = riyadhToday()): RecommendationFilters {
  const rating = search.get('rating');
  const page = Number(search.get('page'));
  const date = search.get('date') ?? '';
  return {
    rating: ratings.find((r) => r === rating),
    stock: guidOrNone(search.get('stock')),
    sector: guidOrNone(search.get('sector')),
    firm: guidOrNone(search.get('firm')),
    date: date && ratingDateProblem(date, today) === null ? date : undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
    size: pageSizes.find((s) => String(s) === search.get('size')) ?? DEFAULT_SIZE,
  };
}

/** The address's query for the filters; empty ones, the first page and the default size are left out. */
export function filtersToSearch(f: RecommendationFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (f.rating) search.set('rating', f.rating);
  if (f.stock) search.set('stock', f.stock);
  if (f.sector) search.set('sector', f.sector);
  if (f.firm) search.set('firm', f.firm);
  if (f.date) search.set('date', f.date);
  if (f.page > 1) search.set('page', String(f.page));
  if (f.size !== DEFAULT_SIZE) search.set('size', String(f.size));
  return search;
}

export const hasFilters = (f: RecommendationFilters) => Boolean(f.rating || f.stock || f.sector || f.firm || f.date);

export type RecommendationParams = {
  page: number;
  size: number;
  rating?: Rating;
  stock_guid?: string;
  sector_guid?: string;
  research_firm_guid?: string;
  rating_date?: string;
};

/** The list call's query for the filters. */
export function recommendationParams(f: RecommendationFilters): RecommendationParams {
  return {
    page: f.page,
    size: f.size,
    ...(f.rating ? { rating: f.rating } : {}),
    ...(f.stock ? { stock_guid: f.stock } : {}),
    ...(f.sector ? { sector_guid: f.sector } : {}),
    ...(f.firm ? { research_firm_guid: f.firm } : {}),
    ...(f.date ? { rating_date: f.date } : {}),
  };
}
