import type { MarketKind } from '../domain/market-kind.ts';

export type MarketDef = {
  code: string;
  kind: MarketKind;
  name_ar: string;
  name_en: string;
  index_name_ar: string;
  index_name_en: string;
  color: string;
  price_limit: string;
};

/** The exchange's two equity markets and their headline indices. */
export const marketDefs: MarketDef[] = [
  {
    code: 'TASI',
    kind: 'main',
    name_ar: 'السوق الرئيسية',
    name_en: 'Main Market',
    index_name_ar: 'تاسي',
    index_name_en: 'TASI',
    color: '#0503A3',
    price_limit: '0.10',
  },
  {
    code: 'NOMUC',
    kind: 'nomu',
    name_ar: 'نمو - السوق الموازية',
    name_en: 'Nomu - Parallel Market',
    index_name_ar: 'مؤشر نمو حد أعلى',
    index_name_en: 'NOMUC',
    color: '#0F9D7A',
    price_limit: '0.30',
  },
];
