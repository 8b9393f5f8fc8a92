import Decimal from 'decimal.js';
import type { Database, Queryable } from '../db/client.ts';
import { insertPortfolio, recordTransactions } from '../modules/portfolios/index.ts';
import { stableId } from '../db/stable-id.ts';
import { stockId } from './load-reference.ts';

type DemoHolding = { symbol: string; shares: number; daysAgo: number };

/** What each demo account holds; basic stays within its two stocks. */
const demoHoldings: Record<string, { cash: string; holdings: DemoHolding[]; sale?: { symbol: string; shares: number; daysAgo: number } }> =
  {
    'basic@sahm.demo': {
      cash: '50000.00',
      holdings: [
        { symbol: '2222', shares: 500, daysAgo: 120 },
        { symbol: '1120', shares: 150, daysAgo: 60 },
      ],
    },
    'advance@sahm.demo': {
      cash: '150000.00',
      holdings: [
        { symbol: '2222', shares: 800, daysAgo: 150 },
        { symbol: '1120', shares: 300, daysAgo: 120 },
        { symbol: '2010', shares: 250, daysAgo: 90 },
        { symbol: '7010', shares: 400, daysAgo: 45 },
      ],
    },
    'professional@sahm.demo': {
      cash: '250000.00',
      holdings: [
        { symbol: '2222', shares: 1000, daysAgo: 180 },
        { symbol: '1120', shares: 400, daysAgo: 150 },
        { symbol: '2010', shares: 300, daysAgo: 120 },
        { symbol: '7010', shares: 500, daysAgo: 90 },
        { symbol: '1180', shares: 350, daysAgo: 30 },
      ],
      sale: { symbol: '2222', shares: 300, daysAgo: 20 },
    },
    'admin@sahm.demo': {
      cash: '100000.00',
      holdings: [
        { symbol: '2222', shares: 300, daysAgo: 100 },
        { symbol: '1120', shares: 200, daysAgo: 80 },
        { symbol: '7010', shares: 250, daysAgo: 40 },
      ],
    },
  };

/** The close of a stock about `daysAgo` calendar days before its last session: a real, on-tick price on a trading day. */
async function pastClose(db: Queryable, stock: string, daysAgo: number): Promise<{ date: string; close: string } | undefined> {
  return (
    await db.query<{ date: string; close: string }>(
      `SELECT trade_date::text AS date, close::text AS close FROM stock_price_points
        WHERE stock_id = $1 AND trade_date <= (SELECT max(trade_date) FROM stock_price_points WHERE stock_id = $1) - $2::int
        ORDER BY trade_date DESC LIMIT 1`,
      [stock, daysAgo],
    )
  )[0];
}

/**
 * Gives each demo account without a portfolio a default one with cash and a few holdings bought
 * from it, so the portfolio pages have something to show. Needs the demo market (skipped without it).
 */
export async function ensureDemoPortfolios(database: Database): Promise<void> {
  const users = await database.query<{ id: string; email: string }>(
    `SELECT u.id, u.email FROM users u WHERE u.email = ANY($1) AND NOT EXISTS (SELECT 1 FROM portfolios p WHERE p.user_id = u.id)`,
    [Object.keys(demoHoldings)],
  );
  for (const user of users) {
    const plan = demoHoldings[user.email]!;
    await database.transaction(async (tx) => {
      const entries = [];
      for (const h of plan.holdings) {
        const at = await pastClose(tx, stockId(h.symbol), h.daysAgo);
        if (!at) return;
        entries.push({ ...h, ...at });
      }
      const portfolioId = await insertPortfolio(tx.db, {
        id: stableId('portfolio', user.email),
        userId: user.id,
        name: user.email.startsWith('admin') ? 'محفظة المدير' : 'محفظتي',
        type: 'STANDARD',
        isDefault: true,
      });
      let cash = new Decimal(plan.cash);
      const record = (entries: Parameters<typeof recordTransactions>[2]) => recordTransactions(tx.db, portfolioId, entries);
      await record({ cash: [{ operationType: 'EDIT', previousCashValue: '0.00', cashValue: cash.toFixed(2), stockId: null }] });
      for (const e of entries.sort((a, b) => a.date.localeCompare(b.date))) {
        const cost = new Decimal(e.close).mul(e.shares);
        const stock = stockId(e.symbol);
        // Prices come from generated history: a purchase the cash cannot cover is paid from outside.
        const fromCash = cost.lte(cash);
        const bought = {
          stockId: stock,
          transactionType: 'BUYING' as const,
          shares: e.shares,
          price: e.close,
          cost: cost.toFixed(2),
          buyingDate: e.date,
          cashFlow: fromCash,
        };
        if (!fromCash) {
          await record({ stock: [bought] });
          continue;
        }
        const next = cash.sub(cost);
        await record({
          stock: [bought],
          cash: [{ operationType: 'BUY', previousCashValue: cash.toFixed(2), cashValue: next.toFixed(2), stockId: stock }],
        });
        cash = next;
      }
      if (plan.sale) {
        const at = await pastClose(tx, stockId(plan.sale.symbol), plan.sale.daysAgo);
        if (!at) return;
        const proceeds = new Decimal(at.close).mul(plan.sale.shares);
        const stock = stockId(plan.sale.symbol);
        await record({
          stock: [
            {
              stockId: stock,
              transactionType: 'SELLING',
              shares: plan.sale.shares,
              price: at.close,
              cost: proceeds.toFixed(2),
              buyingDate: null,
              cashFlow: true,
            },
          ],
          cash: [{ operationType: 'SELL', previousCashValue: cash.toFixed(2), cashValue: cash.add(proceeds).toFixed(2), stockId: stock }],
        });
      }
    });
  }
}
