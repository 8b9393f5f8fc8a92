import { addDays, isTradingDay, lastTradingDayOnOrBefore } from '../../../domain/calendar.ts';
import { forkRng } from '../random.ts';
import type { Holiday } from '../types.ts';
import { announce } from './announce.ts';
import { EXCHANGE } from './exchange.ts';
import { paragraphs, weekdayText } from './format.ts';
import type { GeneratedAnnouncement } from './types.ts';

/**
 * The exchange's holiday notices, from the trading holidays the demo trades around: one notice per
 * run of closed days (an Eid's closure, the National Day) about two weeks ahead, with each closed
 * session as an event. Both markets close, so a notice belongs to the whole exchange.
 */

type Input = { seed: number; holidays: readonly Holiday[]; from: string; endDate: string };

/** Closed days of one name not more than a weekend apart belong to one closure. */
function closures(holidays: readonly Holiday[]): Holiday[][] {
  const sorted = [...holidays].sort((a, b) => (a.date < b.date ? -1 : 1));
  const out: Holiday[][] = [];
  for (const h of sorted) {
    const run = out[out.length - 1];
    const last = run?.[run.length - 1];
    if (run && last && last.name_en === h.name_en && addDays(last.date, 4) >= h.date) run.push(h);
    else out.push([h]);
  }
  return out;
}

export function holidayAnnouncements(input: Input): GeneratedAnnouncement[] {
  const closed = new Set(input.holidays.map((h) => h.date));
  const out: GeneratedAnnouncement[] = [];
  for (const run of closures(input.holidays)) {
    const first = run[0]!;
    const last = run[run.length - 1]!;
    const rng = forkRng(input.seed, `market:news:holiday:${first.date}`);
    const day = lastTradingDayOnOrBefore(addDays(first.date, -rng.int(10, 18)), closed);
    if (day < input.from || day > input.endDate) continue;
    let resume = addDays(last.date, 1);
    while (!isTradingDay(resume, closed)) resume = addDays(resume, 1);
    const from = weekdayText(first.date);
    const to = weekdayText(resume);
    const lastSession = lastTradingDayOnOrBefore(addDays(first.date, -1), closed);
    out.push(
      announce(rng, {
        key: `market:holiday:${first.date}`,
        day,
        category: 'MARKET',
        topic: 'HOLIDAY',
        // The closure is the exchange's, for the Main Market and Nomu alike.
        market: null,
        symbol_codes: [],
        title_en: `${EXCHANGE.en} announces the market closure for the ${first.name_en}`,
        title_ar: `تعلن ${EXCHANGE.ar} عن إغلاق السوق بمناسبة ${first.name_ar}`,
        content_en: paragraphs([
          `${EXCHANGE.en} announces that the markets (the Main Market and Nomu) will be closed for the ${first.name_en} from ${from.en}, the last trading session before it being on ${weekdayText(lastSession).en}.`,
          `Trading will resume on ${to.en}.`,
        ]),
        content_ar: paragraphs([
          `تعلن ${EXCHANGE.ar} أن السوقين (السوق الرئيسية ونمو) ستغلقان بمناسبة ${first.name_ar} اعتباراً من يوم ${from.ar}، على أن تكون آخر جلسة تداول قبلها يوم ${weekdayText(lastSession).ar}.`,
          `ويُستأنف التداول يوم ${to.ar}.`,
        ]),
        events: run.map((h) => ({
          type: 'MARKET_HOLIDAY' as const,
          date: h.date,
          symbol_code: null,
          title_en: `Market closed: ${h.name_en}`,
          title_ar: `السوق مغلقة: ${h.name_ar}`,
        })),
      }),
    );
  }
  return out;
}
