import type { Db } from '../../db/client.ts';
import { purgeQuotes } from './queries.ts';
import type { PaymentService } from './service.ts';

/** Quotes are kept this long after they expire (a payment being settled keeps its quote longer). */
const QUOTE_KEEP_MS = 7 * 86_400_000;

/** The periodic payment job: completes paid payments left without their plan, then drops old quotes. */
export async function paymentHousekeeping(db: Db, service: PaymentService, now = new Date()): Promise<{ repaired: number }> {
  const repaired = await service.reconcile(now);
  await purgeQuotes(db, new Date(now.getTime() - QUOTE_KEEP_MS));
  return { repaired };
}
