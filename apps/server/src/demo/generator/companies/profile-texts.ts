import type { ShariahStatus } from '@sahm/contracts/company';
import type { MarketKind } from '../../../domain/market-kind.ts';
import { activityOf } from './activities.ts';
import type { CompanyKind } from './company-kind.ts';
import type { City } from './places.ts';

/** The profile's "about" and "investment restrictions" paragraphs, built from the company's facts. */

type Texts = { ar: string; en: string };

const MARKET = {
  main: { ar: 'السوق الرئيسية', en: 'Main Market' },
  nomu: { ar: 'السوق الموازية (نمو)', en: 'Parallel Market (Nomu)' },
} as const;

export function aboutText(opts: {
  name: Texts;
  industryGroup: string;
  kind: CompanyKind;
  market: MarketKind;
  establishedYear: number;
  city: City;
}): Texts {
  const { name, market, city } = opts;
  const activity = activityOf(opts.industryGroup);
  const where = MARKET[market];
  if (opts.kind === 'reit' || opts.kind === 'etf') {
    const kindAr = opts.kind === 'etf' ? 'صندوق مؤشر متداول' : 'صندوق استثمار متداول مقفل';
    const kindEn = opts.kind === 'etf' ? 'an exchange-traded fund' : 'a closed-ended traded fund';
    return {
      ar: `${name.ar} ${kindAr} مدرج في ${where.ar} في السوق المالية السعودية (تداول). ${activity.ar}. يديره مدير صندوق مرخص من هيئة السوق المالية ومقره ${city.ar}.`,
      en: `${name.en} is ${kindEn} listed on the ${where.en} of the Saudi Exchange. ${activity.en}. It is run by a fund manager licensed by the Capital Market Authority, based in ${city.en}.`,
    };
  }
  return {
    ar: `${name.ar} شركة مساهمة سعودية مدرجة في ${where.ar} في السوق المالية السعودية (تداول). ${activity.ar}. تأسست عام ${opts.establishedYear} ومقرها الرئيسي في ${city.ar}.`,
    en: `${name.en} is a Saudi joint stock company listed on the ${where.en} of the Saudi Exchange. ${activity.en}. It was established in ${opts.establishedYear} and has its head office in ${city.en}.`,
  };
}

const FOREIGN: Texts = {
  ar: 'يجوز للمستثمرين الأجانب التملك عبر إطار المستثمر الأجنبي المؤهل أو اتفاقيات المبادلة، على ألا تتجاوز ملكية الأجانب مجتمعين 49% من الأسهم ولا ملكية المستثمر الأجنبي الواحد 10%.',
  en: 'Foreign investors may own shares through the Qualified Foreign Investor framework or swap agreements; foreign ownership is capped at 49% of the shares in total and 10% for a single foreign investor.',
};
/** Fund units carry no foreign ownership cap. */
const UNITS: Texts = {
  ar: 'يجوز لجميع المستثمرين المسموح لهم بالتداول في السوق المالية السعودية، بمن فيهم المستثمرون الأجانب، تملك وحدات الصندوق.',
  en: 'Any investor allowed to trade on the Saudi Exchange, foreign investors included, may hold the fund’s units.',
};
const REGULATOR: Partial<Record<CompanyKind, Texts>> = {
  bank: {
    ar: 'يتطلب تملك 5% أو أكثر من الأسهم موافقة البنك المركزي السعودي.',
    en: 'Owning 5% or more of the shares requires the approval of the Saudi Central Bank.',
  },
  insurance: {
    ar: 'يتطلب تملك 5% أو أكثر من الأسهم موافقة هيئة التأمين.',
    en: 'Owning 5% or more of the shares requires the approval of the Insurance Authority.',
  },
};
REGULATOR['islamic-bank'] = REGULATOR.bank;

const NOMU: Texts = {
  ar: 'التداول في السوق الموازية متاح لفئات المستثمرين التي تحددها هيئة السوق المالية.',
  en: 'Trading on the Parallel Market is open to the investor categories the Capital Market Authority allows.',
};

const SHARIAH: Record<ShariahStatus, Texts> = {
  COMPLIANT: {
    ar: 'تصنف أغلب الهيئات الشرعية السهم متوافقًا مع الضوابط الشرعية؛ راجع مبلغ التطهير قبل التصرف في العوائد.',
    en: 'Most Shariah screens rate the share compliant; check the purification amount before using its returns.',
  },
  MIXED: {
    ar: 'تصنف أغلب الهيئات الشرعية السهم مختلطًا؛ يلزم تطهير العوائد.',
    en: 'Most Shariah screens rate the share mixed; its returns need purifying.',
  },
  NON_COMPLIANT: {
    ar: 'لا تصنف أغلب الهيئات الشرعية السهم متوافقًا مع الضوابط الشرعية.',
    en: 'Most Shariah screens do not rate the share compliant.',
  },
  NON_COMPLIANT_ACTIVITY: {
    ar: 'تستبعد أغلب الهيئات الشرعية السهم بسبب طبيعة نشاطه.',
    en: 'Most Shariah screens exclude the share because of its line of business.',
  },
};

export function restrictionsText(kind: CompanyKind, market: MarketKind, shariah: ShariahStatus): Texts {
  const parts = [
    kind === 'reit' || kind === 'etf' ? UNITS : FOREIGN,
    REGULATOR[kind],
    market === 'nomu' ? NOMU : undefined,
    SHARIAH[shariah],
  ].filter((t) => t !== undefined);
  return { ar: parts.map((t) => t.ar).join(' '), en: parts.map((t) => t.en).join(' ') };
}
