import { defaultPortfolioColumns, portfolioColumns, type FavoriteColumns, type PortfolioColumn } from '@sahm/contracts/portfolio';
import type { Db } from '../../db/client.ts';
import { favoriteColumns, saveFavoriteColumns } from './queries.ts';

const known = new Set<string>(portfolioColumns);

/** In the master column order, without repeats or unknown keys; nothing chosen means the defaults. */
export function normalizeColumns(chosen: readonly string[] | 'all' | undefined): PortfolioColumn[] {
  if (chosen === 'all' || !chosen) return [...defaultPortfolioColumns];
  const picked = portfolioColumns.filter((c) => chosen.includes(c) && known.has(c));
  return picked.length ? picked : [...defaultPortfolioColumns];
}

export async function getFavoriteColumns(db: Db, userId: string): Promise<FavoriteColumns> {
  return { tags: normalizeColumns(await favoriteColumns(db, userId)), available: [...portfolioColumns] };
}

export async function setFavoriteColumns(db: Db, userId: string, tags: readonly PortfolioColumn[] | 'all'): Promise<FavoriteColumns> {
  const columns = normalizeColumns(tags);
  await saveFavoriteColumns(db, userId, columns);
  return { tags: columns, available: [...portfolioColumns] };
}
