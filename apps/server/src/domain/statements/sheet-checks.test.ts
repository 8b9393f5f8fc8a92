import { describe, expect, it } from 'vitest';
import { KEY } from './common-items.ts';
import { allItems, leafKeys, rollUp } from './line-items.ts';
import { checkSheets, type SheetInput } from './sheet-checks.ts';
import { fromStored } from './sheet-units.ts';
import { TEMPLATES } from './templates.ts';
import { STATEMENT_KINDS, type Family, type StatementKind, type Values } from './template-types.ts';

/** A balanced ordinary year: capital raised in cash, a little profit kept in cash too. */
function balancedYear(family: Family = 'ordinary'): Record<StatementKind, Values> {
  const t = TEMPLATES[family];
  const leaves = (s: StatementKind, set: Values) => rollUp(t[s], Object.fromEntries(leafKeys(t[s]).map((k) => [k, set[k] ?? 0])));
  return {
    income_statement: leaves('income_statement', { [KEY.weightedShares]: 1_000_000, [KEY.basicEps]: 150, [KEY.dilutedEps]: 150 }),
    balance_sheet: leaves('balance_sheet', { [KEY.cash]: 5000, [KEY.shareCapital]: 5000 }),
    cash_flow: leaves('cash_flow', { [KEY.cfShareIssue]: 5000 }),
  };
}

/** Sheets in the published layout with one column per header. */
function sheets(columns: Record<string, Record<StatementKind, Values>>, family: Family = 'ordinary'): Record<StatementKind, SheetInput> {
  const headers = Object.keys(columns);
  return Object.fromEntries(
    STATEMENT_KINDS.map((s) => [
      s,
      {
        headers: headers.map((text, i) => ({ col: 4 + i, text })),
        rows: allItems(TEMPLATES[family][s]).map((item, r) => ({
          row: r + 2,
          key: item.key,
          cells: new Map(headers.map((h, i) => [4 + i, fromStored(columns[h]![s][item.key]!, item.unit, 'SAR_THOUSANDS')])),
        })),
      },
    ]),
  ) as unknown as Record<StatementKind, SheetInput>;
}

const check = (input: Record<StatementKind, SheetInput>, filter: 'ANNUALS' | 'QUARTERS' = 'ANNUALS') =>
  checkSheets({ family: 'ordinary', filter, unit: 'SAR_THOUSANDS', sheets: input });

const cell = (input: Record<StatementKind, SheetInput>, s: StatementKind, key: string, text: string) => {
  const row = input[s].rows.find((r) => r.key === key)!;
  (row.cells as Map<number, string>).set(4, text);
  return row.row;
};

describe('statement sheet checks', () => {
  it('passes a balanced sheet and gives its figures', () => {
    const year = balancedYear();
    const result = check(sheets({ '2025-ANNUAL': year }));
    expect(result.problems).toEqual([]);
    expect(result.periods).toEqual([{ year: 2025, period: 'ANNUAL', values: year }]);
  });

  it('names the row of a subtotal that does not add up', () => {
    const input = sheets({ '2025-ANNUAL': balancedYear() });
    cell(input, 'income_statement', 'revenue', '10');
    const { problems, periods } = check(input);
    expect(periods).toEqual([]);
    expect(problems.map((p) => [p.code, p.key, p.row])).toContainEqual(['sumMismatch', 'gross_profit', 4]);
  });

  it('checks the balance sheet balances and the cash flow ties to it', () => {
    const input = sheets({ '2025-ANNUAL': balancedYear() });
    cell(input, 'balance_sheet', 'trade_receivables', '1');
    cell(input, 'balance_sheet', 'current_assets', '5001');
    cell(input, 'balance_sheet', 'total_assets', '5001');
    expect(check(input).problems.map((p) => p.code)).toEqual(['unbalanced']);

    const cash = sheets({ '2025-ANNUAL': balancedYear() });
    for (const [key, v] of [
      [KEY.cfOpening, '1'],
      [KEY.cfClosing, '5001'],
    ] as const)
      cell(cash, 'cash_flow', key, v);
    expect(check(cash).problems.map((p) => [p.code, p.key])).toEqual([['cashMismatch', KEY.cfClosing]]);

    const change = sheets({ '2025-ANNUAL': balancedYear() });
    cell(change, 'cash_flow', KEY.cfOpening, '1');
    expect(check(change).problems.map((p) => p.code)).toContain('cashChange');
  });

  it('refuses unknown keys, missing items, text and headers outside the filter', () => {
    const input = sheets({ '2025-ANNUAL': balancedYear() });
    (input.cash_flow.rows as unknown[]).push({ row: 99, key: 'mystery', cells: new Map([[4, '1']]) });
    cell(input, 'income_statement', 'finance_income', '');
    cell(input, 'balance_sheet', 'inventories', 'abc');
    const codes = check(input).problems.map((p) => [p.code, p.key, p.row]);
    expect(codes).toEqual(
      expect.arrayContaining([
        ['unknownKey', 'mystery', 99],
        ['missingItem', 'finance_income', expect.any(Number)],
        ['notANumber', 'inventories', expect.any(Number)],
      ]),
    );
    expect(check(sheets({ '2025-ANNUAL': balancedYear() }), 'QUARTERS').problems[0]).toMatchObject({
      code: 'periodNotInFilter',
      row: 1,
      col: 4,
    });
    expect(check(sheets({ 'FY 2025': balancedYear() })).problems[0]).toMatchObject({ code: 'badPeriodHeader' });
  });

  it('recognises another family’s sheet and a missing worksheet', () => {
    const bank = checkSheets({
      family: 'ordinary',
      filter: 'ANNUALS',
      unit: 'SAR_THOUSANDS',
      sheets: sheets({ '2025-ANNUAL': balancedYear('bank') }, 'bank'),
    });
    expect(bank.problems).toEqual([expect.objectContaining({ code: 'wrongFamily', params: { family: 'bank' } })]);
    const { cash_flow: _gone, ...two } = sheets({ '2025-ANNUAL': balancedYear() });
    expect(checkSheets({ family: 'ordinary', filter: 'ANNUALS', unit: 'SAR_THOUSANDS', sheets: two }).problems[0]).toMatchObject({
      code: 'missingSheet',
      statement: 'cash_flow',
    });
  });
});
