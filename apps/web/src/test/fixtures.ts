import type { UserProfile } from '@sahm/contracts/users';
import type { Market, MarketStatus } from '@sahm/contracts/markets';
import type { StockList, StockListItem } from '@sahm/contracts/stocks';

/** A signed-in user's profile as GET /users/me answers it. */
export function userProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    guid: '44444444-4444-4444-8444-444444444444',
    first_name: 'نورة',
    last_name: 'القحطاني',
    email: 'noura@example.com',
    username: 'noura@example.com',
    phone_number: '966512345678',
    is_mobile_verified: true,
    is_active: true,
    is_admin: false,
    current_plan: 'PROFESSIONAL',
    roles: ['PROFESSIONAL'],
    age: 'AGE_18_30',
    investment_experience: 'LOW',
    annual_investment: 'FROM_1K_TO_20K',
    date_joined: '2026-11-20T09:00:00Z',
    ...overrides,
  };
}

export const mainMarket: Market = {
  guid: '11111111-1111-4111-8111-111111111111',
  code: 'TASI',
  name: 'السوق الرئيسية',
  index_name: 'تاسي',
  color: '#0503A3',
  stocks_count: 2,
  today_live_points: {
    value: 11234.56,
    price: 11234.56,
    open: 11200,
    high: 11250,
    low: 11190,
    close: 11234.56,
    change_value: -12.5,
    change_ratio: -0.11,
    trades_count: 412345,
    trade_volume: 250_000_000,
    trades_value: 6_100_000_000,
    trade_date: '2026-11-22',
    datetime: '2026-11-22T12:00:00+00:00',
  },
};

export function stock(overrides: Partial<StockListItem> = {}): StockListItem {
  return {
    guid: '22222222-2222-4222-8222-222222222222',
    company_name: 'مصرف الإنماء',
    short_name: 'الإنماء',
    symbol_code: '1150',
    logo: null,
    market: { guid: mainMarket.guid, name: mainMarket.name, code: 'TASI' },
    sector: { guid: '33333333-3333-4333-8333-333333333333', name: 'البنوك', parent: null },
    listing_date: '2008-07-09',
    is_favorite: false,
    today_live_points: {
      price: 25.4,
      open: 25.1,
      high: 25.6,
      low: 25,
      close: 25.4,
      change_value: 0.3,
      change_ratio: 1.2,
      trade_volume: 3_456_789,
      trade_value: 87_654_321,
      trade_date: '2026-11-22',
      datetime: '2026-11-22T12:00:00+00:00',
    },
    today_points: null,
    ...overrides,
  };
}

export function stockPage(items: StockListItem[], total = items.length): StockList {
  return { items, total, page: 1, size: 25 };
}

/** A fetch stub that answers JSON by path and records every requested URL. */
export function fakeApi(routes: Record<string, (url: URL) => unknown>) {
  const calls: URL[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(url);
    const handler = Object.entries(routes).find(([path]) => url.pathname === path)?.[1];
    if (!handler) return new Response(JSON.stringify({ detail: 'Not found' }), { status: 404 });
    return new Response(JSON.stringify(handler(url)), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
  return { fetch, calls };
}

/** The main market's status on Monday 23 November 2026 in the evening: closed since 15:00, opening on Tuesday. */
export function marketStatus(overrides: Partial<MarketStatus> = {}): MarketStatus {
  return {
    is_market_open: false,
    is_market_holiday: false,
    market_start_time: '10:00',
    market_end_time: '15:00',
    trade_date: '2026-11-23',
    holiday_name: null,
    last_trade_date: '2026-11-23',
    last_close_at: '2026-11-23T15:00:00.000+03:00',
    next_open_at: '2026-11-24T10:00:00.000+03:00',
    ...overrides,
  };
}
