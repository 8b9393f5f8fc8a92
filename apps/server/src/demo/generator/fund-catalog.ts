/**
 * Saudi fund managers and fund categories the demo funds are built from. Names are the managers'
 * own (English and Arabic); fund names follow the market's usual "brand + category" pattern.
 */

export type FundManager = {
  en: string;
  ar: string;
  /** Brand used inside fund names ("Al Rajhi Saudi Equity Fund"). */
  brand_en: string;
  brand_ar: string;
};

export const FUND_MANAGERS: readonly FundManager[] = [
  { en: 'Al Rajhi Capital', ar: 'الراجحي المالية', brand_en: 'Al Rajhi', brand_ar: 'الراجحي' },
  { en: 'SNB Capital', ar: 'الأهلي المالية', brand_en: 'SNB Capital', brand_ar: 'الأهلي' },
  { en: 'Riyad Capital', ar: 'الرياض المالية', brand_en: 'Riyad', brand_ar: 'الرياض' },
  { en: 'Alinma Investment', ar: 'الإنماء للاستثمار', brand_en: 'Alinma', brand_ar: 'الإنماء' },
  { en: 'Jadwa Investment', ar: 'جدوى للاستثمار', brand_en: 'Jadwa', brand_ar: 'جدوى' },
  { en: 'Albilad Capital', ar: 'البلاد المالية', brand_en: 'Albilad', brand_ar: 'البلاد' },
  { en: 'Derayah Financial', ar: 'دراية المالية', brand_en: 'Derayah', brand_ar: 'دراية' },
  { en: 'SAB Invest', ar: 'ساب إنفست', brand_en: 'SAB Invest', brand_ar: 'ساب إنفست' },
  { en: 'Saudi Fransi Capital', ar: 'السعودي الفرنسي كابيتال', brand_en: 'Saudi Fransi', brand_ar: 'السعودي الفرنسي' },
  { en: 'Aljazira Capital', ar: 'الجزيرة كابيتال', brand_en: 'Aljazira', brand_ar: 'الجزيرة' },
  { en: 'Musharaka Capital', ar: 'مشاركة المالية', brand_en: 'Musharaka', brand_ar: 'مشاركة' },
  { en: 'Alistithmar Capital', ar: 'الاستثمار كابيتال', brand_en: 'Alistithmar Capital', brand_ar: 'الاستثمار كابيتال' },
  { en: 'Yaqeen Capital', ar: 'يقين كابيتال', brand_en: 'Yaqeen', brand_ar: 'يقين' },
  { en: 'Alkhabeer Capital', ar: 'الخبير المالية', brand_en: 'Alkhabeer', brand_ar: 'الخبير' },
  { en: 'Sedco Capital', ar: 'سدكو كابيتال', brand_en: 'Sedco Capital', brand_ar: 'سدكو كابيتال' },
];

/** How a category's NAV moves (see fund-nav.ts). */
export type NavModel =
  | { kind: 'equity'; beta: number; idioVol: number; alpha: number }
  | { kind: 'global'; beta: number; ownVol: number; drift: number }
  | { kind: 'money' }
  | { kind: 'income'; spread: number; vol: number };

export type FundCategory = {
  code: string;
  /** Completes "<brand> …" in English and "صندوق <brand> …" in Arabic. */
  name_en: string;
  name_ar: string;
  risk: 'LOW' | 'MEDIUM' | 'HIGH';
  /** Probability the fund is in USD rather than SAR. */
  usd: number;
  shariah: number;
  managementFee: readonly [number, number];
  subscriptionFee: readonly [number, number];
  minSubscription: readonly number[];
  /** Relative chance the category is picked: every house runs an equity and a Murabaha fund. */
  weight: number;
  /** Some equity funds value twice a week; cash funds always daily. */
  twiceWeekly: number;
  model: NavModel;
  objective_en: string;
  objective_ar: string;
};

const SAUDI_GROWTH_EN = 'long-term capital growth by investing in shares listed on the Saudi Exchange';
const SAUDI_GROWTH_AR = 'تحقيق نمو في رأس المال على المدى الطويل من خلال الاستثمار في الأسهم المدرجة في السوق المالية السعودية';

export const FUND_CATEGORIES: readonly FundCategory[] = [
  {
    code: 'saudi-equity',
    name_en: 'Saudi Equity Fund',
    name_ar: 'للأسهم السعودية',
    risk: 'HIGH',
    usd: 0,
    shariah: 0.85,
    managementFee: [1.5, 2],
    subscriptionFee: [0, 2],
    minSubscription: [1_000, 5_000, 10_000],
    weight: 3,
    twiceWeekly: 0.2,
    model: { kind: 'equity', beta: 0.95, idioVol: 0.0035, alpha: 0.01 },
    objective_en: `To achieve ${SAUDI_GROWTH_EN}.`,
    objective_ar: `${SAUDI_GROWTH_AR}.`,
  },
  {
    code: 'saudi-equity-income',
    name_en: 'Saudi Equity Income Fund',
    name_ar: 'للدخل من الأسهم السعودية',
    risk: 'HIGH',
    usd: 0,
    shariah: 0.85,
    managementFee: [1.5, 1.85],
    subscriptionFee: [0, 2],
    minSubscription: [5_000, 10_000],
    weight: 1,
    twiceWeekly: 0.3,
    model: { kind: 'equity', beta: 0.8, idioVol: 0.003, alpha: 0.015 },
    objective_en: 'To provide regular income and moderate capital growth from dividend-paying Saudi listed shares.',
    objective_ar: 'توفير دخل دوري ونمو معتدل في رأس المال من خلال الاستثمار في الأسهم السعودية المدرجة الموزعة للأرباح.',
  },
  {
    code: 'saudi-small-mid-cap',
    name_en: 'Saudi Small and Mid Cap Equity Fund',
    name_ar: 'لأسهم الشركات السعودية الصغيرة والمتوسطة',
    risk: 'HIGH',
    usd: 0,
    shariah: 0.9,
    managementFee: [1.75, 2],
    subscriptionFee: [0, 2],
    minSubscription: [5_000, 10_000],
    weight: 1,
    twiceWeekly: 0.3,
    model: { kind: 'equity', beta: 1.1, idioVol: 0.005, alpha: 0.02 },
    objective_en: 'To achieve capital growth by investing in small and medium-sized companies listed on the Saudi Exchange.',
    objective_ar: 'تحقيق نمو في رأس المال من خلال الاستثمار في أسهم الشركات الصغيرة والمتوسطة المدرجة في السوق المالية السعودية.',
  },
  {
    code: 'gcc-equity',
    name_en: 'GCC Equity Fund',
    name_ar: 'لأسهم دول الخليج',
    risk: 'HIGH',
    usd: 0.2,
    shariah: 0.85,
    managementFee: [1.5, 2],
    subscriptionFee: [0, 2],
    minSubscription: [5_000, 10_000],
    weight: 1,
    twiceWeekly: 0.3,
    model: { kind: 'equity', beta: 0.65, idioVol: 0.004, alpha: 0.01 },
    objective_en: 'To achieve long-term capital growth by investing in shares listed on the stock markets of the GCC countries.',
    objective_ar: 'تحقيق نمو في رأس المال على المدى الطويل من خلال الاستثمار في الأسهم المدرجة في أسواق دول مجلس التعاون الخليجي.',
  },
  {
    code: 'islamic-index',
    name_en: 'Saudi Islamic Index Fund',
    name_ar: 'لمؤشر الأسهم السعودية المتوافقة مع الشريعة',
    risk: 'HIGH',
    usd: 0,
    shariah: 1,
    managementFee: [0.5, 0.8],
    subscriptionFee: [0, 1],
    minSubscription: [1_000, 2_000],
    weight: 0.8,
    twiceWeekly: 0,
    model: { kind: 'equity', beta: 1, idioVol: 0.0012, alpha: 0 },
    objective_en: 'To track the performance of a Shariah-compliant index of Saudi listed shares at low cost.',
    objective_ar: 'مواكبة أداء مؤشر للأسهم السعودية المتوافقة مع الضوابط الشرعية بتكلفة منخفضة.',
  },
  {
    code: 'saudi-ipo',
    name_en: 'Saudi IPO Fund',
    name_ar: 'للطروحات الأولية',
    risk: 'HIGH',
    usd: 0,
    shariah: 0.9,
    managementFee: [1.5, 2],
    subscriptionFee: [0, 2],
    minSubscription: [5_000, 10_000],
    weight: 0.7,
    twiceWeekly: 0.4,
    model: { kind: 'equity', beta: 1, idioVol: 0.004, alpha: 0.02 },
    objective_en: 'To achieve capital growth by investing in initial public offerings and recently listed Saudi companies.',
    objective_ar: 'تحقيق نمو في رأس المال من خلال الاستثمار في الطروحات الأولية وأسهم الشركات السعودية المدرجة حديثاً.',
  },
  {
    code: 'global-equity',
    name_en: 'Global Equity Fund',
    name_ar: 'للأسهم العالمية',
    risk: 'HIGH',
    usd: 0.7,
    shariah: 0.7,
    managementFee: [1, 1.75],
    subscriptionFee: [0, 2],
    minSubscription: [2_000, 5_000, 10_000],
    weight: 0.9,
    twiceWeekly: 0.3,
    model: { kind: 'global', beta: 0.15, ownVol: 0.009, drift: 0.08 },
    objective_en: 'To achieve long-term capital growth by investing in shares listed on international stock markets.',
    objective_ar: 'تحقيق نمو في رأس المال على المدى الطويل من خلال الاستثمار في الأسهم المدرجة في الأسواق العالمية.',
  },
  {
    code: 'murabaha-sar',
    name_en: 'Saudi Riyal Murabaha Fund',
    name_ar: 'للمرابحة بالريال السعودي',
    risk: 'LOW',
    usd: 0,
    shariah: 1,
    managementFee: [0.25, 0.75],
    subscriptionFee: [0, 0],
    minSubscription: [1_000, 5_000],
    weight: 3,
    twiceWeekly: 0,
    model: { kind: 'money' },
    objective_en: 'To preserve capital and provide liquidity with a return in line with short-term Saudi riyal Murabaha rates.',
    objective_ar: 'المحافظة على رأس المال وتوفير السيولة مع تحقيق عائد يتماشى مع عوائد المرابحة قصيرة الأجل بالريال السعودي.',
  },
  {
    code: 'murabaha-usd',
    name_en: 'US Dollar Murabaha Fund',
    name_ar: 'للمرابحة بالدولار الأمريكي',
    risk: 'LOW',
    usd: 1,
    shariah: 1,
    managementFee: [0.25, 0.6],
    subscriptionFee: [0, 0],
    minSubscription: [1_000, 2_500],
    weight: 1,
    twiceWeekly: 0,
    model: { kind: 'money' },
    objective_en: 'To preserve capital and provide liquidity with a return in line with short-term US dollar Murabaha rates.',
    objective_ar: 'المحافظة على رأس المال وتوفير السيولة مع تحقيق عائد يتماشى مع عوائد المرابحة قصيرة الأجل بالدولار الأمريكي.',
  },
  {
    code: 'sukuk',
    name_en: 'Sukuk Fund',
    name_ar: 'للصكوك',
    risk: 'MEDIUM',
    usd: 0.25,
    shariah: 1,
    managementFee: [0.5, 1],
    subscriptionFee: [0, 1],
    minSubscription: [5_000, 10_000],
    weight: 1.2,
    twiceWeekly: 0.2,
    model: { kind: 'income', spread: 0.006, vol: 0.0009 },
    objective_en: 'To provide regular income with capital preservation by investing in investment-grade sukuk.',
    objective_ar: 'توفير دخل دوري مع المحافظة على رأس المال من خلال الاستثمار في الصكوك ذات التصنيف الاستثماري.',
  },
  {
    code: 'multi-asset-balanced',
    name_en: 'Balanced Multi-Asset Fund',
    name_ar: 'المتوازن متعدد الأصول',
    risk: 'MEDIUM',
    usd: 0.1,
    shariah: 0.85,
    managementFee: [1, 1.5],
    subscriptionFee: [0, 1.5],
    minSubscription: [5_000, 10_000],
    weight: 1,
    twiceWeekly: 0.3,
    model: { kind: 'equity', beta: 0.45, idioVol: 0.002, alpha: 0.025 },
    objective_en: 'To achieve balanced growth and income by investing across shares, sukuk and money-market instruments.',
    objective_ar: 'تحقيق نمو ودخل متوازنين من خلال الاستثمار في الأسهم والصكوك وأدوات أسواق النقد.',
  },
  {
    code: 'multi-asset-growth',
    name_en: 'Growth Multi-Asset Fund',
    name_ar: 'للنمو متعدد الأصول',
    risk: 'HIGH',
    usd: 0.1,
    shariah: 0.85,
    managementFee: [1.25, 1.75],
    subscriptionFee: [0, 2],
    minSubscription: [5_000, 10_000],
    weight: 0.7,
    twiceWeekly: 0.3,
    model: { kind: 'equity', beta: 0.7, idioVol: 0.0025, alpha: 0.015 },
    objective_en: 'To achieve capital growth by investing mainly in shares, with part of the fund in sukuk and cash.',
    objective_ar: 'تحقيق نمو في رأس المال من خلال الاستثمار بشكل رئيسي في الأسهم مع جزء من الأصول في الصكوك والنقد.',
  },
  {
    code: 'real-estate',
    name_en: 'Real Estate Income Fund',
    name_ar: 'للدخل العقاري',
    risk: 'MEDIUM',
    usd: 0,
    shariah: 1,
    managementFee: [1, 1.75],
    subscriptionFee: [0, 2],
    minSubscription: [5_000, 10_000],
    weight: 0.8,
    twiceWeekly: 0.5,
    model: { kind: 'equity', beta: 0.5, idioVol: 0.004, alpha: 0.01 },
    objective_en: 'To provide regular income and capital growth by investing in listed REITs and income-producing real estate.',
    objective_ar: 'توفير دخل دوري ونمو في رأس المال من خلال الاستثمار في صناديق الاستثمار العقارية المتداولة والعقارات المدرة للدخل.',
  },
];

export const SHARIAH_NOTE_EN = ' All investments follow the Shariah guidelines approved by the fund’s Shariah board.';
export const SHARIAH_NOTE_AR = ' وتتوافق جميع استثمارات الصندوق مع الضوابط الشرعية المعتمدة من الهيئة الشرعية للصندوق.';

/** valuation_days values: comma-separated weekday codes. */
export const DAILY_VALUATION = 'SUN,MON,TUE,WED,THU';
export const TWICE_WEEKLY_VALUATION = 'MON,WED';
