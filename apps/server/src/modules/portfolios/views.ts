import Decimal from 'decimal.js';
import type { CashTransaction, StockTransaction } from '@sahm/contracts/portfolio';
import type { StockListItem } from '@sahm/contracts/stocks';
import { num, sar } from './ledger.ts';
import type { CashTransactionRow, StockTransactionRow } from './queries.ts';
import { toPortfolioStock } from './valuation.ts';

const iso = (v: Date | string) => new Date(v).toISOString();

export function toStockTransaction(r: StockTransactionRow, stock: StockListItem): StockTransaction {
  return {
    guid: r.id,
    stock: toPortfolioStock(stock),
    stock_guid: r.stock_id,
    transaction_type: r.transaction_type,
    buying_date: r.buying_date,
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
    shares: r.shares,
    price: num(new Decimal(r.price)),
    cost: sar(new Decimal(r.cost)),
    cash_flow: r.cash_flow,
    is_downgrade_sale: r.is_downgrade_sale,
  };
}

export function toCashTransaction(r: CashTransactionRow, stock: StockListItem | undefined): CashTransaction {
  const before = new Decimal(r.previous_cash_value);
  const after = new Decimal(r.cash_value);
  return {
    guid: r.id,
    created_at: iso(r.created_at),
    operation_type: r.operation_type,
    previous_cash_value: sar(before),
    cash_value: sar(after),
    amount: sar(after.sub(before)),
    stock: stock ? toPortfolioStock(stock) : null,
  };
}
