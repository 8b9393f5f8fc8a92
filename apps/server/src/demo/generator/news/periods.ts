import type { DividendPeriod } from '@sahm/contracts/company';

/** A dividend's period in words: "for the first half of 2025" / "عن النصف الأول من عام 2025". */
export function dividendPeriodText(period: DividendPeriod, year: number): { en: string; ar: string } {
  const names: Record<DividendPeriod, { en: string; ar: string }> = {
    Q1: { en: 'the first quarter of', ar: 'الربع الأول من عام' },
    Q2: { en: 'the second quarter of', ar: 'الربع الثاني من عام' },
    Q3: { en: 'the third quarter of', ar: 'الربع الثالث من عام' },
    Q4: { en: 'the fourth quarter of', ar: 'الربع الرابع من عام' },
    H1: { en: 'the first half of', ar: 'النصف الأول من عام' },
    H2: { en: 'the second half of', ar: 'النصف الثاني من عام' },
    ANNUAL: { en: 'the financial year', ar: 'العام المالي' },
  };
  const n = names[period];
  return { en: `for ${n.en} ${year}`, ar: `عن ${n.ar} ${year}` };
}
