import { SCREENER_DEFAULT_COLUMNS } from '@sahm/contracts/screener';
import { describe, expect, it } from 'vitest';
import {
  addRow,
  emptyRow,
  fromQuery,
  isComplete,
  removeRow,
  sanitizeNumber,
  setField,
  shownColumns,
  takenFields,
  toQuery,
  type FieldKinds,
  type FilterRow,
} from './filter-rows.ts';

const GUID_A = '11111111-1111-4111-8111-111111111111';
const GUID_B = '22222222-2222-4222-8222-222222222222';
const kinds: FieldKinds = new Map([
  ['price', { kind: 'number', filter: true, column: true }],
  ['return_of_equity_percent', { kind: 'number', filter: true, column: true }],
  ['net_profit_margin', { kind: 'number', filter: false, column: true }],
  ['market_guid', { kind: 'market', filter: true, column: false }],
  ['stock_guid', { kind: 'stocks', filter: true, column: false }],
  ['parent_sector_guid', { kind: 'sectors', filter: true, column: false }],
] as const);

const row = (patch: Partial<FilterRow>): FilterRow => ({ ...emptyRow(), ...patch });

describe('filter rows', () => {
  it('adds a row only when every row is complete, up to five', () => {
    const first = [emptyRow()];
    expect(addRow(first, kinds)).toMatchObject({ rows: first, error: 'fillAll' });
    const half = [row({ field: 'price', value: '' })];
    expect(addRow(half, kinds).error).toBe('fillAll');
    let rows = [row({ field: 'price', value: '10' })];
    for (let i = 0; i < 6; i += 1) {
      const next = addRow(rows, kinds);
      expect(next.error).toBeNull();
      rows = next.rows.map((r, j) => (j === next.rows.length - 1 && !r.field ? { ...r, field: `price`, value: '1' } : r));
    }
    expect(rows).toHaveLength(5);
  });

  it('never removes the first row', () => {
    const rows = [emptyRow(), emptyRow()];
    expect(removeRow(rows, rows[0]!.id)).toHaveLength(2);
    expect(removeRow(rows, rows[1]!.id)).toEqual([rows[0]]);
  });

  it('knows a complete row of each kind', () => {
    expect(isComplete(row({ field: 'price', value: '-1.5' }), kinds)).toBe(true);
    expect(isComplete(row({ field: 'price', value: '1.' }), kinds)).toBe(false);
    expect(isComplete(row({ field: 'market_guid', value: GUID_A }), kinds)).toBe(true);
    expect(isComplete(row({ field: 'stock_guid', values: [] }), kinds)).toBe(false);
    expect(isComplete(row({ field: 'parent_sector_guid', values: [GUID_B] }), kinds)).toBe(true);
    expect(isComplete(row({}), kinds)).toBe(false);
  });

  it('empties the value when the field changes and keeps a field to one row', () => {
    const r = row({ field: 'stock_guid', values: [GUID_A] });
    expect(setField(r, 'price')).toMatchObject({ field: 'price', value: '', values: [] });
    const rows = [r, row({ field: 'price' }), emptyRow()];
    expect(takenFields(rows, rows[2]!.id)).toEqual(new Set(['stock_guid', 'price']));
  });

  it('reads Arabic-Indic digits and decimal separators as a Latin number', () => {
    expect(sanitizeNumber('١٢٫٥')).toBe('12.5');
    expect(sanitizeNumber('-3,25x')).toBe('-3.25');
    expect(sanitizeNumber('1.2.3')).toBe('1.23');
  });
});

describe('the query', () => {
  const rows = [
    row({ field: 'price', operator: 'gte', value: '10' }),
    row({ field: 'return_of_equity_percent', operator: 'lte', value: '25.5' }),
    row({ field: 'market_guid', value: GUID_A }),
    row({ field: 'stock_guid', values: [GUID_A, GUID_B] }),
    row({ field: 'parent_sector_guid', values: [GUID_B] }),
  ];

  it('writes one key per filter in the API’s form, with the columns', () => {
    const query = toQuery(rows, kinds, ['price']);
    expect(Object.fromEntries(query)).toEqual({
      price__gte: '10',
      return_of_equity_percent__lte: '25.5',
      market_guid: GUID_A,
      stock_guid__in: `${GUID_A},${GUID_B}`,
      parent_sector_guid__in: GUID_B,
      fields: 'price',
    });
  });

  it('reads the same rows and columns back from an address, dropping what it does not know', () => {
    const query = toQuery(rows, kinds, ['price', 'return_of_equity_percent']);
    query.set('nothing__gte', '1');
    query.set('net_profit_margin__gte', '1');
    const back = fromQuery(query, kinds);
    expect(back.submitted).toBe(true);
    expect(back.columns).toEqual(['price', 'return_of_equity_percent']);
    expect(back.rows.map(({ id: _, ...r }) => r)).toEqual(rows.map(({ id: _, ...r }) => r));
  });

  it('starts with one empty row and the default columns', () => {
    const fresh = fromQuery(new URLSearchParams(), kinds);
    expect(fresh.rows).toHaveLength(1);
    expect(fresh.rows[0]!.field).toBeNull();
    expect(fresh.columns).toEqual([...SCREENER_DEFAULT_COLUMNS]);
    expect(fresh.submitted).toBe(false);
  });

  it('shows the fields filtered by as columns too', () => {
    expect(shownColumns(['price'], rows, kinds)).toEqual(['price', 'return_of_equity_percent']);
  });
});
