import type { Locale, Page } from '@sahm/contracts/common';
import type { AccessClaims } from '@sahm/contracts/identity';
import type { Fund, FundList, FundListQuery, FundPoints, FundPointsQuery } from '@sahm/contracts/funds';
import type { MessageResponse } from '@sahm/contracts/users';
import type { Database } from '../../db/client.ts';
import { foldForSearch } from '../../platform/arabic-search.ts';
import { authRequired } from '../../platform/auth.ts';
import { createVersionedCache } from '../../platform/cache.ts';
import { readDataVersion } from '../../platform/data-version.ts';
import { periodStart } from '../../domain/periods.ts';
import { toFund, toFundPoint } from './mappers.ts';
import { messages } from './messages.ts';
import { addFavoriteFund, favoriteFundIds, fundRows, lastValuationDate, navHistory, removeFavoriteFund } from './queries.ts';

export type FundServiceDeps = { database: Database; checkEveryMs?: number };

type Entry = { items: Record<Locale, Fund>; search: string; code: string };

const pageOf = <T>(all: T[], { page, size }: { page: number; size: number }): Page<T> => ({
  items: all.slice((page - 1) * size, page * size),
  total: all.length,
  page,
  size,
});

/**
 * About a hundred funds with their latest valuation, served from a snapshot kept in step with the
 * data version; searches run over the snapshot. Favourites are read per request.
 */
export function createFundService({ database, checkEveryMs = 1000 }: FundServiceDeps) {
  const snapshots = createVersionedCache<{ entries: Entry[]; byGuid: Map<string, Entry> }>({
    max: 1,
    checkEveryMs,
    version: () => readDataVersion(database, 'market_data'),
    whenStale: 'serve-stale',
  });
  const load = async () => {
    const entries: Entry[] = (await fundRows(database.db)).map((r) => ({
      items: { ar: toFund('ar', r), en: toFund('en', r) },
      search: r.searchText,
      code: r.code,
    }));
    return { entries, byGuid: new Map(entries.map((e) => [e.items.en.guid, e])) };
  };
  const snapshot = () => snapshots.get('all', load);

  /** Funds matching a search in either language (or by code), limited to `only` when given. */
  const search = async (locale: Locale, text: string | undefined, only?: Set<string>): Promise<Fund[]> => {
    const folded = text ? foldForSearch(text) : '';
    return (await snapshot()).entries
      .filter((e) => (!only || only.has(e.items.en.guid)) && (!folded || e.search.includes(folded) || e.code.includes(folded)))
      .map((e) => e.items[locale]);
  };
  const get = async (locale: Locale, guid: string): Promise<Fund | undefined> => (await snapshot()).byGuid.get(guid)?.items[locale];
  const known = async (guid: string): Promise<void> => {
    if (!(await get('en', guid))) throw messages.error(404, 'fundNotFound');
  };
  const favorites = async (user: AccessClaims | null) => new Set(user ? await favoriteFundIds(database.db, user.sub) : []);

  return {
    search,
    get,

    /** A page of funds, each marked when the caller follows it; only the followed ones on request (signed in). */
    async list(locale: Locale, query: FundListQuery, user: AccessClaims | null): Promise<FundList> {
      const onlyFavourites = query.only_favourite === 'true';
      if (onlyFavourites && !user) throw authRequired();
      const followed = await favorites(user);
      const page = pageOf(await search(locale, query.search, onlyFavourites ? followed : undefined), query);
      return { ...page, items: page.items.map((f) => ({ ...f, is_favorite: followed.has(f.guid) })) };
    },

    /** A page of the funds the user follows. */
    async favorites(locale: Locale, query: FundListQuery, user: AccessClaims): Promise<FundList> {
      const page = pageOf(await search(locale, query.search, await favorites(user)), query);
      return { ...page, items: page.items.map((f) => ({ ...f, is_favorite: true })) };
    },

    async follow(locale: Locale, user: AccessClaims, guid: string): Promise<MessageResponse> {
      await known(guid);
      await addFavoriteFund(database.db, user.sub, guid);
      return { message: messages.t(locale, 'favoriteFundAdded') };
    },

    async unfollow(locale: Locale, user: AccessClaims, guid: string): Promise<MessageResponse> {
      await known(guid);
      await removeFavoriteFund(database.db, user.sub, guid);
      return { message: messages.t(locale, 'favoriteFundRemoved') };
    },

    /** One fund, marked when the caller follows it, or 404. */
    async one(locale: Locale, guid: string, user: AccessClaims | null): Promise<Fund> {
      const fund = await get(locale, guid);
      if (!fund) throw messages.error(404, 'fundNotFound');
      return { ...fund, is_favorite: (await favorites(user)).has(fund.guid) };
    },

    /** NAV history of a period, each valuation with its change from the one before and from the year's start. */
    async points(guid: string, { period }: FundPointsQuery): Promise<FundPoints> {
      await known(guid);
      const last = await lastValuationDate(database.db, guid);
      const rows = last ? await navHistory(database.db, guid, periodStart(period, last)) : [];
      return { period, items: rows.map(toFundPoint) };
    },
  };
}

export type FundService = ReturnType<typeof createFundService>;
