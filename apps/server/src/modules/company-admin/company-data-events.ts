import type { ShariahProvider } from '@sahm/contracts/company';

/**
 * Tells the readers of company data that a stock's data changed, so their caches drop what is
 * stale at once instead of at their next version check. In process: every process's own writes
 * reach its own readers; the stock snapshot of other processes follows the market data version,
 * which the writes that move it (stock, logo, capital changes) also bump.
 */
export const companyDataKinds = [
  'stock',
  'logo',
  'dividends',
  'profile',
  'shareholders',
  'board',
  'capital_changes',
  'financials',
  'shariah',
] as const;
export type CompanyDataKind = (typeof companyDataKinds)[number];
export type CompanyDataChange = {
  stockId: string;
  kind: CompanyDataKind;
  /** A dividend added (announced); updates, deletions and files do not say it. */
  dividend?: { id: string };
  /** A Shariah record written: whose, and whether it changed that provider's status. */
  shariah?: { provider: ShariahProvider; status: string; changed: boolean };
};
export type CompanyDataListener = (change: CompanyDataChange) => void;

export type CompanyDataEvents = {
  /** Calls `listener` after each committed change; returns the call that stops it. */
  on(listener: CompanyDataListener): () => void;
  /** Announces a committed change (listeners that throw are logged, never the writer's problem). */
  changed(change: CompanyDataChange): void;
};

export function createCompanyDataEvents(onListenerError: (err: unknown) => void): CompanyDataEvents {
  const listeners = new Set<CompanyDataListener>();
  return {
    on(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    changed(change) {
      for (const listener of listeners) {
        try {
          listener(change);
        } catch (err) {
          onListenerError(err);
        }
      }
    },
  };
}
