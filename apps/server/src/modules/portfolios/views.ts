import Decimal from 'decimal.js';
import type { CashTransaction, StockTransaction } from '@sahm/contracts/portfolio';
import type { StockListItem } from '@sahm/contracts/stocks';
import { num, sar } from './ledger.ts';
import type { CashTransactionRow, StockTransactionRow } from './queries.ts';
import { sharesAfterAction } from './settlement.ts';
import { toPortfolioStock } from './valuation.ts';

export function toStockTransaction(r: StockTransactionRow, stock: StockListItem): StockTransaction {
  return {
    guid: r.id,
    stock: toPortfolioStock(stock),
    stock_guid: r.stockId,
    transaction_type: r.transactionType,
    buying_date: r.buyingDate,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    shares: r.shares,
    price: num(new Decimal(r.price)),
    cost: sar(new Decimal(r.cost)),
    cash_flow: r.cashFlow,
    is_downgrade_sale: r.isDowngradeSale,
    corporate_action: corporateActionOf(r),
  };
}

/**
 * What a corporate-action entry applied; its effective date is kept in buying_date. Held before and
 * after are the holding's whole count, so a top-up entry (a buy back-dated before the action) reads
 * as the count the action now leaves, its shares being what it adds to the first entry.
 */
function corporateActionOf(r: StockTransactionRow): StockTransaction['corporate_action'] {
  if (r.heldBefore === null || r.sharesBefore === null || r.sharesAfter === null || !r.buyingDate) return null;
  return {
    effective_date: r.buyingDate,
    shares_before: r.sharesBefore,
    shares_after: r.sharesAfter,
    held_before: r.heldBefore,
    held_after: sharesAfterAction(r.heldBefore, r.sharesBefore, r.sharesAfter).shares,
    fraction_not_issued: new Decimal(r.fractionNotIssued ?? '0').toFixed(),
  };
}

export function toCashTransaction(r: CashTransactionRow, stock: StockListItem | undefined): CashTransaction {
  const before = new Decimal(r.previousCashValue);
  const after = new Decimal(r.cashValue);
  return {
    guid: r.id,
    created_at: r.createdAt.toISOString(),
    operation_type: r.operationType,
    previous_cash_value: sar(before),
    cash_value: sar(after),
    amount: sar(after.sub(before)),
    stock: stock ? toPortfolioStock(stock) : null,
    effective_date: r.effectiveDate,
    shares: r.shares,
    amount_per_share: r.amountPerShare === null ? null : new Decimal(r.amountPerShare).toFixed(),
  };
}
