import type { Database } from '../db/client.ts';
import { stableId } from '../db/stable-id.ts';

/** Discount codes to try checkout with; demo only, never in production. */
export const demoPromoCodes = [
  { code: 'SAHM20', unit: 'PERCENTAGE', amount: '20.00', period: 'YEARLY', maxUses: null, perUser: 1 },
  { code: 'WELCOME10', unit: 'SAR', amount: '10.00', period: 'MONTHLY', maxUses: 1000, perUser: 1 },
] as const;

export async function ensureDemoPromoCodes(database: Database): Promise<void> {
  for (const p of demoPromoCodes) {
    await database.query(
      `INSERT INTO promo_codes (id, code, unit, amount, billing_period, valid_from, valid_to, max_uses, max_uses_per_user)
       VALUES ($1, $2, $3, $4, $5, '2020-01-01', NULL, $6, $7) ON CONFLICT DO NOTHING`,
      [stableId('promo', p.code), p.code, p.unit, p.amount, p.period, p.maxUses, p.perUser],
    );
  }
}
