/**
 * What the checkout chose, kept in session storage while the browser is away on the
 * payment page, so the completed page can report it and a retry can come back to it.
 */
export type PendingCheckout = { package_price_guid: string; promo_code_guid: string | null };

const KEY = 'sahm-pending-checkout';

export function savePendingCheckout(value: PendingCheckout): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(value));
  } catch {
    // Storage unavailable (private mode): the completed page falls back to the query.
  }
}

export function readPendingCheckout(): PendingCheckout | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<PendingCheckout>;
    return typeof parsed.package_price_guid === 'string'
      ? { package_price_guid: parsed.package_price_guid, promo_code_guid: parsed.promo_code_guid ?? null }
      : null;
  } catch {
    return null;
  }
}
