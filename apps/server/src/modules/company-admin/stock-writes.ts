import type { Locale } from '@sahm/contracts/common';
import type { StockAdmin, StockCreate, StockUpdate } from '@sahm/contracts/company-admin';
import type { MessageResponse } from '@sahm/contracts/users';
import type { Db } from '../../db/client.ts';
import { foldForSearch } from '../../platform/arabic-search.ts';
import { bumpDataVersion } from '../../platform/data-version.ts';
import { detectLogoType } from './logo-type.ts';
import { toStockAdmin } from './mappers.ts';
import { messages } from './messages.ts';
import {
  deleteLogo,
  deleteStock,
  insertStock,
  marketExists,
  portfoliosWithStock,
  saveLogo,
  sectorExists,
  symbolTaken,
  updateStock,
  type StockRow,
  type StockValues,
} from './queries.ts';
import { invalidInput, refuseProblems } from './refusals.ts';
import { stockProblems } from './rules.ts';
import { writeStock, type WriteDeps } from './write-context.ts';

type Names = Pick<StockRow, 'companyNameAr' | 'companyNameEn' | 'shortNameAr' | 'shortNameEn'>;
const searchTextOf = (n: Names) => foldForSearch([n.companyNameAr, n.shortNameAr, n.companyNameEn, n.shortNameEn].join(' '));

/** The stock's columns from the input's fields that were given. */
function stockValues(input: StockUpdate): Partial<StockValues> {
  const values: Partial<StockValues> = {
    symbolCode: input.symbol_code,
    companyNameAr: input.company_name_ar,
    companyNameEn: input.company_name_en,
    shortNameAr: input.short_name_ar,
    shortNameEn: input.short_name_en,
    marketId: input.market_guid,
    sectorId: input.sector_guid,
    sharesOutstanding: input.shares_outstanding,
    freeFloatRatio: input.free_float_ratio,
    listingDate: input.listing_date,
    nominalValue: input.nominal_value,
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
}

/** Market, sector and symbol code checked against the database: 422 for an unknown reference, 409 for a taken code. */
async function checkReferences(locale: Locale, db: Db, input: StockUpdate, except?: string): Promise<void> {
  if (input.market_guid && !(await marketExists(db, input.market_guid)))
    throw invalidInput(locale, [{ field: 'market_guid', key: 'marketNotFound' }]);
  if (input.sector_guid && !(await sectorExists(db, input.sector_guid)))
    throw invalidInput(locale, [{ field: 'sector_guid', key: 'sectorNotFound' }]);
  if (input.symbol_code && (await symbolTaken(db, input.symbol_code, except)))
    throw messages.error(409, 'symbolTaken', { code: input.symbol_code }, { field: 'symbol_code' });
}

/** Stocks and their logos (spec §7 Stocks, administrative: POST /, PATCH and DELETE /{guid}, PATCH and DELETE /{guid}/logo). */
export function createStockWrites(deps: WriteDeps) {
  const { database, events } = deps;
  return {
    async createStock(locale: Locale, input: StockCreate): Promise<StockAdmin> {
      refuseProblems(locale, stockProblems(input));
      const row = await database.transaction(async (tx) => {
        await checkReferences(locale, tx.db, input);
        const values = stockValues(input) as StockValues;
        const created = await insertStock(tx.db, { ...values, searchText: searchTextOf(values) });
        await bumpDataVersion(tx, 'market_data');
        return created;
      });
      events.changed({ stockId: row.id, kind: 'stock' });
      return toStockAdmin(row);
    },

    async updateStock(locale: Locale, stockId: string, input: StockUpdate): Promise<StockAdmin> {
      refuseProblems(locale, stockProblems(input));
      const row = await writeStock(deps, stockId, 'stock', async (db, stock) => {
        await checkReferences(locale, db, input, stockId);
        const values = stockValues(input);
        return updateStock(db, stockId, { ...values, searchText: searchTextOf({ ...stock, ...values }) });
      });
      return toStockAdmin(row);
    },

    /** Refused (409) while any portfolio's ledger has the stock; favourites and company data go with it. */
    async deleteStock(locale: Locale, stockId: string): Promise<MessageResponse> {
      await writeStock(deps, stockId, 'stock', async (db) => {
        const count = await portfoliosWithStock(db, stockId);
        if (count > 0) throw messages.error(409, 'stockHeld', { count });
        await deleteStock(db, stockId);
      });
      return { message: messages.t(locale, 'stockDeleted') };
    },

    /** Stores an uploaded logo (PNG, JPEG or WebP by its bytes); it replaces the generated mark. */
    async saveLogo(locale: Locale, stockId: string, bytes: Buffer): Promise<MessageResponse> {
      const type = detectLogoType(bytes);
      if (!type) throw messages.error(415, 'logoType');
      await writeStock(deps, stockId, 'logo', (db) => saveLogo(db, stockId, type, bytes));
      return { message: messages.t(locale, 'logoSaved') };
    },

    async removeLogo(locale: Locale, stockId: string): Promise<MessageResponse> {
      await writeStock(deps, stockId, 'logo', (db) => deleteLogo(db, stockId));
      return { message: messages.t(locale, 'logoRemoved') };
    },
  };
}
