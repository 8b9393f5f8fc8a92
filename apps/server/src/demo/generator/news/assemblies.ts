import { sessionOnOrAfter } from '../companies/trading-dates.ts';
import { addDays, lastTradingDayOnOrBefore } from '../../../domain/calendar.ts';
import type { DividendData } from '../companies/types.ts';
import type { Rng } from '../random.ts';
import { announce, officeTime } from './announce.ts';
import { paragraphs, riyals, weekdayText } from './format.ts';
import type { Speaker } from './speaker.ts';
import type { GeneratedAnnouncement } from './types.ts';

/**
 * The ordinary general assembly of each financial year the statements cover, some four to five
 * months after the year's end: the invitation three weeks before (with the meeting as an event) and
 * the results on the day. Where the board recommended an annual dividend, the assembly votes on it
 * and is held on the dividend's eligibility date, as Saudi companies hold them.
 */

type Input = {
  rng: Rng;
  code: string;
  speaker: Speaker;
  /** Each financial year with stored annual statements, and the day it ended. */
  years: readonly { year: number; end_date: string }[];
  dividends: readonly DividendData[];
  fyEndMonth: number;
  from: string;
  endDate: string;
  holidays: ReadonlySet<string>;
};

type Item = { en: string; ar: string };

/** What the shareholders vote on, as noun phrases: voted on in the invitation, approved in the results. */
function resolutions(year: number, dividend: DividendData | undefined): Item[] {
  return [
    { en: `the financial statements for the financial year ${year}`, ar: `القوائم المالية للعام المالي ${year}` },
    ...(dividend
      ? [
          {
            en: `the Board's recommendation to distribute cash dividends of SAR ${riyals(dividend.amount)} per share for the financial year ${year}`,
            ar: `توصية مجلس الإدارة بتوزيع أرباح نقدية بواقع ${riyals(dividend.amount)} ريال للسهم عن العام المالي ${year}`,
          },
        ]
      : []),
    { en: `the discharge of the Board members for the financial year ${year}`, ar: `إبراء ذمة أعضاء مجلس الإدارة عن العام المالي ${year}` },
    { en: `the appointment of the auditor for the financial year ${year + 1}`, ar: `تعيين مراجع الحسابات للعام المالي ${year + 1}` },
  ];
}

const numbered = (lines: readonly string[]) => lines.map((line, i) => `${i + 1}. ${line}`);

function agenda(year: number, votes: readonly Item[]): Item[] {
  return [
    {
      en: `Reviewing the Board of Directors' report and the auditor's report for the financial year ${year}.`,
      ar: `الاطلاع على تقرير مجلس الإدارة وتقرير مراجع الحسابات للعام المالي ${year}.`,
    },
    ...votes.map((v) => ({ en: `Voting on ${v.en}.`, ar: `التصويت على ${v.ar}.` })),
  ];
}

export function assemblyAnnouncements(input: Input): GeneratedAnnouncement[] {
  const { rng, speaker: s, code, holidays } = input;
  const out: GeneratedAnnouncement[] = [];
  for (const { year, end_date } of input.years) {
    const dividend = input.fyEndMonth === 12 ? input.dividends.find((d) => d.year === year && d.period === 'ANNUAL') : undefined;
    const drawn = sessionOnOrAfter(addDays(end_date, rng.int(115, 150)), holidays);
    const meeting = dividend?.due_date ?? drawn;
    const invited = lastTradingDayOnOrBefore(addDays(meeting, -21), holidays);
    const hour = rng.pick(['10:00', '10:30', '11:00']);
    if (invited < input.from || invited > input.endDate) continue;
    const when = weekdayText(meeting);
    const votes = resolutions(year, dividend);
    const items = agenda(year, votes);
    const key = `${code}:assembly:${year}`;
    const meetingName = {
      en: 'the Ordinary General Assembly Meeting (First Meeting)',
      ar: 'اجتماع الجمعية العامة العادية (الاجتماع الأول)',
    };
    out.push(
      announce(rng, {
        key,
        day: invited,
        category: 'COMPANY',
        topic: 'GENERAL_ASSEMBLY',
        market: null,
        symbol_codes: [code],
        title_en: `${s.en} invites its shareholders to attend ${meetingName.en}`,
        title_ar: `${s.invites_ar} ${s.ar} مساهمي${s.its_ar} إلى حضور ${meetingName.ar}`,
        content_en: paragraphs([
          `The Board of Directors of ${s.en} invites its shareholders to attend ${meetingName.en}, to be held at ${hour} on ${when.en} through modern technology means.`,
          'Remote voting is open on the Tadawulaty service from four days before the meeting.',
          'Agenda:',
          ...numbered(items.map((i) => i.en)),
        ]),
        content_ar: paragraphs([
          `${s.invites_ar} مجلس إدارة ${s.ar} مساهمي${s.its_ar} إلى حضور ${meetingName.ar}، المقرر انعقاده في تمام الساعة ${hour} من يوم ${when.ar} عبر وسائل التقنية الحديثة.`,
          'يتاح التصويت عن بعد عبر خدمة تداولاتي قبل الاجتماع بأربعة أيام.',
          'جدول الأعمال:',
          ...numbered(items.map((i) => i.ar)),
        ]),
        events: [
          {
            type: 'GENERAL_ASSEMBLY',
            date: meeting,
            symbol_code: code,
            title_en: `${s.en}: Ordinary General Assembly Meeting`,
            title_ar: `${s.ar}: اجتماع الجمعية العامة العادية`,
          },
        ],
      }),
    );
    if (meeting > input.endDate) continue;
    out.push(
      announce(rng, {
        key: `${key}:results`,
        day: meeting,
        time: officeTime(rng, 13 * 60, 16 * 60),
        category: 'COMPANY',
        topic: 'GENERAL_ASSEMBLY',
        market: null,
        symbol_codes: [code],
        title_en: `${s.en} announces the results of ${meetingName.en}`,
        title_ar: `${s.announces_ar} ${s.ar} عن نتائج ${meetingName.ar}`,
        content_en: paragraphs([
          `${s.en} announces the results of ${meetingName.en}, held at ${hour} on ${when.en} through modern technology means, which approved the following:`,
          ...numbered(votes.map((v) => `Approval of ${v.en}.`)),
        ]),
        content_ar: paragraphs([
          `${s.announces_ar} ${s.ar} عن نتائج ${meetingName.ar}، الذي انعقد في تمام الساعة ${hour} من يوم ${when.ar} عبر وسائل التقنية الحديثة، وقد وافقت الجمعية على ما يلي:`,
          ...numbered(votes.map((v) => `الموافقة على ${v.ar}.`)),
        ]),
      }),
    );
  }
  return out;
}
