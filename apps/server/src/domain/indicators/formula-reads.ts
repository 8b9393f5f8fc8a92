import type { StatementFamily } from '@sahm/contracts/indicators';
import { whole } from './exact.ts';
import type { Flows, FormulaContext, Indicator } from './formula.ts';

/**
 * What a formula reads, found by running it on a context that answers every question with 1 and
 * notes it down. Formulas are plain expressions without branches on figures, so one run sees
 * every line item they use; the tests check those against the family's templates.
 */

export type Read = { statement: 'income_statement' | 'balance_sheet' | 'cash_flow'; key: string; unit: 'money' | 'shares' };

export type Reads = { items: Read[]; price: boolean; shares: boolean };

export function readsOf(indicator: Indicator, family: StatementFamily): Reads | null {
  const formula = indicator.formulas[family];
  if (!formula) return null;
  const out: Reads = { items: [], price: false, shares: false };
  const one = whole(1);
  const note =
    (statement: Read['statement'], unit: Read['unit'] = 'money') =>
    (key: string) => {
      out.items.push({ statement, key, unit });
      return one;
    };
  const flows = (): Flows => ({ is: note('income_statement'), cf: note('cash_flow') });
  const context = (depth: number): FormulaContext => ({
    family,
    ...flows(),
    bs: note('balance_sheet'),
    ttm: flows(),
    weightedShares: () => note('income_statement', 'shares')('weighted_average_shares'),
    get shares() {
      out.shares = true;
      return one;
    },
    get price() {
      out.price = true;
      return one;
    },
    prior: depth ? null : context(depth + 1),
  });
  formula(context(0));
  return out;
}
