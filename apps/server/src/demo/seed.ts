import type { Database } from '../db/client.ts';
import { bumpDataVersion } from '../platform/data-version.ts';
import { lastCompletedTradingDay, riyadhDateTime } from '../domain/calendar.ts';
import { continuousSession } from '../domain/sessions.ts';
import { generateFundamentals } from './generator/fundamentals.ts';
import { createIndexAccumulator } from './generator/indices.ts';
import { parseTasiCsv } from './generator/market-factor.ts';
import { buildDemoPlan } from './generator/plan.ts';
import { generateStockHistory } from './generator/stocks.ts';
import { computeTodayPoints, insertTodayPoints, todayPointsRow, type Fundamentals, type TodayPointsRow } from '../modules/stocks/index.ts';
import { companyDataCollector } from './load-companies.ts';
import { financialsCollector } from './load-financials.ts';
import { insertFunds } from './load-funds.ts';
import { newsWriter } from './load-news.ts';
import { recommendationsCollector } from './load-recommendations.ts';
import { insertFundamentals, insertIndexBars, insertMarketQuotes, insertStockQuotes, priceWriter, quoteRow } from './load-market.ts';
import { insertHolidays, insertMarkets, insertSectors, insertStocks, marketId, stockId } from './load-reference.ts';
import { marketDefs } from './markets-data.ts';
import { loadCompanies, loadTasi2025Csv } from './reference-data.ts';
import { tradingHolidays } from './reference/holidays.ts';
import { fundCategoryTree, sectorTree } from './reference/sectors.ts';
import { progress } from './seed-progress.ts';

/** The seed every demo database is generated from: same seed, same data, on any machine. */
export const DEMO_SEED = 20_251_231;

export type SeedProfile = {
  /** First day of generated history; the product uses 2020-01-01 (over five years). */
  historyStart?: string;
  /** Last session to generate; by default the last completed session in Riyadh. */
  endDate?: string;
};

/** Tables the demo fills, children first so a partial load can be cleared. */
const demoTables = [
  'capital_expectation_reports',
  'capital_expectations',
  'research_firms',
  'events',
  'announcement_stocks',
  'announcements',
  'stock_annual_earnings',
  'capital_changes',
  'dividends',
  'shariah_records',
  'shareholder_records',
  'board_records',
  'stock_profiles',
  'fund_nav_points',
  'mutual_funds',
  'stock_today_points',
  'stock_quotes',
  'market_quotes',
  'stock_fundamentals',
  'stock_intraday_points',
  'index_intraday_points',
  'stock_price_points',
  'index_points',
  'stocks',
  'sectors',
  'market_day_overrides',
  'markets',
  'trading_holidays',
];

/** Traded funds list on the exchange but are not constituents of its share indices. */
const nonIndexGroups = new Set(fundCategoryTree.flatMap((n) => n.children.map((c) => c.code)));

export async function isSeeded(database: Database): Promise<boolean> {
  const rows = await database.query(`SELECT 1 FROM app_meta WHERE key = 'demo_seed'`);
  return rows.length > 0;
}

/**
 * Generates the demo market and loads it. The completion mark is written last, so a load that
 * was interrupted is cleared and redone on the next start rather than left half-filled.
 */
export async function seedDemo(
  database: Database,
  opts: { log: (line: string) => void; profile?: SeedProfile | undefined },
): Promise<void> {
  const started = Date.now();
  const { log } = opts;
  log('Loading the demo data set (first run only)…');
  await database.query(`TRUNCATE ${demoTables.join(', ')} CASCADE`);

  const companies = loadCompanies();
  const endDate = opts.profile?.endDate ?? lastCompletedTradingDay(new Date(), tradingHolidays);
  const plan = buildDemoPlan({
    seed: DEMO_SEED,
    companies,
    holidays: tradingHolidays,
    tasi2025: parseTasiCsv(loadTasi2025Csv()),
    historyStart: opts.profile?.historyStart,
    endDate,
  });
  log(`  ${plan.stocks.length} companies, ${plan.tradingDays.length} sessions from ${plan.historyStart} to ${plan.endDate}`);

  await insertMarkets(database);
  await insertSectors(database, [...sectorTree, ...fundCategoryTree]);
  await insertHolidays(database, tradingHolidays);
  await insertStocks(database, companies, plan.stocks);

  // The last figures are the last session's close, stamped when that session ended.
  const at = riyadhDateTime(endDate, continuousSession.end);
  const prices = priceWriter(database);
  const indices = { main: createIndexAccumulator(plan.tradingDays), nomu: createIndexAccumulator(plan.tradingDays) };
  const quotes: unknown[][] = [];
  const todays: TodayPointsRow[] = [];
  const fundamentals: { id: string; asOf: string; f: Fundamentals }[] = [];
  const companyData = companyDataCollector(plan, companies);
  const financials = financialsCollector(plan.seed, plan.endDate);
  const news = newsWriter(database, plan, companies, tradingHolidays);
  const recommendations = recommendationsCollector(plan.seed, plan.endDate);
  const tick = progress(log, 'daily prices', plan.stocks.length);
  for (const [i, stock] of plan.stocks.entries()) {
    const bars = generateStockHistory(plan, stock);
    const last = bars[bars.length - 1];
    const id = stockId(stock.symbol_code);
    if (!nonIndexGroups.has(stock.industry_group)) indices[stock.market].add(stock, bars);
    await prices.add(id, bars);
    recommendations.add(stock, bars);
    if (last) {
      const drawn = generateFundamentals(DEMO_SEED, stock, last.close);
      // The drawn EPS seeds the earnings history; the statements made from it then give the
      // figures the page's P/E and P/B rest on, so the ratios and the statements agree.
      const data = companyData.add(stock, bars, drawn.eps_ttm);
      const fromStatements = financials.add(stock, bars, data, drawn.eps_ttm);
      await news.add(stock, bars, data, financials.statementsOf(stock.symbol_code));
      const f = fromStatements ? { ...drawn, ...fromStatements } : drawn;
      fundamentals.push({ id, asOf: last.trade_date, f });
      quotes.push(quoteRow(id, last, at));
      const today = computeTodayPoints(bars, f, stock.shares_outstanding);
      if (today) todays.push(todayPointsRow(id, today));
    }
    tick(i + 1);
  }
  await prices.flush();
  await insertStockQuotes(database, quotes);
  await insertTodayPoints(database, todays);
  await insertFundamentals(database, fundamentals);
  await companyData.insert(database, log);
  await financials.insert(database, log);
  await news.finish(log);
  await recommendations.insert(database, log);

  const marketQuotes: unknown[][] = [];
  for (const def of marketDefs) {
    const bars = indices[def.kind].finish(plan.indexScale[def.kind]);
    await insertIndexBars(database, marketId(def.code), bars);
    const last = bars[bars.length - 1];
    if (last) marketQuotes.push(quoteRow(marketId(def.code), last, at));
  }
  await insertMarketQuotes(database, marketQuotes);
  log('  market indices computed from their constituents');

  await insertFunds(database, plan, log);

  await bumpDataVersion(database, 'market_data');
  await bumpDataVersion(database, 'news');
  await bumpDataVersion(database, 'recommendations');
  await database.query(`INSERT INTO app_meta (key, value) VALUES ('demo_seed', $1::jsonb)`, [
    JSON.stringify({ seed: DEMO_SEED, history_start: plan.historyStart, end_date: plan.endDate, loaded_at: at }),
  ]);
  log(`Demo data loaded in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
