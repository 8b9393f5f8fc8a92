/**
 * The unused value of a paid period, in whole halalas (rounded down: the customer is never
 * credited more than they paid for the time left).
 */
export function remainingCredit(amountPaid: number, startedAt: Date, endedAt: Date | null, now: Date): number {
  if (!endedAt || amountPaid <= 0) return 0;
  const total = endedAt.getTime() - startedAt.getTime();
  const left = Math.min(total, Math.max(0, endedAt.getTime() - now.getTime()));
  if (total <= 0) return 0;
  // BigInt keeps amount × milliseconds exact however large the amount.
  return Number((BigInt(amountPaid) * BigInt(left)) / BigInt(total));
}

/** Whole days left, counting a started day as one; 0 for open-ended or ended periods. */
export function remainingDays(endedAt: Date | null, now: Date): number {
  if (!endedAt) return 0;
  return Math.max(0, Math.ceil((endedAt.getTime() - now.getTime()) / 86_400_000));
}
