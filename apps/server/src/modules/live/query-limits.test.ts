import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as liveDocuments from '../../../../web/src/features/live/documents.ts';
import { portfolioLiveStreams } from '../../../../web/src/features/portfolios/api/live-documents.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer, registerUser } from '../../../test/helpers/accounts.ts';
import { eventually, liveUrl, openRawSocket } from '../../../test/helpers/live-socket.ts';
import { prepareOperation } from './prepare-operation.ts';
import { queryLimits } from './query-limits.ts';

let t: TestApp;
let token: string;
let tasi: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await registerUser(t)).tokens.access_token;
  tasi = (await t.api({ url: '/api/v1/markets/' })).json().items[0].guid;
});
afterAll(() => t.close());

const post = (query: string, opts: { locale?: 'ar' | 'en'; token?: string; variables?: unknown } = {}) =>
  t.api({
    method: 'POST',
    url: '/graphql',
    locale: opts.locale ?? 'en',
    headers: opts.token ? bearer(opts.token) : {},
    payload: { query, ...(opts.variables === undefined ? {} : { variables: opts.variables }) },
  });

const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `m${i}: markets { code }`).join(' ')} }`;
const nested = (levels: number) => `{ sectors { ${'children { '.repeat(levels - 2)}code${' }'.repeat(levels - 2)} } }`;
const everyStockField = `guid symbol_code company_name short_name logo listing_date is_favorite market { guid code name }
  sector { guid name parent { guid name } }
  today_live_points { value price open high low close change_value change_ratio trades_count trade_volume trades_value trade_value trade_date datetime }
  today_points { trade_date close change_value change_ratio trade_volume trade_value trade_count return_last_week return_value_last_week
    return_last_month return_value_last_month return_last_year return_value_last_year fifty_two_week_high fifty_two_week_low
    daily_market_capitalization basic_earnings_per_share_ttm daily_price_to_earnings book_value_per_share_ttm daily_price_to_book_value }`;
const page = (size: number | string) => `stocks(size: ${size}) { total items { ${everyStockField} } }`;

describe('limits of one GraphQL operation', () => {
  it('refuses the 150-alias query at once, in the caller’s language, and lets a few aliases through', async () => {
    const started = Date.now();
    const res = await post(aliases(150));
    expect(Date.now() - started).toBeLessThan(500);
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toBeUndefined();
    expect(res.json().errors[0]).toMatchObject({
      message: 'The query uses 150 aliases; at most 5 are allowed',
      extensions: { code: 'too_many_aliases', limit: 5 },
    });
    expect((await post(aliases(150), { locale: 'ar' })).json().errors[0].message).toBe(
      'يستخدم الاستعلام 150 من الأسماء المستعارة؛ الحد الأقصى 5',
    );
    expect((await post(aliases(5))).json().data.m4[0].code).toBe('TASI');
    // A signed-in caller may use more, not unlimited.
    expect((await post(aliases(20), { token })).json().data.m19[0].code).toBe('TASI');
    expect((await post(aliases(21), { token })).json().errors[0].extensions.code).toBe('too_many_aliases');
  });

  it('counts aliases through fragments, however often they are spread', async () => {
    const query = `{ ...A ...A } fragment A on Query { ...B ...B } fragment B on Query { x: markets { code } y: markets { code } }`;
    const res = await post(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toBe('The query uses 8 aliases; at most 5 are allowed');
  });

  it('refuses queries nested too deep', async () => {
    const res = await post(nested(9));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({
      message: 'The query nests fields 9 levels deep; at most 8 are allowed',
      extensions: { code: 'query_too_deep', limit: 8 },
    });
    // Depth on its own (a deep sector tree is also too costly for anyone).
    const deepOnly = { ...queryLimits.anonymous, cost: Infinity };
    expect(prepareOperation({ query: nested(8) }, { limits: deepOnly, locale: 'en', subscriptions: false })).not.toHaveProperty('errors');
    expect(prepareOperation({ query: nested(9) }, { limits: deepOnly, locale: 'en', subscriptions: false })).toMatchObject({
      errors: [{ extensions: { code: 'query_too_deep' } }],
    });
  });

  it('refuses a query that asks for too much at once: visitors get half of what a signed-in user gets', async () => {
    // One page of 100 stocks with every field, as the REST list gives it to anyone.
    const one = await post(`{ ${page(100)} }`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data.stocks.items).toHaveLength(100);
    const two = await post(`{ a: ${page(100)} b: ${page(100)} }`);
    expect(two.statusCode).toBe(400);
    expect(two.json().errors[0].extensions).toMatchObject({ code: 'query_too_costly', limit: 6000 });
    expect(two.json().errors[0].message).toMatch(/^The query asks for too much at once \(estimated cost \d+, at most 6000\)/);
    expect((await post(`{ a: ${page(100)} b: ${page(100)} }`, { token })).statusCode).toBe(200);
    // The page size counts as the resolver will read it, from a variable as well.
    const sized = await post(`query($n: Int) { a: ${page('$n')} b: ${page('$n')} }`, { variables: { n: 100 } });
    expect(sized.json().errors[0].extensions.code).toBe('query_too_costly');
    expect((await post(`query($n: Int) { a: ${page('$n')} b: ${page('$n')} }`, { variables: { n: 10 } })).statusCode).toBe(200);
  });

  it('refuses an endless document before reading it', async () => {
    const res = await post(`{ markets { ${'code '.repeat(2500)} } }`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({
      message: 'The query is too long: at most 2000 tokens',
      extensions: { code: 'query_too_long' },
    });
  });

  it('applies the same limits to GET', async () => {
    const res = await t.api({ url: `/graphql?query=${encodeURIComponent(aliases(6))}`, locale: 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].extensions.code).toBe('too_many_aliases');
  });

  it('serves subscriptions over the socket only', async () => {
    const res = await post(`subscription { stock(guid: "${tasi}") { error } }`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({
      message: 'Subscriptions are served over a WebSocket at /graphql',
      extensions: { code: 'subscription_over_http' },
    });
  });

  it('keeps every query and subscription of the web client within a visitor’s limits (portfolios: a signed-in user’s)', () => {
    const publicOps: [string, Record<string, unknown>][] = [
      [liveDocuments.stocksSubscription, { market_guid: tasi, guids: null }],
      [liveDocuments.stocksSubscription, { market_guid: null, guids: Array.from({ length: 100 }, () => tasi) }],
      [liveDocuments.stockSubscription, { guid: tasi }],
      [liveDocuments.marketSubscription, { guid: tasi }],
      [liveDocuments.sectorsSubscription, { market_guid: tasi }],
      [liveDocuments.movementSubscription, { movement: 'HIGHEST', market_guid: tasi, size: 50 }],
      [liveDocuments.announcementsSubscription, { stock_guid: tasi, market_guid: null }],
      [liveDocuments.announcementsSubscription, { stock_guid: null, market_guid: null }],
    ];
    expect(publicOps).toHaveLength(Object.keys(liveDocuments).length + 2);
    for (const [query, variables] of publicOps) {
      expect(
        prepareOperation({ query, variables }, { limits: queryLimits.anonymous, locale: 'en', subscriptions: true }),
      ).not.toHaveProperty('errors');
    }
    for (const stream of Object.values(portfolioLiveStreams)) {
      const prepared = prepareOperation(
        { query: stream.query, variables: { guid: tasi } },
        { limits: queryLimits.signedIn, locale: 'en', subscriptions: true },
      );
      expect(prepared).not.toHaveProperty('errors');
    }
  });
});

describe('GET /graphql variables', () => {
  it('answers variables that are not a JSON object with a translated 422 naming them', async () => {
    const q = encodeURIComponent('query($n: Int) { stocks(size: $n) { total } }');
    for (const variables of ['{bad', '[1,2]', '"text"', '42']) {
      const res = await t.api({ url: `/graphql?query=${q}&variables=${encodeURIComponent(variables)}`, locale: 'en' });
      expect(res.statusCode, variables).toBe(422);
      expect(res.json().detail).toEqual([{ loc: ['query', 'variables'], msg: 'Must be a JSON object', type: 'custom' }]);
    }
    const ar = await t.api({ url: `/graphql?query=${q}&variables=%7Bbad` });
    expect(ar.json().detail[0].msg).toBe('يجب أن يكون كائن JSON');
    expect((await t.api({ url: `/graphql?query=${q}&variables=null` })).statusCode).toBe(200);
    expect(
      (await t.api({ url: `/graphql?query=${q}&variables=${encodeURIComponent('{"n":3}')}` })).json().data.stocks.total,
    ).toBeGreaterThan(3);
  });

  it('names a missing query, and POST names variables of the wrong kind', async () => {
    const res = await t.api({ url: '/graphql', locale: 'en' });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0]).toMatchObject({ loc: ['query', 'query'], msg: 'This field is required' });
    const bad = await post('{ markets { code } }', { variables: [1] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0].loc).toEqual(['body', 'variables']);
  });

  it('names wrong arguments in the caller’s language instead of passing on a database message', async () => {
    const res = await post('{ sectors(market_guid: "x") { code } }');
    expect(res.json().errors[0]).toMatchObject({
      message: 'market_guid: Must be a valid identifier (UUID)',
      extensions: { code: 'invalid_arguments' },
    });
    expect((await post('{ stocks(size: 1000) { total } }')).json().errors[0].message).toBe('size: Must be at most 100');
  });
});

describe('a refused operation over the socket', () => {
  it('gets an error message of its own; the socket and its other subscriptions go on', async () => {
    const s = await openRawSocket(await liveUrl(t));
    await s.waitFor((m) => m.type === 'connection_ack');
    s.subscribe('ticks', `subscription { stocks { error stocks { guid price } } }`);
    s.subscribe('broken', 'subscription { stocks { ');
    s.subscribe('unknown', 'subscription { nope }');
    s.subscribe('greedy', `subscription { stock(guid: "${tasi}") { ${Array.from({ length: 6 }, (_, i) => `e${i}: error`).join(' ')} } }`);
    s.subscribe('deep', `query ${nested(9)}`);
    const errorOf = async (id: string) => (await s.waitFor((m) => m.id === id && m.type === 'error')).payload as { message: string }[];
    expect((await errorOf('broken'))[0]!.message).toMatch(/^Syntax Error/);
    expect((await errorOf('unknown'))[0]!.message).toMatch(/nope/);
    expect((await errorOf('greedy'))[0]).toMatchObject({ message: 'The query uses 6 aliases; at most 5 are allowed' });
    expect((await errorOf('deep'))[0]).toMatchObject({ extensions: { code: 'query_too_deep' } });

    // The first subscription still receives the feed.
    const guid = (await t.api({ url: '/api/v1/stocks/?size=1' })).json().items[0].guid as string;
    const [price, trade_date, datetime] = [10, '2026-11-23', new Date().toISOString()];
    const tick = {
      guid,
      price,
      open: price,
      high: price,
      low: price,
      close: price,
      change_value: 0,
      change_ratio: 0,
      trade_volume: 1,
      trade_value: price,
      trade_date,
      datetime,
    };
    let got = false;
    for (let i = 0; i < 20 && !got; i++) {
      await t.app.liveBus.publish({
        at: datetime,
        stocks: [tick],
        markets: [],
        sectors: [],
        trade_date: '2026-11-23',
      });
      got = await s
        .waitFor((m) => m.id === 'ticks' && m.type === 'next', 200)
        .then(
          () => true,
          () => false,
        );
    }
    expect(got).toBe(true);
    expect(s.ws.readyState).toBe(s.ws.OPEN);
    s.ws.close();
    await s.closed;
  });

  it('refuses a socket the subscriptions past 50, and only those', async () => {
    const s = await openRawSocket(await liveUrl(t));
    await s.waitFor((m) => m.type === 'connection_ack');
    for (let i = 0; i <= 50; i++) s.subscribe(`s${i}`, `subscription { stock(guid: "${tasi}") { error } }`);
    const refused = await s.waitFor((m) => m.id === 's50' && m.type === 'error');
    expect((refused.payload as unknown[])[0]).toMatchObject({
      message: 'At most 50 subscriptions can run on one connection',
      extensions: { code: 'too_many_subscriptions', limit: 50 },
    });
    expect(
      await eventually(
        () => t.app.liveGauge.subscriptions,
        (n) => n === 50,
      ),
    ).toBe(50);
    expect(s.messages.filter((m) => m.type === 'error')).toHaveLength(1);
    s.ws.close();
    await s.closed;
    expect(
      await eventually(
        () => ({ ...t.app.liveGauge }),
        (g) => g.sockets === 0,
      ),
    ).toEqual({ sockets: 0, subscriptions: 0, listeners: 0 });
  });
});
