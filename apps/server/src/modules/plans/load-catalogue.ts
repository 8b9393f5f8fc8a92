import type { Queryable } from '../../db/client.ts';
import { stableId } from '../../db/stable-id.ts';
import { catalogue } from './catalogue.ts';

export const packageId = (slug: string) => stableId('package', slug);
export const priceId = (slug: string, period: string) => stableId('package-price', `${slug}:${period}`);

/**
 * Loads the packages into a database that lacks them. Existing rows are left as they are, so an
 * administrator's later changes to prices, features or permissions survive restarts.
 */
export async function loadCatalogue(db: Queryable): Promise<void> {
  for (const [i, p] of catalogue.entries()) {
    const id = packageId(p.slug);
    const created = await db.query(
      `INSERT INTO packages (id, slug, name_ar, name_en, description_ar, description_en, contact_email, sort_order)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (slug) DO NOTHING RETURNING id`,
      [id, p.slug, p.name[1], p.name[0], p.description[1], p.description[0], p.contactEmail, i],
    );
    if (!created.length) continue;
    for (const [period, price] of Object.entries(p.prices)) {
      await db.query(`INSERT INTO package_prices (id, package_id, period, price) VALUES ($1, $2, $3, $4)`, [
        priceId(p.slug, period),
        id,
        period,
        price,
      ]);
    }
    for (const [order, [en, ar, included]] of p.features.entries()) {
      await db.query(`INSERT INTO package_features (package_id, sort_order, name_ar, name_en, is_included) VALUES ($1, $2, $3, $4, $5)`, [
        id,
        order + 1,
        ar,
        en,
        included,
      ]);
    }
    for (const permission of p.permissions) {
      await db.query(`INSERT INTO package_permissions (package_id, permission) VALUES ($1, $2)`, [id, permission]);
    }
  }
}
