import { sharesOn } from '../companies/capital-changes.ts';
import type { CapitalChangeData, DividendData } from '../companies/types.ts';
import type { Rng } from '../random.ts';
import { announce } from './announce.ts';
import { grouped, paragraphs, percentOf, riyals, sar, weekdayText } from './format.ts';
import { dividendPeriodText } from './periods.ts';
import type { Speaker } from './speaker.ts';
import type { DividendFigures, GeneratedAnnouncement } from './types.ts';

/**
 * Each dividend record gives the board's decision on its announcement date (amount per share, the
 * total over the shares outstanding that day, eligibility and distribution dates, with those two
 * dates as events) and, once paid, the notice of its distribution.
 */

type Input = {
  rng: Rng;
  code: string;
  speaker: Speaker;
  dividends: readonly DividendData[];
  capitalChanges: readonly CapitalChangeData[];
  sharesToday: number;
  /** Halalas per share. */
  nominalValue: number;
  from: string;
  endDate: string;
};

const WAY: Record<DividendData['way'], { en: string; ar: string }> = {
  INVESTMENT_ACCOUNT: {
    en: "Dividends will be credited to the investment accounts linked to the {holders}' portfolios.",
    ar: 'سيتم إيداع الأرباح في الحسابات الاستثمارية المرتبطة بمحافظ {holders}.',
  },
  BANK_TRANSFER: {
    en: "Dividends will be transferred to the {holders}' bank accounts linked to their investment portfolios.",
    ar: 'سيتم تحويل الأرباح إلى الحسابات البنكية {to_holders} المرتبطة بمحافظهم الاستثمارية.',
  },
  CHEQUE: {
    en: 'Dividends will be paid by cheque to {holders} who have no linked bank account.',
    ar: 'سيتم صرف الأرباح بشيكات {to_holders} الذين ليس لديهم حسابات بنكية مرتبطة.',
  },
};

export function dividendFigures(d: DividendData, changes: readonly CapitalChangeData[], sharesToday: number): DividendFigures {
  const shares = sharesOn(changes, sharesToday, d.announcement_date);
  return {
    year: d.year,
    period: d.period,
    amount: d.amount,
    shares,
    total: d.amount * shares,
    announcement_date: d.announcement_date,
    due_date: d.due_date,
    distribution_date: d.distribution_date,
  };
}

export function dividendAnnouncements(input: Input): GeneratedAnnouncement[] {
  const { rng, speaker: s, code } = input;
  const out: GeneratedAnnouncement[] = [];
  for (const d of input.dividends) {
    if (d.announcement_date < input.from || d.announcement_date > input.endDate) continue;
    const f = dividendFigures(d, input.capitalChanges, input.sharesToday);
    const period = dividendPeriodText(d.period, d.year);
    const due = weekdayText(d.due_date);
    const paid = weekdayText(d.distribution_date);
    const key = `${code}:dividend:${d.year}:${d.period}`;
    const recommends = d.period === 'ANNUAL';
    const decision = recommends ? { en: 'recommendation', ar: 'توصية' } : { en: 'decision', ar: 'قرار' };
    const way = WAY[d.way];
    const holders = (t: string, h: string) => t.replaceAll('{holders}', h).replaceAll('{to_holders}', s.to_holders_ar);
    out.push(
      announce(rng, {
        key,
        day: d.announcement_date,
        category: 'COMPANY',
        topic: 'DIVIDENDS',
        market: null,
        symbol_codes: [code],
        title_en: `${s.en} announces the Board of Directors' ${decision.en} to distribute cash dividends to ${s.holders_en} ${period.en}`,
        title_ar: `${s.announces_ar} ${s.ar} عن ${decision.ar} مجلس الإدارة بتوزيع أرباح نقدية على ${s.holders_ar} ${period.ar}`,
        content_en: paragraphs([
          `${s.en} announces that its Board of Directors ${recommends ? 'has recommended to the General Assembly' : 'has decided'} to distribute cash dividends to ${s.holders_en} ${period.en}, as follows:`,
          `Total amount distributed: SAR ${sar(f.total)}.`,
          `Number of ${s.shares_en} eligible for dividends: ${grouped(f.shares)}.`,
          `Dividend per ${s.share_en}: SAR ${riyals(f.amount)}.`,
          s.fund ? null : `Percentage of dividend to the nominal value of the share: ${percentOf(f.amount, input.nominalValue)}%.`,
          `Eligibility date: ${due.en}, for the ${s.holders_en} owning ${s.shares_en} at the end of that day's trading.`,
          `Distribution date: ${paid.en}.`,
          holders(way.en, s.holders_en),
        ]),
        content_ar: paragraphs([
          `${s.announces_ar} ${s.ar} أن مجلس الإدارة ${recommends ? 'أوصى الجمعية العامة بتوزيع' : 'قرر توزيع'} أرباح نقدية على ${s.holders_ar} ${period.ar}، وفق ما يلي:`,
          `إجمالي المبلغ الموزع: ${sar(f.total)} ريال.`,
          `عدد ${s.shares_ar} المستحقة للأرباح: ${grouped(f.shares)}.`,
          `حصة ${s.share_ar} من التوزيع: ${riyals(f.amount)} ريال.`,
          s.fund ? null : `نسبة التوزيع إلى القيمة الاسمية للسهم: ${percentOf(f.amount, input.nominalValue)}%.`,
          `تاريخ الأحقية: ${due.ar}، ${s.to_holders_ar}${s.fund ? '' : ' المالكين للأسهم'} بنهاية تداول ذلك اليوم.`,
          `تاريخ التوزيع: ${paid.ar}.`,
          holders(way.ar, s.holders_ar),
        ]),
        events: [
          {
            type: 'CASH_DIVIDENDS_RIGHT',
            date: d.due_date,
            symbol_code: code,
            title_en: `${s.en}: eligibility for cash dividends of SAR ${riyals(f.amount)} per ${s.share_en}`,
            title_ar: `${s.ar}: أحقية أرباح نقدية بواقع ${riyals(f.amount)} ريال ${s.per_share_ar}`,
          },
          {
            type: 'CASH_DIVIDENDS_DISTRIBUTION',
            date: d.distribution_date,
            symbol_code: code,
            title_en: `${s.en}: distribution of cash dividends of SAR ${riyals(f.amount)} per ${s.share_en}`,
            title_ar: `${s.ar}: توزيع أرباح نقدية بواقع ${riyals(f.amount)} ريال ${s.per_share_ar}`,
          },
        ],
        dividend: f,
      }),
    );
    if (d.distribution_date > input.endDate) continue;
    out.push(
      announce(rng, {
        key: `${key}:paid`,
        day: d.distribution_date,
        category: 'COMPANY',
        topic: 'DIVIDENDS',
        market: null,
        symbol_codes: [code],
        title_en: `${s.en} announces the distribution of cash dividends to ${s.holders_en} ${period.en}`,
        title_ar: `${s.announces_ar} ${s.ar} عن توزيع الأرباح النقدية على ${s.holders_ar} ${period.ar}`,
        content_en: paragraphs([
          `${s.en} announces that it has started, on ${paid.en}, distributing cash dividends ${period.en} of SAR ${riyals(f.amount)} per ${s.share_en}, SAR ${sar(f.total)} in total, to the ${s.holders_en} eligible at the end of trading on ${due.en}.`,
          holders(way.en, s.holders_en),
        ]),
        content_ar: paragraphs([
          `${s.announces_ar} ${s.ar} عن بدء توزيع الأرباح النقدية ${period.ar} بتاريخ ${paid.ar}، بواقع ${riyals(f.amount)} ريال ${s.per_share_ar}، بإجمالي ${sar(f.total)} ريال، على ${s.holders_ar} المستحقين بنهاية تداول يوم ${due.ar}.`,
          holders(way.ar, s.holders_ar),
        ]),
        dividend: f,
      }),
    );
  }
  return out;
}
