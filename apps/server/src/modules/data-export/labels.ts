import type { Locale } from '@sahm/contracts/common';

type Labels = Record<string, Record<Locale, string>>;

/** The words of the exported columns' coded values (the web's own labels, in the file's language). */
export const codeLabels = {
  ledger: {
    BUYING: { en: 'Buy', ar: 'شراء' },
    SELLING: { en: 'Sell', ar: 'بيع' },
    BUY: { en: 'Buy', ar: 'شراء' },
    SELL: { en: 'Sell', ar: 'بيع' },
    EDIT: { en: 'Cash edit', ar: 'تعديل النقد' },
    DIVIDEND: { en: 'Dividend', ar: 'توزيع أرباح' },
    BONUS_SHARES: { en: 'Bonus shares', ar: 'أسهم منحة' },
    STOCK_SPLIT: { en: 'Stock split', ar: 'تجزئة أسهم' },
    CAPITAL_REDUCTION: { en: 'Capital reduction', ar: 'تخفيض رأس المال' },
  },
  newsType: { NEWS: { en: 'News', ar: 'خبر' }, EVENT: { en: 'Event', ar: 'حدث' } },
  newsCategory: {
    COMPANY: { en: 'Company announcement', ar: 'إعلان شركة' },
    MARKET: { en: 'Market announcement', ar: 'إعلان السوق' },
    FINANCIAL_ADVISOR: { en: 'Financial advisor', ar: 'مستشار مالي' },
  },
  yesNo: { yes: { en: 'Yes', ar: 'نعم' }, no: { en: 'No', ar: 'لا' } },
} satisfies Record<string, Labels>;

/** A code's word, or the code itself if a new one has no word yet. */
export const label = (labels: Labels, lang: Locale, code: string): string => labels[code]?.[lang] ?? code;

/** Headers used by several tables. */
export const headers = {
  symbol: { en: 'Symbol', ar: 'الرمز' },
  company: { en: 'Company', ar: 'الشركة' },
  shares: { en: 'Shares', ar: 'الأسهم' },
  recorded: { en: 'Recorded (Riyadh time)', ar: 'وقت التسجيل (توقيت الرياض)' },
  amountPerShare: { en: 'Amount per share (SAR)', ar: 'المبلغ للسهم (ريال)' },
} satisfies Labels;
