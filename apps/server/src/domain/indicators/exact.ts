/**
 * Exact fractions for indicator formulas. Statement figures are whole thousands of SAR and share
 * counts whole shares, so every indicator is a ratio of sums of whole numbers: kept as a fraction of
 * big integers, it is rounded once, when written out, and never passes through binary floating
 * point. `null` stands for "no meaning" (a missing figure, a division by zero) and carries through
 * every operation, so a formula needs no checks of its own.
 */

export type Exact = { readonly n: bigint; readonly d: bigint };
export type Maybe = Exact | null;

export const whole = (v: number): Exact => ({ n: BigInt(v), d: 1n });

/** A decimal written as text ("32.45", "-0.5"), exactly. */
export function parseDecimal(text: string): Exact {
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!m) throw new Error(`not a decimal: ${text}`);
  const fraction = m[3] ?? '';
  const n = BigInt(`${m[2]}${fraction}`);
  return { n: m[1] ? -n : n, d: 10n ** BigInt(fraction.length) };
}

export function add(...xs: readonly Maybe[]): Maybe {
  let out: Exact = { n: 0n, d: 1n };
  for (const x of xs) {
    if (!x) return null;
    out = x.d === out.d ? { n: out.n + x.n, d: out.d } : { n: out.n * x.d + x.n * out.d, d: out.d * x.d };
  }
  return out;
}

export const neg = (x: Maybe): Maybe => x && { n: -x.n, d: x.d };

export const sub = (a: Maybe, b: Maybe): Maybe => add(a, neg(b));

export function mul(...xs: readonly Maybe[]): Maybe {
  let out: Exact = { n: 1n, d: 1n };
  for (const x of xs) {
    if (!x) return null;
    out = { n: out.n * x.n, d: out.d * x.d };
  }
  return out;
}

/** a ÷ b; null when b is zero. */
export function div(a: Maybe, b: Maybe): Maybe {
  if (!a || !b || b.n === 0n) return null;
  const sign = b.n < 0n ? -1n : 1n;
  return { n: sign * a.n * b.d, d: sign * a.d * b.n };
}

/**
 * a ÷ b where only a positive b makes sense: a P/E over a loss, a return on negative equity or a
 * growth rate from a negative base would read as the opposite of what happened, so they are null.
 */
export const divPositive = (a: Maybe, b: Maybe): Maybe => (b && b.n > 0n ? div(a, b) : null);

export const sign = (x: Exact): -1 | 0 | 1 => (x.n === 0n ? 0 : x.n > 0n ? 1 : -1);

/** Written with `places` decimals, rounded half away from zero. */
export function toDecimal(x: Maybe, places: number): string | null {
  if (!x) return null;
  const scaled = x.n * 10n ** BigInt(places);
  const negative = scaled < 0n;
  const abs = negative ? -scaled : scaled;
  let q = abs / x.d;
  if (2n * (abs % x.d) >= x.d) q += 1n;
  const digits = q.toString().padStart(places + 1, '0');
  const int = digits.slice(0, digits.length - places);
  const text = places ? `${int}.${digits.slice(-places)}` : int;
  return negative && q !== 0n ? `-${text}` : text;
}
