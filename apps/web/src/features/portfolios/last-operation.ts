import { SAR_TEXT } from '@sahm/contracts/money';

/** What the success dialog says after a purchase or a sale, remembered locally across the redirect (spec §4). */
/** amount is a SAR string ("1234.50"); price, per share, a number. */
export type LastOperation = { company: string; amount: string; price: number };

const keys = { buy: 'portfolio-buy-success', sell: 'portfolio-sell-success' } as const;
export type OperationKind = keyof typeof keys;

export function rememberOperation(kind: OperationKind, operation: LastOperation): void {
  try {
    window.localStorage.setItem(keys[kind], JSON.stringify(operation));
  } catch {
    // storage unavailable: the dialog shows without figures
  }
}

export function readOperation(kind: OperationKind): LastOperation | null {
  try {
    const raw = window.localStorage.getItem(keys[kind]);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<LastOperation>;
    return typeof value.company === 'string' &&
      typeof value.amount === 'string' &&
      SAR_TEXT.test(value.amount) &&
      typeof value.price === 'number'
      ? { company: value.company, amount: value.amount, price: value.price }
      : null;
  } catch {
    return null;
  }
}

export function forgetOperation(kind: OperationKind): void {
  try {
    window.localStorage.removeItem(keys[kind]);
  } catch {
    // nothing to forget
  }
}
