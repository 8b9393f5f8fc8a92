import { KEY } from './common-items.ts';
import { allItems } from './line-items.ts';
import {
  FIRST_PERIOD_COLUMN,
  parsePeriodHeader,
  periodHeader,
  PERIODS_OF,
  type SheetPeriod,
  type SheetPeriodFilter,
} from './sheet-layout.ts';
import { fromStored, toStored, type UploadUnit } from './sheet-units.ts';
import { TEMPLATES } from './templates.ts';
import { STATEMENT_KINDS, type Family, type LineItem, type StatementKind, type Values } from './template-types.ts';

/**
 * The checks of an uploaded statement sheet, pure: every refusal names its worksheet, row (1-based,
 * as the spreadsheet shows it), column and period where it has them, so the back office can mark
 * the cell and say why. A sheet passes only whole: the figures come out only when nothing failed.
 */

export type SheetRow = { row: number; key: string; cells: ReadonlyMap<number, string> };
/** A worksheet as read: its period header cells (row 1 from FIRST_PERIOD_COLUMN on) and its item rows. */
export type SheetInput = { headers: readonly { col: number; text: string }[]; rows: readonly SheetRow[] };

export type SheetProblemCode =
  | 'missingSheet'
  | 'noPeriods'
  | 'badPeriodHeader'
  | 'periodNotInFilter'
  | 'periodTwice'
  | 'periodMissing'
  | 'wrongFamily'
  | 'unknownKey'
  | 'keyTwice'
  | 'missingItem'
  | 'notANumber'
  | 'notWholeThousands'
  | 'perShareDecimals'
  | 'sharesNotWhole'
  | 'tooLarge'
  | 'sumMismatch'
  | 'cashChange'
  | 'unbalanced'
  | 'cashMismatch';

export type SheetProblem = {
  statement: StatementKind;
  /** The worksheet row, or null when the row is absent (a missing item, a missing sheet). */
  row: number | null;
  col: number | null;
  key: string | null;
  /** The period's header text. */
  period: string | null;
  code: SheetProblemCode;
  params: Record<string, string | number>;
};

export type CheckedPeriod = SheetPeriod & { values: Record<StatementKind, Values> };
export type SheetCheckInput = {
  family: Family;
  filter: SheetPeriodFilter;
  unit: UploadUnit;
  sheets: Partial<Record<StatementKind, SheetInput>>;
};
export type SheetCheckResult = { problems: SheetProblem[]; periods: CheckedPeriod[] };

type Column = SheetPeriod & { col: number; header: string };

/** The period columns of one sheet, with the header problems. */
function periodColumns(statement: StatementKind, sheet: SheetInput, filter: SheetPeriodFilter, problems: SheetProblem[]): Column[] {
  const out: Column[] = [];
  const at = (col: number, header: string, code: SheetProblemCode, params: Record<string, string> = {}) =>
    problems.push({ statement, row: 1, col, key: null, period: header, code, params: { header, ...params } });
  for (const { col, text } of sheet.headers) {
    if (col < FIRST_PERIOD_COLUMN || text.trim() === '') continue;
    const period = parsePeriodHeader(text);
    if (!period) at(col, text, 'badPeriodHeader');
    else if (!PERIODS_OF[filter].includes(period.period)) at(col, text, 'periodNotInFilter', { filter });
    else if (out.some((c) => c.year === period.year && c.period === period.period)) at(col, text, 'periodTwice');
    else out.push({ ...period, col, header: periodHeader(period) });
  }
  return out;
}

/** The family whose templates know every key of the sheets, when the stock's does not. */
function otherFamily(family: Family, sheets: SheetCheckInput['sheets']): Family | null {
  const keysOf = (f: Family, s: StatementKind) => new Set(allItems(TEMPLATES[f][s]).map((i) => i.key));
  const fits = (f: Family) => STATEMENT_KINDS.every((s) => (sheets[s]?.rows ?? []).every((r) => r.key === '' || keysOf(f, s).has(r.key)));
  if (fits(family)) return null;
  return (Object.keys(TEMPLATES) as Family[]).find((f) => f !== family && fits(f)) ?? null;
}

const partsOf = (item: LineItem): readonly string[] => (item.children.length ? item.children.map((c) => c.key) : item.sum_of);

/** The parents and subtotals of a statement (`items` flattened) that are not the sum of their parts. */
export function sumViolations(items: readonly LineItem[], v: Values): { item: LineItem; parts: readonly string[]; expected: number }[] {
  const out: { item: LineItem; parts: readonly string[]; expected: number }[] = [];
  for (const item of items) {
    const parts = partsOf(item);
    if (!parts.length) continue;
    const expected = parts.reduce((s, k) => s + (v[k] ?? 0), 0);
    if ((v[item.key] ?? 0) !== expected) out.push({ item, parts, expected });
  }
  return out;
}

export function checkSheets(input: SheetCheckInput): SheetCheckResult {
  const problems: SheetProblem[] = [];
  const present = STATEMENT_KINDS.filter((s) => input.sheets[s]);
  for (const statement of STATEMENT_KINDS)
    if (!input.sheets[statement])
      problems.push({ statement, row: null, col: null, key: null, period: null, code: 'missingSheet', params: { statement } });

  const columns = new Map(present.map((s) => [s, periodColumns(s, input.sheets[s]!, input.filter, problems)]));
  const periods = new Map<string, SheetPeriod>();
  for (const cols of columns.values()) for (const c of cols) periods.set(c.header, { year: c.year, period: c.period });
  if (present.length > 0 && periods.size === 0)
    problems.push({ statement: present[0]!, row: 1, col: null, key: null, period: null, code: 'noPeriods', params: {} });
  for (const s of present) {
    for (const header of periods.keys())
      if (!columns.get(s)!.some((c) => c.header === header))
        problems.push({ statement: s, row: 1, col: null, key: null, period: header, code: 'periodMissing', params: { header } });
  }

  const other = otherFamily(input.family, input.sheets);
  if (other) {
    problems.push({
      statement: present[0]!,
      row: null,
      col: null,
      key: null,
      period: null,
      code: 'wrongFamily',
      params: { family: other },
    });
    return { problems, periods: [] };
  }

  // values[statement][header][key]
  const values = new Map<StatementKind, Map<string, Values>>();
  const rowOf = new Map<string, number>();
  const failed = new Set<string>();
  for (const statement of present) {
    const sheet = input.sheets[statement]!;
    const items = allItems(TEMPLATES[input.family][statement]);
    const byKey = new Map(items.map((i) => [i.key, i]));
    const rows = new Map<string, SheetRow>();
    const problem = (
      r: SheetRow | null,
      code: SheetProblemCode,
      extra: Partial<SheetProblem> = {},
      params: Record<string, string | number> = {},
    ) =>
      problems.push({
        statement,
        row: r?.row ?? null,
        col: null,
        key: r?.key ?? null,
        period: null,
        code,
        params: { key: r?.key ?? '', ...params },
        ...extra,
      });
    for (const r of sheet.rows) {
      if (!byKey.has(r.key)) problem(r, 'unknownKey');
      else if (rows.has(r.key)) problem(r, 'keyTwice');
      else rows.set(r.key, r);
    }
    const perPeriod = new Map<string, Values>();
    for (const c of columns.get(statement)!) {
      const v: Values = {};
      for (const item of items) {
        const r = rows.get(item.key);
        const text = r?.cells.get(c.col)?.trim() ?? '';
        if (!r || text === '') {
          problems.push({
            statement,
            row: r?.row ?? null,
            col: r ? c.col : null,
            key: item.key,
            period: c.header,
            code: 'missingItem',
            params: { key: item.key, header: c.header },
          });
          failed.add(`${statement}/${c.header}`);
          continue;
        }
        const converted = toStored(text, item.unit, input.unit);
        if (!converted.ok) {
          problem(r, converted.problem, { col: c.col, period: c.header }, { value: text, header: c.header, unit: input.unit });
          failed.add(`${statement}/${c.header}`);
        } else v[item.key] = converted.value;
        rowOf.set(`${statement}/${item.key}`, r.row);
      }
      perPeriod.set(c.header, v);
      if (failed.has(`${statement}/${c.header}`)) continue;
      for (const { item, parts, expected } of sumViolations(items, v)) {
        const show = (n: number) => fromStored(n, item.unit, input.unit);
        problems.push({
          statement,
          row: rowOf.get(`${statement}/${item.key}`) ?? null,
          col: c.col,
          key: item.key,
          period: c.header,
          code: item.key === KEY.cfClosing ? 'cashChange' : 'sumMismatch',
          params: { key: item.key, header: c.header, value: show(v[item.key]!), expected: show(expected), parts: parts.join(' + ') },
        });
      }
    }
    values.set(statement, perPeriod);
  }

  for (const [header] of periods) {
    const bs = values.get('balance_sheet')?.get(header);
    const cf = values.get('cash_flow')?.get(header);
    const show = (n: number) => fromStored(n, 'SAR_THOUSANDS', input.unit);
    const col = (s: StatementKind) => columns.get(s)?.find((c) => c.header === header)?.col ?? null;
    if (bs && !failed.has(`balance_sheet/${header}`) && bs.total_assets !== bs.total_liabilities_and_equity)
      problems.push({
        statement: 'balance_sheet',
        row: rowOf.get('balance_sheet/total_assets') ?? null,
        col: col('balance_sheet'),
        key: 'total_assets',
        period: header,
        code: 'unbalanced',
        params: { header, value: show(bs.total_assets ?? 0), expected: show(bs.total_liabilities_and_equity ?? 0) },
      });
    if (bs && cf && !failed.has(`balance_sheet/${header}`) && !failed.has(`cash_flow/${header}`) && cf[KEY.cfClosing] !== bs[KEY.cash])
      problems.push({
        statement: 'cash_flow',
        row: rowOf.get(`cash_flow/${KEY.cfClosing}`) ?? null,
        col: col('cash_flow'),
        key: KEY.cfClosing,
        period: header,
        code: 'cashMismatch',
        params: { header, value: show(cf[KEY.cfClosing] ?? 0), expected: show(bs[KEY.cash] ?? 0) },
      });
  }

  if (problems.length > 0) return { problems, periods: [] };
  return {
    problems,
    periods: [...periods].map(([header, p]) => ({
      ...p,
      values: Object.fromEntries(STATEMENT_KINDS.map((s) => [s, values.get(s)!.get(header)!])) as Record<StatementKind, Values>,
    })),
  };
}
