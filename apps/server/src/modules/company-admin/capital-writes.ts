import type { Locale } from '@sahm/contracts/common';
import type { CapitalChange } from '@sahm/contracts/company';
import type { CapitalChangeInput, CapitalChangeUpdate } from '@sahm/contracts/company-admin';
import type { MessageResponse } from '@sahm/contracts/users';
import type { Db } from '../../db/client.ts';
import { toCapitalChange } from './mappers.ts';
import { messages } from './messages.ts';
import {
  capitalChangeOf,
  deleteCapitalChange,
  insertCapitalChange,
  latestCapitalChange,
  setSharesOutstanding,
  updateCapitalChange,
  type CapitalChangeRow,
  type CapitalChangeValues,
} from './queries.ts';
import { refuseProblems } from './refusals.ts';
import { capitalChangeProblems } from './rules.ts';
import { found, riyadhToday, translator, writeStock, type WriteDeps } from './write-context.ts';

const changeValues = (stockId: string, v: CapitalChangeInput): CapitalChangeValues => ({
  stockId,
  type: v.type,
  announcementDate: v.announcement_date,
  effectiveDate: v.effective_date,
  sharesBefore: v.shares_before,
  sharesAfter: v.shares_after,
  offerPrice: v.offer_price ?? null,
  isDemo: false,
});

const asInput = (r: CapitalChangeRow): CapitalChangeInput => ({
  type: r.type,
  announcement_date: r.announcementDate,
  effective_date: r.effectiveDate,
  shares_before: r.sharesBefore,
  shares_after: r.sharesAfter,
  offer_price: r.offerPrice,
});

/** Corporate actions: capital changes (rights issues, bonus shares, reductions, splits). */
export function createCapitalWrites(deps: WriteDeps) {
  /**
   * The stock's share count follows its latest change in effect today, in the same transaction.
   * With none left in effect, the count goes back to before the change that was removed or moved
   * (`undone`, when that one was in effect); a change dated ahead moves nothing until its day.
   */
  async function syncShares(db: Db, stockId: string, undone?: CapitalChangeRow): Promise<void> {
    const today = riyadhToday(deps);
    const latest = await latestCapitalChange(db, stockId, today);
    if (latest) await setSharesOutstanding(db, stockId, latest.sharesAfter);
    else if (undone && undone.effectiveDate <= today) await setSharesOutstanding(db, stockId, undone.sharesBefore);
  }

  const check = (locale: Locale, v: CapitalChangeInput) => refuseProblems(locale, capitalChangeProblems(v, translator(locale)));

  return {
    async createCapitalChange(locale: Locale, stockId: string, input: CapitalChangeInput): Promise<CapitalChange> {
      check(locale, input);
      return writeStock(deps, stockId, 'capital_changes', async (db, stock) => {
        const row = await insertCapitalChange(db, changeValues(stockId, input));
        await syncShares(db, stockId);
        return toCapitalChange(row, stock.nominalValue);
      });
    },

    async updateCapitalChange(locale: Locale, stockId: string, changeId: string, input: CapitalChangeUpdate): Promise<CapitalChange> {
      return writeStock(deps, stockId, 'capital_changes', async (db, stock) => {
        const old = found(await capitalChangeOf(db, stockId, changeId));
        const merged = { ...asInput(old), ...input };
        check(locale, merged);
        const row = await updateCapitalChange(db, changeId, changeValues(stockId, merged));
        await syncShares(db, stockId, old);
        return toCapitalChange(row, stock.nominalValue);
      });
    },

    async deleteCapitalChange(locale: Locale, stockId: string, changeId: string): Promise<MessageResponse> {
      await writeStock(deps, stockId, 'capital_changes', async (db) => {
        const old = found(await capitalChangeOf(db, stockId, changeId));
        await deleteCapitalChange(db, changeId);
        await syncShares(db, stockId, old);
      });
      return { message: messages.t(locale, 'recordDeleted') };
    },
  };
}
