import type { MarketKind } from '../../../domain/market-kind.ts';
import { marketDefs } from '../../markets-data.ts';

/** The exchange as the author of market notices, and its markets by name. */
export const EXCHANGE = { en: 'Saudi Exchange', ar: 'تداول السعودية' };

export function marketName(kind: MarketKind): { en: string; ar: string } {
  const def = marketDefs.find((m) => m.kind === kind)!;
  return { en: def.name_en, ar: def.name_ar };
}
