/** What /payment/completed does with the status the provider sent back (spec §2, §4). */
export type CompletedOutcome = 'verify-paid' | 'failed' | 'redirect';

export function completedOutcomeOf(status: string | null, id: string | null): CompletedOutcome {
  if (!id) return 'redirect';
  if (status === 'paid') return 'verify-paid';
  if (status === 'failed') return 'failed';
  return 'redirect';
}
