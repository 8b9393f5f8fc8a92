import type { CapitalChangeType } from '@sahm/contracts/company';
import type { MarketKind } from '../../../domain/market-kind.ts';
import type { CapitalChangeData } from '../companies/types.ts';
import type { Rng } from '../random.ts';
import { announce } from './announce.ts';
import { EXCHANGE } from './exchange.ts';
import { grouped, paragraphs, percentOf, riyals, sar, weekdayText } from './format.ts';
import type { Speaker } from './speaker.ts';
import type { GeneratedAnnouncement } from './types.ts';

/**
 * Capital changes from the company's records: the board's recommendation on the announcement date
 * (shares and capital before and after, the effective date as an event) and the extraordinary
 * assembly's approval on the effective date. Some recommendations come out during the session, and
 * the exchange halts the share until the disclosure is out: the demo's trading halts are those.
 */

const ACTION: Record<CapitalChangeType, { en: string; ar: string; change_en: string; change_ar: string }> = {
  BONUS_SHARES: {
    en: "increase the company's capital by granting bonus shares",
    ar: 'بزيادة رأس مال الشركة عن طريق منح أسهم مجانية',
    change_en: 'increase',
    change_ar: 'الزيادة',
  },
  RIGHTS_ISSUE: {
    en: "increase the company's capital through a rights issue",
    ar: 'بزيادة رأس مال الشركة عن طريق طرح أسهم حقوق أولوية',
    change_en: 'increase',
    change_ar: 'الزيادة',
  },
  CAPITAL_REDUCTION: {
    en: "reduce the company's capital",
    ar: 'بتخفيض رأس مال الشركة',
    change_en: 'reduction',
    change_ar: 'التخفيض',
  },
  STOCK_SPLIT: {
    en: "split the company's shares",
    ar: 'بتجزئة أسهم الشركة',
    change_en: 'split',
    change_ar: 'التجزئة',
  },
};

/** Share of recommendations that come out during the session and halt the share. */
const HALT_CHANCE = 0.3;

type Input = {
  rng: Rng;
  code: string;
  market: MarketKind;
  speaker: Speaker;
  changes: readonly CapitalChangeData[];
  /** Halalas per share. */
  nominalValue: number;
  from: string;
  endDate: string;
};

function details(c: CapitalChangeData, nominal: number): { en: string[]; ar: string[] } {
  const split = c.type === 'STOCK_SPLIT';
  const capitalBefore = c.shares_before * nominal;
  const capitalAfter = split ? capitalBefore : c.shares_after * nominal;
  const a = ACTION[c.type];
  const diff = Math.abs(c.shares_after - c.shares_before);
  const en = [
    `Current capital: SAR ${sar(capitalBefore)}, divided into ${grouped(c.shares_before)} shares.`,
    `Capital after the ${a.change_en}: SAR ${sar(capitalAfter)}, divided into ${grouped(c.shares_after)} shares.`,
  ];
  const ar = [
    `رأس المال الحالي: ${sar(capitalBefore)} ريال، مقسم إلى ${grouped(c.shares_before)} سهم.`,
    `رأس المال بعد ${a.change_ar}: ${sar(capitalAfter)} ريال، مقسم إلى ${grouped(c.shares_after)} سهم.`,
  ];
  if (!split) {
    const pct = percentOf(Math.abs(capitalAfter - capitalBefore), capitalBefore);
    en.push(`Percentage of the ${a.change_en}: ${pct}% of the capital.`);
    ar.push(`نسبة ${a.change_ar}: ${pct}% من رأس المال.`);
  }
  if (c.type === 'BONUS_SHARES' && diff > 0 && c.shares_before % diff === 0) {
    const every = c.shares_before / diff;
    en.push(`One bonus share will be granted for every ${grouped(every)} ${every === 1 ? 'share' : 'shares'} held.`);
    ar.push(
      `سيتم منح سهم مجاني واحد مقابل كل ${every === 2 ? 'سهمين' : `${grouped(every)} ${every === 1 ? 'سهم' : every <= 10 ? 'أسهم' : 'سهماً'}`} مملوكة.`,
    );
  }
  if (c.type === 'RIGHTS_ISSUE' && c.offer_price !== null) {
    en.push(
      `${grouped(diff)} new shares will be offered at SAR ${riyals(c.offer_price)} per share, for total proceeds of SAR ${sar(diff * c.offer_price)}.`,
    );
    ar.push(
      `سيتم طرح ${grouped(diff)} سهم جديد بسعر ${riyals(c.offer_price)} ريال للسهم، بإجمالي متحصلات قدرها ${sar(diff * c.offer_price)} ريال.`,
    );
  }
  return { en, ar };
}

/** "HH:MM" plus minutes, within the day. */
const later = (hhmm: string, minutes: number): string => {
  const m = Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5)) + minutes;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

export function capitalAnnouncements(input: Input): GeneratedAnnouncement[] {
  const { rng, speaker: s, code } = input;
  const out: GeneratedAnnouncement[] = [];
  for (const c of input.changes) {
    const halted = rng.chance(HALT_CHANCE);
    const haltAt = `${rng.pick(['10', '11', '12', '13'])}:${rng.pick(['05', '15', '20', '35', '40', '50'])}`;
    if (c.announcement_date < input.from || c.announcement_date > input.endDate) continue;
    const a = ACTION[c.type];
    const d = details(c, input.nominalValue);
    const effective = weekdayText(c.effective_date);
    const key = `${code}:capital:${c.effective_date}`;
    out.push(
      announce(rng, {
        key,
        day: c.announcement_date,
        ...(halted ? { time: later(haltAt, 20) } : {}),
        category: 'COMPANY',
        topic: 'CAPITAL_CHANGE',
        market: null,
        symbol_codes: [code],
        title_en: `${s.en} announces the Board of Directors' recommendation to ${a.en}`,
        title_ar: `${s.announces_ar} ${s.ar} عن توصية مجلس الإدارة ${a.ar}`,
        content_en: paragraphs([
          `${s.en} announces that its Board of Directors has recommended to the Extraordinary General Assembly to ${a.en}, as follows:`,
          ...d.en,
          `The ${a.change_en} is subject to the approval of the competent authorities and of the Extraordinary General Assembly, expected to meet on ${effective.en}; the ${a.change_en} takes effect on that day.`,
        ]),
        content_ar: paragraphs([
          `${s.announces_ar} ${s.ar} أن مجلس الإدارة أوصى الجمعية العامة غير العادية ${a.ar}، وفق ما يلي:`,
          ...d.ar,
          `ويخضع ذلك لموافقة الجهات المختصة والجمعية العامة غير العادية المتوقع انعقادها يوم ${effective.ar}، ويسري اعتباراً من ذلك اليوم.`,
        ]),
        events: [
          {
            type: 'CAPITAL_CHANGE',
            date: c.effective_date,
            symbol_code: code,
            title_en: `${s.en}: capital ${a.change_en} takes effect`,
            title_ar: `${s.ar}: سريان ${a.change_ar} في رأس المال`,
          },
        ],
      }),
    );
    if (halted) out.push(...halt(rng, input, c.announcement_date, haltAt, key));
    if (c.effective_date > input.endDate) continue;
    out.push(
      announce(rng, {
        key: `${key}:approved`,
        day: c.effective_date,
        category: 'COMPANY',
        topic: 'CAPITAL_CHANGE',
        market: null,
        symbol_codes: [code],
        title_en: `${s.en} announces the results of the Extraordinary General Assembly Meeting`,
        title_ar: `${s.announces_ar} ${s.ar} عن نتائج اجتماع الجمعية العامة غير العادية`,
        content_en: paragraphs([
          `${s.en} announces that the Extraordinary General Assembly, held on ${effective.en}, approved the Board of Directors' recommendation to ${a.en}.`,
          ...d.en.slice(0, 2),
        ]),
        content_ar: paragraphs([
          `${s.announces_ar} ${s.ar} أن الجمعية العامة غير العادية المنعقدة يوم ${effective.ar} وافقت على توصية مجلس الإدارة ${a.ar}.`,
          ...d.ar.slice(0, 2),
        ]),
      }),
    );
  }
  return out;
}

/** The exchange's halt of the share while the disclosure is pending, and the resumption once it is out. */
function halt(rng: Rng, input: Input, day: string, at: string, about: string): GeneratedAnnouncement[] {
  const { speaker: s, code } = input;
  const date = weekdayText(day);
  const base = { category: 'MARKET', topic: 'TRADING_HALT', market: input.market, symbol_codes: [code] } as const;
  return [
    announce(rng, {
      ...base,
      key: `${about}:halt`,
      day,
      time: at,
      title_en: `${EXCHANGE.en} announces the suspension of trading in the shares of ${s.en}`,
      title_ar: `تعلن ${EXCHANGE.ar} تعليق تداول أسهم ${s.ar}`,
      content_en: paragraphs([
        `${EXCHANGE.en} announces that trading in the shares of ${s.en} (${code}) has been suspended from ${at} on ${date.en}, pending the publication of a material announcement by the company.`,
        'Trading will resume one hour after the announcement is published.',
      ]),
      content_ar: paragraphs([
        `تعلن ${EXCHANGE.ar} عن تعليق تداول أسهم ${s.ar} (${code}) اعتباراً من الساعة ${at} يوم ${date.ar}، إلى حين نشر الشركة إعلاناً جوهرياً.`,
        'وسيُستأنف التداول بعد ساعة من نشر الإعلان.',
      ]),
      events: [
        {
          type: 'TRADING_HALT',
          date: day,
          symbol_code: code,
          title_en: `${s.en}: trading suspended pending an announcement`,
          title_ar: `${s.ar}: تعليق التداول إلى حين نشر إعلان`,
        },
      ],
    }),
    announce(rng, {
      ...base,
      key: `${about}:resumed`,
      day,
      time: later(at, 80),
      title_en: `${EXCHANGE.en} announces the resumption of trading in the shares of ${s.en}`,
      title_ar: `تعلن ${EXCHANGE.ar} استئناف تداول أسهم ${s.ar}`,
      content_en: paragraphs([
        `${EXCHANGE.en} announces that trading in the shares of ${s.en} (${code}) resumed at ${later(at, 80)} on ${date.en}, one hour after the company published its announcement.`,
      ]),
      content_ar: paragraphs([
        `تعلن ${EXCHANGE.ar} عن استئناف تداول أسهم ${s.ar} (${code}) في تمام الساعة ${later(at, 80)} يوم ${date.ar}، بعد ساعة من نشر الشركة إعلانها.`,
      ]),
    }),
  ];
}
