import type { CompanyRef } from '../types.ts';

/**
 * How a disclosure names its company in each language. Arabic disclosures open with the verb, in
 * the gender of the name's head noun: "تعلن شركة …" but "يعلن بنك …" and "يعلن صندوق …"; a name
 * without a head noun is introduced as a company. Funds speak to unitholders about units.
 */
export type Speaker = {
  en: string;
  /** The name as the subject of a sentence ("شركة …", "بنك الرياض"). */
  ar: string;
  /** "announces" in the subject's gender. */
  announces_ar: string;
  invites_ar: string;
  /** The possessive ending of "its" in the subject's gender (ـه / ـها). */
  its_ar: string;
  fund: boolean;
  holders_en: string;
  holders_ar: string;
  share_en: string;
  shares_en: string;
  share_ar: string;
  shares_ar: string;
  /** With the preposition li- joined as Arabic writes it: "للمساهمين", "للسهم". */
  to_holders_ar: string;
  per_share_ar: string;
  /** The name after the preposition li- ("لشركة …", "للبنك …"). */
  to_name_ar: string;
};

const MASCULINE = /^(ال)?(بنك|مصرف|صندوق)\s/;
const HEADED = /^(ال)?(شركة|مجموعة|بنك|مصرف|صندوق)\s/;

export function speakerOf(company: CompanyRef, fund: boolean): Speaker {
  const ar = HEADED.test(company.name_ar) ? company.name_ar : `شركة ${company.name_ar}`;
  const masculine = MASCULINE.test(ar);
  return {
    en: company.name_en,
    ar,
    announces_ar: masculine ? 'يعلن' : 'تعلن',
    invites_ar: masculine ? 'يدعو' : 'تدعو',
    its_ar: masculine ? 'ه' : 'ها',
    fund,
    holders_en: fund ? 'unitholders' : 'shareholders',
    holders_ar: fund ? 'مالكي الوحدات' : 'المساهمين',
    share_en: fund ? 'unit' : 'share',
    shares_en: fund ? 'units' : 'shares',
    share_ar: fund ? 'الوحدة' : 'السهم',
    shares_ar: fund ? 'الوحدات' : 'الأسهم',
    to_holders_ar: fund ? 'لمالكي الوحدات' : 'للمساهمين',
    per_share_ar: fund ? 'للوحدة' : 'للسهم',
    to_name_ar: ar.startsWith('ال') ? `لل${ar.slice(2)}` : `ل${ar}`,
  };
}
