import { SAR_TEXT } from '@sahm/contracts/money';

/** One company of an operation: its shares, the price per share and the amount (SAR strings, "1234.50"). */
export type OperationLine = { company: string; shares: number; price: string; amount: string };
/** What the success dialog says after a purchase or a sale (spec §4): each company on its own line, and the total. */
export type LastOperation = { total: string; lines: OperationLine[] };

const keys = { buy: 'portfolio-buy-success', sell: 'portfolio-sell-success' } as const;
export type OperationKind = keyof typeof keys;

/** Remembered locally across the redirect back to the portfolio. */
export function rememberOperation(kind: OperationKind, operation: LastOperation): void {
  try {
    window.localStorage.setItem(keys[kind], JSON.stringify(operation));
  } catch {
    // storage unavailable: the dialog shows without figures
  }
}

const isLine = (value: unknown): value is OperationLine => {
  const line = value as Partial<OperationLine> | null;
  return (
    typeof line?.company === 'string' &&
    Number.isSafeInteger(line.shares) &&
    typeof line.price === 'string' &&
    SAR_TEXT.test(line.price) &&
    typeof line.amount === 'string' &&
    SAR_TEXT.test(line.amount)
  );
};

export function readOperation(kind: OperationKind): LastOperation | null {
  try {
    const raw = window.localStorage.getItem(keys[kind]);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<LastOperation>;
    return typeof value.total === 'string' &&
      SAR_TEXT.test(value.total) &&
      Array.isArray(value.lines) &&
      value.lines.length > 0 &&
      value.lines.every(isLine)
      ? { total: value.total, lines: value.lines }
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
