/** What the success dialog says after a purchase or a sale, remembered locally across the redirect (spec §4). */
export type LastOperation = { company: string; amount: number; price: number };

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
    return typeof value.company === 'string' && typeof value.amount === 'number' && typeof value.price === 'number'
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
