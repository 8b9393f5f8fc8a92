import type { Locale } from '@sahm/contracts/common';
import Decimal from 'decimal.js';
import type { PricePoint, StockDetail, StockListItem, StockLivePoints } from '@sahm/contracts/stocks';
import { pick } from '../../platform/locale.ts';
import { changeRatio, round2, toNumber, toNumberOrNull } from '../../platform/numbers.ts';
import { logoUrl, logoVersion } from './logo-url.ts';
import type { CurrentHolderRow, ExtrasRow, PointRow, StockRow } from './queries.ts';

/** A quote's time to the whole second, as the list has always given it. */
const toSecond = (at: Date) => new Date(Math.floor(at.getTime() / 1000) * 1000).toISOString();

function livePoints(r: StockRow): StockListItem['today_live_points'] {
  if (r.quotePrice === null || r.quoteTradeDate === null || r.quoteUpdatedAt === null) return null;
  const price = toNumber(r.quotePrice);
  const prev = toNumber(r.quotePrevClose ?? price);
  return {
    price,
    open: toNumber(r.quoteOpen ?? price),
    high: toNumber(r.quoteHigh ?? price),
    low: toNumber(r.quoteLow ?? price),
    close: price,
    change_value: round2(price - prev),
    change_ratio: changeRatio(price, prev),
    trade_volume: r.quoteVolume ?? 0,
    trade_value: toNumber(r.quoteValue ?? 0),
    trade_date: r.quoteTradeDate,
    datetime: toSecond(r.quoteUpdatedAt),
  };
}

function todayPoints(r: StockRow): StockListItem['today_points'] {
  if (r.todayClose === null || r.todayTradeDate === null) return null;
  const n = toNumberOrNull;
  return {
    trade_date: r.todayTradeDate,
    close: toNumber(r.todayClose),
    change_value: n(r.todayChangeValue) ?? 0,
    change_ratio: n(r.todayChangeRatio) ?? 0,
    trade_volume: r.todayTradeVolume ?? 0,
    trade_value: n(r.todayTradeValue) ?? 0,
    trade_count: r.todayTradeCount ?? 0,
    return_last_week: n(r.returnLastWeek),
    return_value_last_week: n(r.returnValueLastWeek),
    return_last_month: n(r.returnLastMonth),
    return_value_last_month: n(r.returnValueLastMonth),
    return_last_year: n(r.returnLastYear),
    return_value_last_year: n(r.returnValueLastYear),
    fifty_two_week_high: n(r.fiftyTwoWeekHigh) ?? 0,
    fifty_two_week_low: n(r.fiftyTwoWeekLow) ?? 0,
    daily_market_capitalization: n(r.marketCap) ?? 0,
    basic_earnings_per_share_ttm: n(r.epsTtm),
    daily_price_to_earnings: n(r.priceToEarnings),
    book_value_per_share_ttm: n(r.bookValuePerShare),
    daily_price_to_book_value: n(r.priceToBook),
  };
}

export function toStockListItem(locale: Locale, r: StockRow): StockListItem {
  return {
    guid: r.id,
    company_name: pick(locale, r.companyNameAr, r.companyNameEn),
    short_name: pick(locale, r.shortNameAr, r.shortNameEn),
    symbol_code: r.symbolCode,
    logo: logoUrl(
      r.id,
      logoVersion({ shortNameEn: r.shortNameEn, shortNameAr: r.shortNameAr, sectorCode: r.topSectorCode, uploadedAt: r.logoUploadedAt }),
    ),
    market: { guid: r.marketId, code: r.marketCode, name: pick(locale, r.marketNameAr, r.marketNameEn) },
    sector: {
      guid: r.sectorId,
      name: pick(locale, r.sectorNameAr, r.sectorNameEn),
      parent: r.parentId ? { guid: r.parentId, name: pick(locale, r.parentNameAr ?? '', r.parentNameEn ?? '') } : null,
    },
    listing_date: r.listingDate,
    is_favorite: false,
    today_live_points: livePoints(r),
    today_points: todayPoints(r),
  };
}

/** Price over earnings or book per share; null when the denominator is not positive. */
const ratio = (price: number, per: string | null) => {
  const d = toNumberOrNull(per);
  return d && d > 0 ? round2(price / d) : null;
};

export const toPricePoint = (r: PointRow): PricePoint => {
  const close = toNumber(r.close);
  const prev = toNumber(r.prevClose);
  return {
    trade_date: r.tradeDate,
    datetime: (r.at ?? new Date(`${r.tradeDate}T12:00:00Z`)).toISOString(),
    open: toNumber(r.open),
    high: toNumber(r.high),
    low: toNumber(r.low),
    close,
    change_value: round2(close - prev),
    change_ratio: changeRatio(close, prev),
    trade_volume: r.volume,
    trade_value: toNumber(r.value),
    daily_price_to_earnings: ratio(close, r.eps),
    daily_price_to_book_value: ratio(close, r.bvps),
  };
};

/** The session in progress as a chart point, from the live figures. */
export function livePoint(live: StockLivePoints, eps: number | null, bvps: number | null): PricePoint {
  return {
    trade_date: live.trade_date,
    datetime: live.datetime,
    open: live.open,
    high: live.high,
    low: live.low,
    close: live.price,
    change_value: live.change_value,
    change_ratio: live.change_ratio,
    trade_volume: live.trade_volume,
    trade_value: live.trade_value,
    daily_price_to_earnings: eps && eps > 0 ? round2(live.price / eps) : null,
    daily_price_to_book_value: bvps && bvps > 0 ? round2(live.price / bvps) : null,
  };
}

/** What the header needs beyond the list row, in both languages where it speaks. */
export type StockExtras = {
  ytdBase: number | null;
  profile: StockDetail['profile'];
  holders: Record<Locale, StockDetail['stock_shareholder']>;
};

export const toExtras = (r: ExtrasRow, holders: readonly CurrentHolderRow[]): StockExtras => {
  const holdersIn = (locale: Locale) =>
    holders.map((h) => ({
      name: pick(locale, h.nameAr, h.nameEn),
      type: h.type,
      number_of_shares: h.shares,
      current_percentage: toNumber(h.percentage),
    }));
  return {
    ytdBase: toNumberOrNull(r.base),
    profile: {
      nominal_value: toNumber(r.nominalValue),
      shares: r.sharesOutstanding,
      free_float_ratio: toNumber(r.freeFloatRatio),
      // Shares × nominal value, exactly (both exact in the database), then a number (market data).
      registered_capital: new Decimal(r.nominalValue).mul(r.sharesOutstanding).toNumber(),
      paid_value: toNumberOrNull(r.paidValue),
    },
    holders: { ar: holdersIn('ar'), en: holdersIn('en') },
  };
};
