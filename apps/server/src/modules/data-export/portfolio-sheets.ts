import type { Locale } from '@sahm/contracts/common';
import type { CashTransaction, Holding, StockTransaction } from '@sahm/contracts/portfolio';
import type { ReceivedDividend } from '@sahm/contracts/portfolio-income';
import type { Column, Sheet } from '../../platform/spreadsheet/columns.ts';
import { codeLabels, headers, label } from './labels.ts';

type Stocked = { stock: { symbol_code: string; company_name: string } | null };
const stockColumns = <Row extends Stocked>(): Column<Row>[] => [
  { key: 'symbol', header: headers.symbol, kind: 'text', value: (r) => r.stock?.symbol_code, width: 9 },
  { key: 'company', header: headers.company, kind: 'text', value: (r) => r.stock?.company_name, width: 32 },
];

/** When a ledger entry was recorded and what it was, named in the file's language. */
const entryColumns = <Row extends { created_at: string }>(lang: Locale, code: (r: Row) => string): Column<Row>[] => [
  { key: 'created_at', header: headers.recorded, kind: 'datetime', value: (r) => r.created_at },
  {
    key: 'type',
    header: { en: 'Operation', ar: 'العملية' },
    kind: 'text',
    value: (r) => label(codeLabels.ledger, lang, code(r)),
    width: 16,
  },
];

/** The overview's holdings, largest market value first, as the holdings table shows them. */
export const holdingsSheet = (rows: Holding[]): Sheet<Holding> => ({
  name: { en: 'Holdings', ar: 'الأسهم المملوكة' },
  rows,
  columns: [
    ...stockColumns<Holding>(),
    { key: 'shares', header: headers.shares, kind: 'integer', value: (r) => r.total_shares_per_stock },
    {
      key: 'avg_cost',
      header: { en: 'Average cost (SAR)', ar: 'متوسط التكلفة (ريال)' },
      kind: 'number',
      value: (r) => r.avg_cost_per_share,
    },
    { key: 'cost', header: { en: 'Cost (SAR)', ar: 'التكلفة (ريال)' }, kind: 'money', value: (r) => r.total_cost_per_stock },
    { key: 'price', header: { en: 'Price (SAR)', ar: 'السعر (ريال)' }, kind: 'number', value: (r) => r.stock_price },
    { key: 'change', header: { en: 'Change (SAR)', ar: 'التغير (ريال)' }, kind: 'number', value: (r) => r.stock_change_value },
    { key: 'change_ratio', header: { en: 'Change (%)', ar: 'التغير (%)' }, kind: 'percent', value: (r) => r.stock_change_ratio },
    { key: 'market_value', header: { en: 'Market value (SAR)', ar: 'القيمة السوقية (ريال)' }, kind: 'money', value: (r) => r.market_value },
    {
      key: 'profit_loss',
      header: { en: 'Unrealised profit/loss (SAR)', ar: 'الربح/الخسارة غير المحققة (ريال)' },
      kind: 'money',
      value: (r) => r.profit_loss,
    },
    {
      key: 'profit_loss_ratio',
      header: { en: 'Unrealised profit/loss (%)', ar: 'الربح/الخسارة غير المحققة (%)' },
      kind: 'percent',
      value: (r) => r.profit_loss_ratio,
    },
    {
      key: 'realized',
      header: { en: 'Realised profit/loss (SAR)', ar: 'الربح/الخسارة المحققة (ريال)' },
      kind: 'money',
      value: (r) => r.realized_profit_loss,
    },
    {
      key: 'daily',
      header: { en: 'Today’s profit/loss (SAR)', ar: 'ربح/خسارة اليوم (ريال)' },
      kind: 'money',
      value: (r) => r.daily_profit_loss,
    },
    { key: 'weight', header: { en: 'Weight (%)', ar: 'الوزن (%)' }, kind: 'percent', value: (r) => r.weight },
    {
      key: 'return',
      header: { en: 'Return on portfolio (%)', ar: 'العائد على المحفظة (%)' },
      kind: 'percent',
      value: (r) => r.return_on_portfolio,
    },
  ],
});

/** Every stock-ledger entry, newest first. */
export const stockLedgerSheet = (lang: Locale, rows: StockTransaction[]): Sheet<StockTransaction> => ({
  name: { en: 'Stock transactions', ar: 'عمليات الأسهم' },
  rows,
  columns: [
    ...entryColumns<StockTransaction>(lang, (r) => r.transaction_type),
    ...stockColumns<StockTransaction>(),
    { key: 'buying_date', header: { en: 'Buying date', ar: 'تاريخ الشراء' }, kind: 'date', value: (r) => r.buying_date },
    { key: 'shares', header: headers.shares, kind: 'integer', value: (r) => r.shares },
    { key: 'price', header: { en: 'Price (SAR)', ar: 'السعر (ريال)' }, kind: 'number', value: (r) => r.price },
    { key: 'cost', header: { en: 'Value (SAR)', ar: 'القيمة (ريال)' }, kind: 'money', value: (r) => r.cost },
    {
      key: 'cash_flow',
      header: { en: 'Through cash', ar: 'من النقد' },
      kind: 'text',
      value: (r) => codeLabels.yesNo[r.cash_flow ? 'yes' : 'no'][lang],
      width: 10,
    },
  ],
});

/** Every cash-ledger entry, newest first. */
export const cashLedgerSheet = (lang: Locale, rows: CashTransaction[]): Sheet<CashTransaction> => ({
  name: { en: 'Cash transactions', ar: 'العمليات النقدية' },
  rows,
  columns: [
    ...entryColumns<CashTransaction>(lang, (r) => r.operation_type),
    ...stockColumns<CashTransaction>(),
    { key: 'effective_date', header: { en: 'Effective date', ar: 'تاريخ الاستحقاق' }, kind: 'date', value: (r) => r.effective_date },
    { key: 'amount', header: { en: 'Amount (SAR)', ar: 'المبلغ (ريال)' }, kind: 'money', value: (r) => r.amount },
    { key: 'previous', header: { en: 'Cash before (SAR)', ar: 'النقد قبل (ريال)' }, kind: 'money', value: (r) => r.previous_cash_value },
    { key: 'cash', header: { en: 'Cash after (SAR)', ar: 'النقد بعد (ريال)' }, kind: 'money', value: (r) => r.cash_value },
    { key: 'shares', header: headers.shares, kind: 'integer', value: (r) => r.shares },
    { key: 'per_share', header: headers.amountPerShare, kind: 'number', value: (r) => r.amount_per_share },
  ],
});

/** The dividends received, newest first. */
export const dividendsSheet = (rows: ReceivedDividend[]): Sheet<ReceivedDividend> => ({
  name: { en: 'Dividends received', ar: 'التوزيعات المستلمة' },
  rows,
  columns: [
    { key: 'distribution_date', header: { en: 'Paid on', ar: 'تاريخ الصرف' }, kind: 'date', value: (r) => r.distribution_date },
    ...stockColumns<ReceivedDividend>(),
    { key: 'eligibility_date', header: { en: 'Eligibility date', ar: 'تاريخ الأحقية' }, kind: 'date', value: (r) => r.eligibility_date },
    { key: 'record_date', header: { en: 'Record date', ar: 'تاريخ السجل' }, kind: 'date', value: (r) => r.record_date },
    { key: 'per_share', header: headers.amountPerShare, kind: 'number', value: (r) => r.amount_per_share },
    { key: 'shares', header: headers.shares, kind: 'integer', value: (r) => r.shares },
    { key: 'amount', header: { en: 'Amount (SAR)', ar: 'المبلغ (ريال)' }, kind: 'money', value: (r) => r.amount },
  ],
});
