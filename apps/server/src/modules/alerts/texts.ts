import type { Locale } from '@sahm/contracts/common';
import type { ShariahProvider } from '@sahm/contracts/company';
import { shariahProviderNames } from '../companies/index.ts';
import type { StockName } from './queries.ts';

/** What fired, in words: both languages are written at the moment of firing, with that moment's figures. */
export type NoticeText = { titleAr: string; titleEn: string; bodyAr: string; bodyEn: string; link: string };

/** The facts a notification states; hundredths as the evaluator keeps them. */
export type FiredFacts =
  | { kind: 'price_above' | 'price_below'; stockId: string; threshold: number; price: number }
  | { kind: 'change_up' | 'change_down'; stockId: string; threshold: number; change: number }
  | { kind: 'volume_spike'; stockId: string; threshold: number; ratio: number }
  | { kind: 'announcement'; stockId: string; announcementId: string; title: { ar: string; en: string } }
  | { kind: 'dividend'; stockId: string; amount: string; year: number; period: string; dueDate: string }
  | { kind: 'shariah_change'; stockId: string; provider: ShariahProvider; status: string }
  | { kind: 'portfolio_move'; portfolioName: string; threshold: number; change: number };

/** The §3 statuses in words; a provider's unknown value is shown as it came. */
const statusNames: Record<string, { ar: string; en: string }> = {
  COMPLIANT: { ar: 'متوافق', en: 'compliant' },
  NON_COMPLIANT: { ar: 'غير متوافق', en: 'not compliant' },
  NON_COMPLIANT_ACTIVITY: { ar: 'نشاط غير متوافق', en: 'non-compliant activity' },
  MIXED: { ar: 'مختلط', en: 'mixed' },
};

const stockLink = (stockId: string, tab?: string) => `/dashboard/market/all-stocks/${stockId}${tab ? `/${tab}` : ''}`;
/** Hundredths as a decimal with two places (never through a binary fraction). */
export function hundredths(n: number): string {
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
const signed = (n: number) => (n > 0 ? `+${hundredths(n)}` : hundredths(n));

type Both = { ar: string; en: string };
const both = (ar: string, en: string): Both => ({ ar, en });

function words(f: FiredFacts, name: (l: Locale) => string): { title: Both; body: Both; link: string } {
  switch (f.kind) {
    case 'price_above':
    case 'price_below': {
      const up = f.kind === 'price_above';
      return {
        title: both(
          `${name('ar')}: السعر ${up ? 'فوق' : 'دون'} ${hundredths(f.threshold)} ريال`,
          `${name('en')}: price ${up ? 'above' : 'below'} SAR ${hundredths(f.threshold)}`,
        ),
        body: both(`بلغ السعر ${hundredths(f.price)} ريال.`, `The price reached SAR ${hundredths(f.price)}.`),
        link: stockLink(f.stockId),
      };
    }
    case 'change_up':
    case 'change_down': {
      const up = f.kind === 'change_up';
      return {
        title: both(
          `${name('ar')}: ${up ? 'ارتفاع' : 'انخفاض'} يومي ${hundredths(f.threshold)}٪ أو أكثر`,
          `${name('en')}: ${up ? 'up' : 'down'} ${hundredths(f.threshold)}% or more today`,
        ),
        body: both(`التغير اليومي الآن ${signed(f.change)}٪.`, `Today's change is now ${signed(f.change)}%.`),
        link: stockLink(f.stockId),
      };
    }
    case 'volume_spike':
      return {
        title: both(`${name('ar')}: حجم تداول غير معتاد`, `${name('en')}: unusual trading volume`),
        body: both(
          `بلغ حجم التداول اليوم ${hundredths(f.ratio)} ضعف متوسط آخر 20 جلسة (التنبيه عند ${hundredths(f.threshold)} ضعف).`,
          `Today's volume is ${hundredths(f.ratio)}× the average of the last 20 sessions (alert at ${hundredths(f.threshold)}×).`,
        ),
        link: stockLink(f.stockId),
      };
    case 'announcement':
      return {
        title: both(`${name('ar')}: إعلان جديد`, `${name('en')}: new announcement`),
        body: both(f.title.ar, f.title.en),
        link: `/dashboard/news/${f.announcementId}`,
      };
    case 'dividend': {
      // Stored with four decimals; written as the company announced it (1.25, 0.3125).
      const amount = f.amount.replace(/(\.\d\d\d*?)0+$/, '$1');
      return {
        title: both(`${name('ar')}: توزيع أرباح`, `${name('en')}: dividend announced`),
        body: both(
          `${amount} ريال للسهم عن ${f.period} ${f.year}، الأحقية في ${f.dueDate}.`,
          `SAR ${amount} per share for ${f.period} ${f.year}, eligibility on ${f.dueDate}.`,
        ),
        link: stockLink(f.stockId, 'dividends'),
      };
    }
    case 'shariah_change':
      return {
        title: both(`${name('ar')}: تغيّر التصنيف الشرعي`, `${name('en')}: Shariah status changed`),
        body: both(
          `صنّف ${shariahProviderNames[f.provider].ar} السهم: ${statusNames[f.status]?.ar ?? f.status}.`,
          `${shariahProviderNames[f.provider].en} now classifies it: ${statusNames[f.status]?.en ?? f.status}.`,
        ),
        link: stockLink(f.stockId, 'shariah'),
      };
    case 'portfolio_move':
      return {
        title: both(
          `محفظة ${f.portfolioName}: تحرك يومي ${hundredths(f.threshold)}٪ أو أكثر`,
          `${f.portfolioName}: moved ${hundredths(f.threshold)}% or more today`,
        ),
        body: both(`تغيّر قيمة الأسهم اليوم ${signed(f.change)}٪.`, `The holdings' value changed ${signed(f.change)}% today.`),
        link: '/dashboard/my-stocks',
      };
  }
}

export function noticeText(f: FiredFacts, stock: StockName | undefined): NoticeText {
  const name = (l: Locale) => (stock ? `${l === 'ar' ? stock.ar : stock.en} (${stock.symbolCode})` : '');
  const w = words(f, name);
  return { titleAr: w.title.ar, titleEn: w.title.en, bodyAr: w.body.ar, bodyEn: w.body.en, link: w.link };
}
