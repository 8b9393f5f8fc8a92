import { billingPeriods } from '@sahm/contracts/plans';
import type { Db } from '../../db/client.ts';
import { stableId } from '../../db/stable-id.ts';
import { catalogue } from './catalogue.ts';
import { insertPackage } from './queries.ts';

export const packageId = (slug: string) => stableId('package', slug);
export const priceId = (slug: string, period: string) => stableId('package-price', `${slug}:${period}`);

/**
 * Loads the packages into a database that lacks them. Existing rows are left as they are, so an
 * administrator's later changes to prices, features or permissions survive restarts.
 */
export async function loadCatalogue(db: Db): Promise<void> {
  for (const [i, p] of catalogue.entries()) {
    const id = packageId(p.slug);
    await insertPackage(
      db,
      {
        id,
        slug: p.slug,
        nameAr: p.name[1],
        nameEn: p.name[0],
        descriptionAr: p.description[1],
        descriptionEn: p.description[0],
        contactEmail: p.contactEmail,
        sortOrder: i,
      },
      billingPeriods.flatMap((period) => {
        const price = p.prices[period];
        return price === undefined ? [] : [{ id: priceId(p.slug, period), packageId: id, period, price }];
      }),
      p.features.map(([en, ar, included], order) => ({
        packageId: id,
        sortOrder: order + 1,
        nameAr: ar,
        nameEn: en,
        isIncluded: included,
      })),
      p.permissions.map((permission) => ({ packageId: id, permission })),
    );
  }
}
