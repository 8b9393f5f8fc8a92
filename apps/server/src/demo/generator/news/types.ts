import type { AnnouncementCategory, AnnouncementTopic, AnnouncementType, EventType } from '@sahm/contracts/news';
import type { DividendPeriod } from '@sahm/contracts/company';
import type { MarketKind } from '../../../domain/market-kind.ts';
import type { CompanyData } from '../companies/types.ts';
import type { FinancialsData, PeriodLabel } from '../financials/types.ts';
import type { CompanyRef, GeneratedStock } from '../types.ts';

/**
 * What the news generator produces: announcements in both languages with their dated events, and
 * beside the texts the figures they quote, so a test compares numbers rather than reading prose.
 */

export type GeneratedEvent = {
  guid: string;
  type: EventType;
  title_ar: string;
  title_en: string;
  date: string;
  /** The company the event is about; null for the whole market (a holiday). */
  symbol_code: string | null;
};

/** One period's results as an announcement quotes them (money in thousands of SAR, EPS in halalas). */
export type ResultFigures = {
  year: number;
  period: PeriodLabel;
  end_date: string;
  /** The family's top line (revenue, total operating income, gross written premiums, rental income). */
  top_line_key: string;
  top_line: number;
  top_line_prev: number | null;
  /** Net income attributable to shareholders (or the net income where no minority shares it). */
  net_income_key: string;
  net_income: number;
  net_income_prev: number | null;
  eps: number;
  eps_prev: number | null;
};

/** A dividend as an announcement quotes it (halalas per share; the total in halalas). */
export type DividendFigures = {
  year: number;
  period: DividendPeriod;
  amount: number;
  shares: number;
  total: number;
  announcement_date: string;
  due_date: string;
  distribution_date: string;
};

export type GeneratedAnnouncement = {
  guid: string;
  category: AnnouncementCategory;
  topic: AnnouncementTopic;
  announcement_type: AnnouncementType;
  /** The market it belongs to; null for a notice of the whole exchange. */
  market: MarketKind | null;
  /** Companies it is about, by symbol. */
  symbol_codes: readonly string[];
  title_ar: string;
  title_en: string;
  /** Plain text; paragraphs separated by a blank line. */
  content_ar: string;
  content_en: string;
  /** ISO 8601 with the Riyadh offset (+03:00). */
  published_at: string;
  events: GeneratedEvent[];
  results?: ResultFigures[];
  dividend?: DividendFigures;
};

/** One company's sources: everything its announcements quote comes from these. */
export type CompanyNewsInput = {
  seed: number;
  company: CompanyRef;
  stock: GeneratedStock & { industry_group: string };
  data: CompanyData;
  financials: FinancialsData | null;
  /** Halalas: the price the first session was measured from, when the listing is within the history. */
  offerPrice: number | null;
  /** The demo's today. */
  endDate: string;
  holidays: ReadonlySet<string>;
};
