import type { Rng } from '../random.ts';

/** Head-office cities, weighted roughly as listed companies are, with their telephone area codes. */
export type City = { ar: string; en: string; areaCode: number };

const CITIES: readonly (readonly [City, number])[] = [
  [{ ar: 'الرياض', en: 'Riyadh', areaCode: 11 }, 50],
  [{ ar: 'جدة', en: 'Jeddah', areaCode: 12 }, 15],
  [{ ar: 'الدمام', en: 'Dammam', areaCode: 13 }, 10],
  [{ ar: 'الخبر', en: 'Al Khobar', areaCode: 13 }, 6],
  [{ ar: 'الجبيل', en: 'Jubail', areaCode: 13 }, 4],
  [{ ar: 'مكة المكرمة', en: 'Makkah', areaCode: 12 }, 3],
  [{ ar: 'المدينة المنورة', en: 'Madinah', areaCode: 14 }, 3],
  [{ ar: 'بريدة', en: 'Buraidah', areaCode: 16 }, 3],
  [{ ar: 'أبها', en: 'Abha', areaCode: 17 }, 2],
  [{ ar: 'ينبع', en: 'Yanbu', areaCode: 14 }, 2],
  [{ ar: 'الطائف', en: 'Taif', areaCode: 12 }, 1],
  [{ ar: 'حائل', en: 'Hail', areaCode: 16 }, 1],
];

/** Head offices that are public knowledge. */
const KNOWN: Readonly<Record<string, City>> = {
  '2222': { ar: 'الظهران', en: 'Dhahran', areaCode: 13 },
};

export function headOffice(rng: Rng, code: string): City {
  let u = rng.float() * CITIES.reduce((s, [, w]) => s + w, 0);
  const drawn = CITIES.find(([, w]) => (u -= w) < 0)?.[0] ?? CITIES[0]![0];
  return KNOWN[code] ?? drawn;
}
