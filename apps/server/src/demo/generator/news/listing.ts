import { addDays, lastTradingDayOnOrBefore } from '../../../domain/calendar.ts';
import type { MarketKind } from '../../../domain/market-kind.ts';
import type { Rng } from '../random.ts';
import { announce } from './announce.ts';
import { EXCHANGE, marketName } from './exchange.ts';
import { grouped, paragraphs, riyals, weekdayText } from './format.ts';
import type { Speaker } from './speaker.ts';
import type { GeneratedAnnouncement } from './types.ts';

/**
 * A listing within the window: the financial advisor's announcement of the offering's subscription
 * period some weeks before, and the exchange's notice of the first trading day. The advisor is
 * never named (the demo does not put invented deals in a real firm's mouth). The offer price is
 * quoted only where the product knows it: the price the first session was measured from.
 */

type Input = {
  rng: Rng;
  code: string;
  market: MarketKind;
  speaker: Speaker;
  listingDate: string;
  /** Shares (or units) outstanding on the listing day. */
  shares: number;
  /** Halalas; null when the listing is before the generated prices. */
  offerPrice: number | null;
  /** The news window's first day: an offering announced before it is left out. */
  from: string;
  endDate: string;
  holidays: ReadonlySet<string>;
};

export function listingAnnouncements(input: Input): GeneratedAnnouncement[] {
  const { rng, speaker: s, code, holidays } = input;
  const market = marketName(input.market);
  const investors =
    input.market === 'nomu'
      ? { en: 'qualified investors', ar: 'المستثمرين المؤهلين' }
      : { en: 'individual and institutional investors', ar: 'المستثمرين الأفراد والمؤسسات' };
  const subscriptionEnd = lastTradingDayOnOrBefore(addDays(input.listingDate, -rng.int(21, 35)), holidays);
  const subscriptionStart = lastTradingDayOnOrBefore(addDays(subscriptionEnd, -rng.int(2, 4)), holidays);
  const advisorDay = lastTradingDayOnOrBefore(addDays(subscriptionStart, -rng.int(7, 14)), holidays);
  const noticeDay = lastTradingDayOnOrBefore(addDays(input.listingDate, -rng.int(2, 5)), holidays);
  const start = weekdayText(subscriptionStart);
  const end = weekdayText(subscriptionEnd);
  const listing = weekdayText(input.listingDate);
  const price = input.offerPrice === null ? null : riyals(input.offerPrice);
  const key = `${code}:listing`;
  const out: GeneratedAnnouncement[] = [];
  if (advisorDay >= input.from && advisorDay <= input.endDate)
    out.push(
      announce(rng, {
        key: `${key}:offering`,
        day: advisorDay,
        category: 'FINANCIAL_ADVISOR',
        topic: 'OFFERING',
        market: input.market,
        symbol_codes: [code],
        title_en: `The financial advisor and lead manager announces the subscription period for the initial public offering of ${s.en}`,
        title_ar: `يعلن المستشار المالي ومدير الاكتتاب عن فترة الاكتتاب في الطرح العام الأولي ${s.to_name_ar}`,
        content_en: paragraphs([
          `The financial advisor and lead manager of the initial public offering of ${s.en} announces that the subscription period for ${investors.en} will run from ${start.en} to ${end.en}.`,
          price ? `The final offer price has been set at SAR ${price} per ${s.share_en}.` : null,
          `After the offering, the ${s.shares_en} will be listed on the ${market.en}, where ${grouped(input.shares)} ${s.shares_en} are expected to be admitted to trading once the listing formalities are complete.`,
          'Investors should read the prospectus carefully before subscribing.',
        ]),
        content_ar: paragraphs([
          `يعلن المستشار المالي ومدير الاكتتاب في الطرح العام الأولي ${s.to_name_ar} أن فترة اكتتاب ${investors.ar} تبدأ يوم ${start.ar} وتنتهي يوم ${end.ar}.`,
          price ? `وقد تحدد سعر الطرح النهائي عند ${price} ريال ${s.per_share_ar}.` : null,
          `وبعد الطرح تُدرج ${s.shares_ar} في ${market.ar}، حيث يُتوقع قبول ${grouped(input.shares)} ${s.fund ? 'وحدة' : 'سهم'} للتداول بعد استكمال إجراءات الإدراج.`,
          'وعلى المستثمرين قراءة نشرة الإصدار بعناية قبل الاكتتاب.',
        ]),
        events: [
          {
            type: 'SUBSCRIPTION',
            date: subscriptionStart,
            symbol_code: code,
            title_en: `${s.en}: initial public offering subscription opens`,
            title_ar: `${s.ar}: بدء الاكتتاب في الطرح العام الأولي`,
          },
        ],
      }),
    );
  if (noticeDay >= input.from && noticeDay <= input.endDate)
    out.push(
      announce(rng, {
        key: `${key}:notice`,
        day: noticeDay,
        category: 'MARKET',
        topic: 'LISTING',
        market: input.market,
        symbol_codes: [code],
        title_en: `${EXCHANGE.en} announces the listing and start of trading of ${s.en} ${s.shares_en} on the ${market.en}`,
        title_ar: `تعلن ${EXCHANGE.ar} عن إدراج ${s.shares_ar === 'الوحدات' ? 'وحدات' : 'أسهم'} ${s.ar} وبدء تداولها في ${market.ar}`,
        content_en: paragraphs([
          `${EXCHANGE.en} announces that ${grouped(input.shares)} ${s.shares_en} of ${s.en} will be listed on the ${market.en}, and that trading will start on ${listing.en} under the symbol ${code}.`,
          price ? `The first session's reference price is the offer price, SAR ${price} per ${s.share_en}.` : null,
        ]),
        content_ar: paragraphs([
          `تعلن ${EXCHANGE.ar} عن إدراج ${grouped(input.shares)} ${s.fund ? 'وحدة' : 'سهم'} من ${s.shares_ar === 'الوحدات' ? 'وحدات' : 'أسهم'} ${s.ar} في ${market.ar}، على أن يبدأ تداولها يوم ${listing.ar} تحت الرمز ${code}.`,
          price ? `ويكون السعر المرجعي لأول جلسة تداول هو سعر الطرح، ${price} ريال ${s.per_share_ar}.` : null,
        ]),
        events: [
          {
            type: 'LISTING',
            date: input.listingDate,
            symbol_code: code,
            title_en: `${s.en}: first trading day on the ${market.en}`,
            title_ar: `${s.ar}: أول يوم تداول في ${market.ar}`,
          },
        ],
      }),
    );
  return out;
}
