import Decimal from 'decimal.js';

/** One session of a portfolio: its value at the close, and the value brought in (+) or taken out (−) since the previous close. */
export type SessionValue = { value: Decimal; flow: Decimal };

/**
 * The growth of 1 through each session with the user's flows taken out: the time-weighted index
 * (null before the portfolio first has something to grow). Its last level less 1 is the
 * time-weighted return.
 *
 * Each session's flow is taken as made at the start of that session, so the session's return is
 * value ÷ (previous value + flow). Why the start and not Modified Dietz's middle or the end: the
 * day's flows here are deposits before the close and buys at a price during the session, whose
 * shares are then valued at that close, so the money did spend the session invested; and a
 * portfolio that begins with a deposit (previous value zero) still has a first session to
 * measure, which a flow at the end would divide by zero. A session with nothing to grow (the
 * previous value and the flow sum to zero or less: all taken out) adds no return.
 *
 * When the chain starts at session i, the session before it is set to 1, so the index and a
 * benchmark can be rebased on the same close.
 */
export function timeWeightedIndex(sessions: readonly SessionValue[]): (Decimal | null)[] {
  const index: (Decimal | null)[] = sessions.map(() => null);
  let level: Decimal | null = sessions[0]?.value.gt(0) ? new Decimal(1) : null;
  index[0] = level;
  for (let i = 1; i < sessions.length; i++) {
    const base = sessions[i - 1]!.value.add(sessions[i]!.flow);
    if (base.gt(0)) {
      if (level === null) index[i - 1] = level = new Decimal(1);
      level = level.mul(sessions[i]!.value).div(base);
    }
    index[i] = level;
  }
  return index;
}

/** The first session the time-weighted index is defined on, or −1. */
export const indexStart = (index: readonly (Decimal | null)[]): number => index.findIndex((x) => x !== null);
