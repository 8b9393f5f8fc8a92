import type { Queryable } from '../../db/client.ts';
import { ApiError } from '../../platform/errors.ts';

export type PromoRow = {
  id: string;
  code: string;
  unit: 'SAR' | 'PERCENTAGE';
  amount: string;
  billing_period: 'MONTHLY' | 'YEARLY';
  valid_from: Date | string;
  valid_to: Date | string | null;
  max_uses: number | null;
  max_uses_per_user: number;
};

const columns = `id, code, unit, amount::text AS amount, billing_period, valid_from, valid_to, max_uses, max_uses_per_user`;

/**
 * A code the user may use now: known, within its dates, under its total and per-user limits.
 * A code for another billing period is refused with the spec's message naming the code.
 */
export async function usablePromo(
  db: Queryable,
  opts: { code?: string; id?: string; userId: string; period?: string; now?: Date },
): Promise<PromoRow> {
  const rows = opts.id
    ? await db.query<PromoRow>(`SELECT ${columns} FROM promo_codes WHERE id = $1`, [opts.id])
    : await db.query<PromoRow>(`SELECT ${columns} FROM promo_codes WHERE upper(code) = upper($1)`, [opts.code ?? '']);
  const promo = rows[0];
  if (!promo) throw new ApiError(404, 'promoNotFound', {}, { field: 'code' });
  const now = opts.now ?? new Date();
  if (new Date(promo.valid_from) > now || (promo.valid_to && new Date(promo.valid_to) <= now))
    throw new ApiError(400, 'promoExpired', { code: promo.code }, { field: 'code' });
  const [uses] = await db.query<{ total: number; mine: number }>(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE user_id = $2)::int AS mine FROM promo_code_uses WHERE promo_code_id = $1`,
    [promo.id, opts.userId],
  );
  if ((promo.max_uses !== null && (uses?.total ?? 0) >= promo.max_uses) || (uses?.mine ?? 0) >= promo.max_uses_per_user) {
    throw new ApiError(400, 'promoUsedUp', { code: promo.code }, { field: 'code' });
  }
  if (opts.period && opts.period !== promo.billing_period)
    throw new ApiError(400, 'promoPeriodMismatch', { code: promo.code }, { field: 'code', billing_period: promo.billing_period });
  return promo;
}
