import type { Plan } from '@sahm/contracts/identity';
import { planPermissions, type Permission } from '@sahm/contracts/permissions';
import type { BillingPeriod } from '@sahm/contracts/plans';

type Feature = [en: string, ar: string, included: boolean];
export type CatalogueEntry = {
  slug: Plan | 'CORPORATE';
  name: [en: string, ar: string];
  description: [en: string, ar: string];
  contactEmail: string | null;
  /** SAR with two decimals. */
  prices: Partial<Record<BillingPeriod, string>>;
  features: Feature[];
  permissions: readonly Permission[];
};

const prices = 'Near-real-time prices (delayed up to 15 minutes)';
const pricesAr = 'أسعار شبه لحظية (متأخرة حتى 15 دقيقة)';
const news = ['News, events and market announcements', 'الأخبار والأحداث وإعلانات السوق'] as const;

/**
 * The packages as first loaded into a database (later edits by an administrator are kept). The
 * permissions follow the advertised tiers; see the README for the table.
 */
export const catalogue: CatalogueEntry[] = [
  {
    slug: 'BASIC',
    name: ['Basic', 'الأساسية'],
    description: ['Follow the market for free', 'تابع السوق مجانًا'],
    contactEmail: null,
    prices: { MONTHLY: '0.00', YEARLY: '0.00' },
    features: [
      [prices, pricesAr, true],
      [...news, true],
      ['Virtual portfolio with 2 stocks', 'محفظة افتراضية بسهمين', true],
      ['Financial statements', 'القوائم المالية', false],
      ['Stock screener', 'أداة الفلترة', false],
      ['Analyst recommendations', 'توصيات المحللين', false],
      ['Compare companies and sectors', 'مقارنة الشركات والقطاعات', false],
      ['Multiple portfolios', 'محافظ متعددة', false],
    ],
    permissions: planPermissions.BASIC,
  },
  {
    slug: 'ADVANCE',
    name: ['Advanced', 'المتقدمة'],
    description: ['Statements, the screener and analysts’ views', 'القوائم المالية وأداة الفلترة وتوصيات المحللين'],
    contactEmail: null,
    prices: { MONTHLY: '79.00', YEARLY: '790.00' },
    features: [
      [prices, pricesAr, true],
      [...news, true],
      ['Virtual portfolio with up to 15 stocks', 'محفظة افتراضية حتى 15 سهمًا', true],
      ['Financial statements', 'القوائم المالية', true],
      ['Stock screener', 'أداة الفلترة', true],
      ['Analyst recommendations', 'توصيات المحللين', true],
      ['Compare companies and sectors', 'مقارنة الشركات والقطاعات', false],
      ['Multiple portfolios', 'محافظ متعددة', false],
    ],
    permissions: planPermissions.ADVANCE,
  },
  {
    slug: 'PROFESSIONAL',
    name: ['Professional', 'الاحترافية'],
    description: ['Everything, with unlimited stocks', 'كل المزايا مع عدد غير محدود من الأسهم'],
    contactEmail: null,
    // NO_PERIOD is the free trial every new account starts with.
    prices: { MONTHLY: '149.00', YEARLY: '1490.00', NO_PERIOD: '0.00' },
    features: [
      [prices, pricesAr, true],
      [...news, true],
      ['Unlimited stocks in your portfolios', 'عدد غير محدود من الأسهم في محافظك', true],
      ['Financial statements', 'القوائم المالية', true],
      ['Stock screener', 'أداة الفلترة', true],
      ['Analyst recommendations', 'توصيات المحللين', true],
      ['Compare companies and sectors', 'مقارنة الشركات والقطاعات', true],
      ['Multiple portfolios', 'محافظ متعددة', true],
    ],
    permissions: planPermissions.PROFESSIONAL,
  },
  {
    slug: 'CORPORATE',
    name: ['Corporate', 'الشركات'],
    description: ['Data API access for businesses; contact us', 'وصول إلى البيانات عبر واجهة برمجية للشركات؛ تواصل معنا'],
    contactEmail: 'sales@sahm.example',
    prices: {},
    features: [
      ['Everything in Professional', 'كل مزايا الباقة الاحترافية', true],
      ['Market data API access', 'الوصول إلى بيانات السوق عبر واجهة برمجية', true],
      ['Licences for your team', 'تراخيص لفريقك', true],
    ],
    permissions: planPermissions.PROFESSIONAL,
  },
];

export const trialDays = 3;
