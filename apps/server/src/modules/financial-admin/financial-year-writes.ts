import type { Locale } from '@sahm/contracts/common';
import type { Database } from '../../db/client.ts';
import { stableId } from '../../db/stable-id.ts';
import { riyadhClock } from '../../domain/calendar.ts';
import { periodEndDate } from '../../domain/statements/sheet-layout.ts';
import { bumpDataVersion } from '../../platform/data-version.ts';
import type { CompanyDataEvents } from '../company-admin/index.ts';
import { recomputeIndicators } from './indicators.ts';
import { messages } from './messages.ts';
import { bumpBook, redateStatements, setFyEnd, stockBook } from './queries.ts';

/**
 * The company's financial-year end (spec §7 financial-year create and update). A company's years
 * are not rows: they follow from its year end (GET /stocks/{guid}/financial-years lists them, each
 * with a name-based guid), so creating or updating a year sets the end every year shares. Stored
 * statements are moved to the new period ends and their indicators recomputed, in one transaction.
 */

export type YearEnd = { fy_end_month: number; fy_end_day: number };

/** The years a company may have on its pages, far enough back for any listing. */
const FIRST_YEAR = 1950;

/** Days in a month of a leap year: a 29 February year end is kept (and falls on the 28th in other years). */
const daysIn = (month: number) => new Date(Date.UTC(2024, month, 0)).getUTCDate();

export function createFinancialYearWrites({ database, events, now }: { database: Database; events: CompanyDataEvents; now?: () => Date }) {
  async function setYearEnd(locale: Locale, guid: string, input: YearEnd) {
    if (input.fy_end_day > daysIn(input.fy_end_month)) {
      const params = { day: input.fy_end_day, month: input.fy_end_month };
      const detail = [{ loc: ['body', 'fy_end_day'], msg: messages.t(locale, 'invalidDay', params), type: 'value_error' }];
      throw messages.error(422, 'invalidDay', params, { detail });
    }
    const redated = await database.transaction(async (tx) => {
      const stock = await stockBook(tx.db, guid, true);
      if (!stock) throw messages.error(404, 'stockNotFound');
      if (!stock.hasProfile) throw messages.error(404, 'profileNotFound');
      await setFyEnd(tx.db, stock.id, input.fy_end_month, input.fy_end_day);
      let count = 0;
      if (stock.hasBook && stock.family) {
        count = await redateStatements(tx.db, stock.id, (year, period) => periodEndDate({ year, period }, input.fy_end_month));
        await recomputeIndicators(tx, { ...stock, family: stock.family });
        await bumpBook(tx.db, stock.id, stock.family);
      }
      await bumpDataVersion(tx, 'company_data');
      return { count, financials: stock.hasBook };
    });
    events.changed({ stockId: guid, kind: 'profile' });
    if (redated.financials) events.changed({ stockId: guid, kind: 'financials' });
    return { message: messages.t(locale, 'yearEndSaved', { count: redated.count }), ...input };
  }

  return {
    createFinancialYear: setYearEnd,

    /** 404 unless `yearGuid` is one of the stock's years (as GET /financial-years names them). */
    async updateFinancialYear(locale: Locale, guid: string, yearGuid: string, input: YearEnd) {
      const thisYear = Number(riyadhClock(now?.() ?? new Date()).date.slice(0, 4));
      let known = false;
      for (let year = thisYear + 1; year >= FIRST_YEAR && !known; year -= 1)
        known = stableId('financial-year', `${guid}:${year}`) === yearGuid;
      if (!known) throw messages.error(404, 'badYearGuid');
      return setYearEnd(locale, guid, input);
    },
  };
}
