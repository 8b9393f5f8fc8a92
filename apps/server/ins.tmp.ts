import { financialsInputs } from './src/demo/generator/financials/test-inputs.ts';
import { financialsRng, generateFinancials } from './src/demo/generator/financials/financials.ts';
import { openDatabase } from './src/db/client.ts';
import { runMigrations } from './src/db/migrate.ts';
import { bulkInsertRows } from './src/db/bulk-insert.ts';
import { financialStatements } from './src/db/schema/financials.ts';
import { stableId } from './src/db/stable-id.ts';
const SEED = 20_251_231;
const data = financialsInputs(SEED, '2026-11-19').map((i) => generateFinancials(financialsRng(SEED, i.symbolCode), i)).filter((d) => d !== null);
const rows = data.flatMap((d) => d!.rows.map((r) => ({ stockId: stableId('stock', d!.symbol_code), statement: r.statement, year: r.year, period: r.period, endDate: r.end_date, values: r.values, isDemo: true })));
console.log('rows', rows.length);
for (const mode of [process.argv[2]]) {
  const db = await openDatabase({ dataDir: `/tmp/ins-${mode}-${Date.now()}` });
  await runMigrations(db);
  await db.query('ALTER TABLE financial_statements DROP CONSTRAINT financial_statements_stock_id_stocks_id_fk');
  const t = Date.now();
  if (mode === 'unnest') await bulkInsertRows(db, financialStatements, ['stockId', 'statement', 'year', 'period', 'endDate', 'values', 'isDemo'], rows);
  else {
    for (let i = 0; i < rows.length; i += 5000) {
      const batch = rows.slice(i, i + 5000).map((r) => ({ s: r.stockId, st: r.statement, y: r.year, p: r.period, e: r.endDate, v: r.values }));
      await db.query(`INSERT INTO financial_statements (stock_id, statement, year, period, end_date, "values", is_demo)
        SELECT s, st, y, p, e, v, true FROM jsonb_to_recordset($1::jsonb) AS x(s uuid, st text, y smallint, p text, e date, v jsonb)`, [JSON.stringify(batch)]);
    }
  }
  console.log(mode, Date.now() - t);
  await db.close();
}
