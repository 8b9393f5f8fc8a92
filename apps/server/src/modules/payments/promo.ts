import type { Db } from '../../db/client.ts';
import { messages } from './messages.ts';
import { findPromo, promoUses, type PromoRow } from './queries.ts';

export type { PromoRow };

/**
 * A code the user may use now: known, within its dates, under its total and per-user limits.
 * A code for another billing period is refused with the spec's message naming the code.
 */
export async function usablePromo(
  db: Db,
  opts: { code?: string; id?: string; userId: string; period?: string; now?: Date },
): Promise<PromoRow> {
  const promo = await findPromo(db, opts.id ? { id: opts.id } : { code: opts.code ?? '' });
  if (!promo) throw messages.error(404, 'promoNotFound', {}, { field: 'code' });
  const now = opts.now ?? new Date();
  if (promo.valid_from > now || (promo.valid_to && promo.valid_to <= now))
    throw messages.error(400, 'promoExpired', { code: promo.code }, { field: 'code' });
  const uses = await promoUses(db, promo.id, opts.userId);
  if ((promo.max_uses !== null && uses.total >= promo.max_uses) || uses.mine >= promo.max_uses_per_user) {
    throw messages.error(400, 'promoUsedUp', { code: promo.code }, { field: 'code' });
  }
  if (opts.period && opts.period !== promo.billing_period)
    throw messages.error(400, 'promoPeriodMismatch', { code: promo.code }, { field: 'code', billing_period: promo.billing_period });
  return promo;
}
