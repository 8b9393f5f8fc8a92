import type { Lookups } from '@sahm/contracts/users';

/** The registration lists with both labels; the identifiers are what the API stores and accepts. */
export const lookups: Lookups = {
  age: [
    { identifier: 'AGE_18_30', name_ar: 'من 18 إلى 30', name_en: '18 - 30' },
    { identifier: 'AGE_31_45', name_ar: 'من 31 إلى 45', name_en: '31 - 45' },
    { identifier: 'AGE_OVER_45', name_ar: 'أكبر من 45', name_en: 'Older than 45' },
    { identifier: 'PREFER_NOT_TO_ANSWER', name_ar: 'أفضل عدم الإجابة', name_en: 'I prefer not to answer' },
  ],
  investment_experience: [
    { identifier: 'LOW', name_ar: 'منخفضة', name_en: 'Low' },
    { identifier: 'MEDIUM', name_ar: 'متوسطة', name_en: 'Medium' },
    { identifier: 'HIGH', name_ar: 'عالية', name_en: 'High' },
    { identifier: 'FINANCE_SPECIALIST', name_ar: 'متخصص في المالية', name_en: 'Finance specialist' },
    { identifier: 'PREFER_NOT_TO_ANSWER', name_ar: 'أفضل عدم الإجابة', name_en: 'I prefer not to answer' },
  ],
  annual_investment: [
    { identifier: 'FROM_1K_TO_20K', name_ar: 'من 1 ألف إلى 20 ألف ريال', name_en: 'SAR 1K - 20K' },
    { identifier: 'FROM_20K_TO_50K', name_ar: 'من 20 ألف إلى 50 ألف ريال', name_en: 'SAR 20K - 50K' },
    { identifier: 'MORE_THAN_50K', name_ar: 'أكثر من 50 ألف ريال', name_en: 'More than SAR 50K' },
  ],
};
