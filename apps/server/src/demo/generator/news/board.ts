import { sessionOnOrAfter } from '../companies/trading-dates.ts';
import type { BoardPosition } from '@sahm/contracts/company';
import type { BoardRecordData } from '../companies/types.ts';
import type { Rng } from '../random.ts';
import { announce } from './announce.ts';
import { dayText, paragraphs } from './format.ts';
import type { Speaker } from './speaker.ts';
import type { GeneratedAnnouncement } from './types.ts';

/**
 * The formation of each board term the board records hold: a term's members all have a record on
 * its first day (later records are single members' holdings changing), so a day that several
 * members share is a term's start, and its records name the members and their positions.
 */

const POSITION: Record<BoardPosition, { en: string; ar: string; order: number }> = {
  CHAIRMAN: { en: 'Chairman', ar: 'رئيس مجلس الإدارة', order: 0 },
  VICE_CHAIRMAN: { en: 'Vice Chairman', ar: 'نائب رئيس مجلس الإدارة', order: 1 },
  MANAGING_DIRECTOR: { en: 'Managing Director', ar: 'العضو المنتدب', order: 2 },
  INDEPENDENT_MEMBER: { en: 'Independent Member', ar: 'عضو مستقل', order: 3 },
  MEMBER: { en: 'Member', ar: 'عضو', order: 4 },
};

/** Fewer members than any board has cannot be a term's start. */
const MIN_TERM_MEMBERS = 5;

type Input = {
  rng: Rng;
  code: string;
  speaker: Speaker;
  board: readonly BoardRecordData[];
  from: string;
  endDate: string;
  holidays: ReadonlySet<string>;
};

export function boardAnnouncements(input: Input): GeneratedAnnouncement[] {
  const { rng, speaker: s, code } = input;
  const byDate = new Map<string, BoardRecordData[]>();
  for (const r of input.board) byDate.set(r.date, [...(byDate.get(r.date) ?? []), r]);
  const out: GeneratedAnnouncement[] = [];
  for (const [date, members] of [...byDate].sort(([a], [b]) => (a < b ? -1 : 1))) {
    // A term's records name its chairman; a day of only some members' records is not a term's start.
    if (members.length < MIN_TERM_MEMBERS || !members.some((m) => m.position === 'CHAIRMAN')) continue;
    const day = sessionOnOrAfter(date, input.holidays);
    if (day < input.from || day > input.endDate) continue;
    const sorted = [...members].sort((a, b) => POSITION[a.position].order - POSITION[b.position].order);
    const start = dayText(date);
    const chair = sorted.find((m) => m.position === 'CHAIRMAN');
    const vice = sorted.find((m) => m.position === 'VICE_CHAIRMAN');
    out.push(
      announce(rng, {
        key: `${code}:board:${date}`,
        day,
        category: 'COMPANY',
        topic: 'BOARD',
        market: null,
        symbol_codes: [code],
        title_en: `${s.en} announces the formation of the Board of Directors for the new term`,
        title_ar: `${s.announces_ar} ${s.ar} عن تشكيل مجلس الإدارة للدورة الجديدة`,
        content_en: paragraphs([
          `${s.en} announces the formation of its Board of Directors for the new three-year term starting on ${start.en}, with ${sorted.length} members:`,
          ...sorted.map((m, i) => `${i + 1}. ${m.name_en} (${POSITION[m.position].en})`),
          chair && vice ? `The Board elected ${chair.name_en} as Chairman and ${vice.name_en} as Vice Chairman.` : null,
        ]),
        content_ar: paragraphs([
          `${s.announces_ar} ${s.ar} عن تشكيل مجلس الإدارة للدورة الجديدة ومدتها ثلاث سنوات تبدأ في ${start.ar}، ويتكون من ${sorted.length} ${sorted.length > 10 ? 'عضواً' : 'أعضاء'}:`,
          ...sorted.map((m, i) => `${i + 1}. ${m.name_ar} (${POSITION[m.position].ar})`),
          chair && vice ? `وقد انتخب المجلس ${chair.name_ar} رئيساً لمجلس الإدارة و${vice.name_ar} نائباً للرئيس.` : null,
        ]),
      }),
    );
  }
  return out;
}
