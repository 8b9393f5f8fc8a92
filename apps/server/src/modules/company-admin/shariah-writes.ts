import { and, desc, eq, lt } from 'drizzle-orm';
import type { Locale } from '@sahm/contracts/common';
import type { ShariahInput } from '@sahm/contracts/company-admin';
import { shariahRecords } from '../../db/schema/companies.ts';
import { writeStock, type WriteDeps } from './write-context.ts';

type Recorded = { provider: ShariahInput['provider']; status: string; date: string; previous_status: string | null };

/** Providers' Shariah classifications, one record per provider and date (a second write on a date corrects it). */
export function createShariahWrites(deps: WriteDeps) {
  return {
    recordShariah(_locale: Locale, stockId: string, v: ShariahInput): Promise<Recorded> {
      return writeStock<Recorded>(
        deps,
        stockId,
        'shariah',
        async (db) => {
          const [before] = await db
            .select({ status: shariahRecords.status })
            .from(shariahRecords)
            .where(and(eq(shariahRecords.stockId, stockId), eq(shariahRecords.provider, v.provider), lt(shariahRecords.date, v.date)))
            .orderBy(desc(shariahRecords.date))
            .limit(1);
          const values = { status: v.status, cleaningAmount: v.cleaning_amount == null ? null : String(v.cleaning_amount), isDemo: false };
          await db
            .insert(shariahRecords)
            .values({ stockId, provider: v.provider, date: v.date, ...values })
            .onConflictDoUpdate({ target: [shariahRecords.stockId, shariahRecords.provider, shariahRecords.date], set: values });
          return { provider: v.provider, status: v.status, date: v.date, previous_status: before?.status ?? null };
        },
        // Only a change of the provider's status is news to the users watching it.
        (r) => ({ shariah: { provider: r.provider, status: r.status, changed: r.previous_status !== r.status } }),
      );
    },
  };
}
