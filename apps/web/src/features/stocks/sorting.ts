import { stockOrderFields, type StockListQuery, type StockOrderField } from '@sahm/contracts/stocks';

export type OrderBy = NonNullable<StockListQuery['order_by']>;
export type SortDirection = 'asc' | 'desc';

const orderValues = new Set<string>([...stockOrderFields, ...stockOrderFields.map((field) => `-${field}`)]);

export function parseOrderBy(raw: string | null | undefined): OrderBy | undefined {
  return raw && orderValues.has(raw) ? (raw as OrderBy) : undefined;
}

export function sortOf(orderBy: OrderBy | undefined): { field: StockOrderField; direction: SortDirection } | null {
  if (!orderBy) return null;
  return orderBy.startsWith('-')
    ? { field: orderBy.slice(1) as StockOrderField, direction: 'desc' }
    : { field: orderBy as StockOrderField, direction: 'asc' };
}

export function orderByOf(field: StockOrderField, direction: SortDirection): OrderBy {
  return (direction === 'desc' ? `-${field}` : field) as OrderBy;
}

/**
 * A header click: a new column starts in its natural direction (names A→Z, figures
 * largest first, which is what an investor scanning movers wants); the same column flips.
 */
export function nextOrderBy(current: OrderBy | undefined, field: StockOrderField, firstDirection: SortDirection): OrderBy {
  const sort = sortOf(current);
  if (sort?.field !== field) return orderByOf(field, firstDirection);
  return orderByOf(field, sort.direction === 'asc' ? 'desc' : 'asc');
}
