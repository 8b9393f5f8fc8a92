import type { BillingPeriod, Package, PackagePrice, Subscription } from '@sahm/contracts/plans';
import { realAddress } from '../../shared/config/placeholder.ts';

export type SellingPeriod = Extract<BillingPeriod, 'MONTHLY' | 'YEARLY'>;

/** What a package card offers (spec §4, package card states). */
export type CardState =
  | { kind: 'current'; price: PackagePrice }
  | { kind: 'default' }
  | { kind: 'contact'; email: string }
  | { kind: 'subscribe'; price: PackagePrice }
  | { kind: 'unavailable' };

/** Each package's monthly and yearly prices, where it has both. */
export function pricePairs(packages: readonly Package[]): { monthly: string; yearly: string }[] {
  return packages.flatMap((pkg) => {
    const monthly = priceFor(pkg, 'MONTHLY');
    const yearly = priceFor(pkg, 'YEARLY');
    return monthly && yearly ? [{ monthly: monthly.price, yearly: yearly.price }] : [];
  });
}

export function priceFor(pkg: Package, period: BillingPeriod): PackagePrice | undefined {
  return pkg.prices.find((price) => price.period === period);
}

export function cardStateOf(pkg: Package, period: SellingPeriod, subscription: Subscription | null | undefined): CardState {
  if (pkg.slug === 'BASIC') return { kind: 'default' };
  const price = priceFor(pkg, period);
  if (!price) {
    const email = realAddress(pkg.contact_email);
    return email ? { kind: 'contact', email } : { kind: 'unavailable' };
  }
  const held =
    subscription?.status === 'ACTIVE' &&
    (subscription.package_price.guid === price.guid ||
      (subscription.package_price.slug === pkg.slug && subscription.package_price.period === period));
  return held ? { kind: 'current', price } : { kind: 'subscribe', price };
}
