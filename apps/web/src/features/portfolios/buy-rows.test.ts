import { describe, expect, it } from 'vitest';
import {
  exceedsCash,
  parseBuyingDate,
  riyadhToday,
  sanitizeDateInput,
  toBuyItems,
  totalHalalas,
  validateBuyRow,
  type BuyRowValues,
} from './buy-rows.ts';

const stock = { guid: '00000000-0000-4000-8000-000000000001', short_name: 'Aramco', symbol_code: '2222' };
const row = (values: Partial<BuyRowValues> = {}): BuyRowValues => ({ stock, date: '2026/11/19', quantity: '10', price: '27.5', ...values });
const options = { today: '2026/11/23', withDate: true };

describe('buy rows', () => {
  it('accepts a complete row', () => {
    expect(validateBuyRow(row(), options)).toEqual({});
  });

  it('requires every field', () => {
    expect(validateBuyRow({ stock: null, date: '', quantity: '', price: '' }, options)).toEqual({
      stock: 'stockRequired',
      date: 'dateRequired',
      quantity: 'quantityMin',
      price: 'priceInvalid',
    });
  });

  it('wants YYYY/MM/DD, a real day, not in the future', () => {
    expect(validateBuyRow(row({ date: '19/11/2026' }), options).date).toBe('dateFormat');
    expect(validateBuyRow(row({ date: '2026/02/30' }), options).date).toBe('dateFormat');
    expect(validateBuyRow(row({ date: '2026/11/24' }), options).date).toBe('dateFuture');
    expect(validateBuyRow(row({ date: '2026/11/23' }), options).date).toBeUndefined();
    expect(validateBuyRow(row({ date: '' }), { ...options, withDate: false }).date).toBeUndefined();
  });

  it('wants whole shares of at least one', () => {
    expect(validateBuyRow(row({ quantity: '0' }), options).quantity).toBe('quantityMin');
  });

  it('reads dates typed with Arabic digits or dashes', () => {
    expect(sanitizeDateInput('٢٠٢٦/١١/١٩')).toBe('2026/11/19');
    expect(sanitizeDateInput('2026-11-19x')).toBe('2026/11/19');
    expect(parseBuyingDate('2026/11/19')).toBe('2026-11-19');
  });

  it('gives today on the Riyadh calendar', () => {
    expect(riyadhToday(new Date('2026-11-23T22:30:00Z'))).toBe('2026/11/24');
  });

  it('builds the buy payload and its total', () => {
    const rows = [row(), row({ quantity: '3', price: '0.10' })];
    expect(toBuyItems(rows, { withDate: true, deductFromCash: true })).toEqual([
      { stock_guid: stock.guid, shares: 10, price: 27.5, buying_date: '2026-11-19', deduct_from_cash_flow: true },
      { stock_guid: stock.guid, shares: 3, price: 0.1, buying_date: '2026-11-19', deduct_from_cash_flow: true },
    ]);
    expect(toBuyItems([row()], { withDate: false, deductFromCash: false })[0]!.buying_date).toBeNull();
    expect(totalHalalas(rows)).toBe(27530);
  });

  it('knows when the cash is not enough, to the halala', () => {
    const rows = [row(), row({ quantity: '3', price: '0.10' })];
    expect(exceedsCash(rows, '275.30')).toBe(false);
    expect(exceedsCash(rows, '275.29')).toBe(true);
    // 0.1 + 0.2 is not 0.3 in floats; in halalas it is.
    expect(exceedsCash([row({ quantity: '1', price: '0.10' }), row({ quantity: '1', price: '0.20' })], '0.30')).toBe(false);
    // More than a halala count holds exactly exceeds any cash a portfolio can have.
    expect(
      exceedsCash([row({ quantity: '100000000', price: '1000000' }), row({ quantity: '100000000', price: '1000000' })], '1000000000000.00'),
    ).toBe(true);
  });
});
