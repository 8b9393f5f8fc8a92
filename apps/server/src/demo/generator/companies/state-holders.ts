import type { ShareholderType } from '@sahm/contracts/company';

/**
 * Major holders that are public knowledge: the state's holdings in the largest listed companies
 * and the parent companies of listed subsidiaries. Stakes are close to the published figures,
 * rounded; the dates around them are the demo's.
 */
export type KnownHolder = { key: string; name_ar: string; name_en: string; type: ShareholderType; percent: number };

const PIF = { key: 'PIF', name_ar: 'صندوق الاستثمارات العامة', name_en: 'Public Investment Fund', type: 'GOVERNMENT' } as const;
const GOVERNMENT = {
  key: 'KSA',
  name_ar: 'حكومة المملكة العربية السعودية',
  name_en: 'Government of Saudi Arabia',
  type: 'GOVERNMENT',
} as const;
const ARAMCO = {
  key: 'Aramco',
  name_ar: 'شركة الزيت العربية السعودية (أرامكو السعودية)',
  name_en: 'Saudi Arabian Oil Company (Saudi Aramco)',
  type: 'COMPANY',
} as const;
const SABIC = {
  key: 'SABIC',
  name_ar: 'الشركة السعودية للصناعات الأساسية (سابك)',
  name_en: 'Saudi Basic Industries Corporation (SABIC)',
  type: 'COMPANY',
} as const;

export const KNOWN_HOLDERS: Readonly<Record<string, readonly KnownHolder[]>> = {
  '2222': [
    { ...GOVERNMENT, percent: 81.48 },
    { ...PIF, percent: 16 },
  ],
  '2010': [{ ...ARAMCO, percent: 70 }],
  '2020': [{ ...SABIC, percent: 50.1 }],
  '7010': [{ ...PIF, percent: 62 }],
  '1211': [{ ...PIF, percent: 67.18 }],
  '5110': [
    { ...PIF, percent: 74.31 },
    { ...ARAMCO, percent: 6.93 },
  ],
  '1180': [{ ...PIF, percent: 37.17 }],
  '1111': [{ ...PIF, percent: 70 }],
  '2082': [{ ...PIF, percent: 44.11 }],
};
