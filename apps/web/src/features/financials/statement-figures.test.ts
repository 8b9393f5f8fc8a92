import type { StatementEntry } from '@sahm/contracts/financials';
import { describe, expect, it } from 'vitest';
import { allEntries, formatStatementFigure, visibleRows } from './statement-figures.ts';

const entry = (key: string, order: number, child: StatementEntry[] = []): StatementEntry => ({
  key,
  order,
  label_ar: key,
  label_en: key,
  unit: 'sar_millions',
  is_total: false,
  value: {},
  child,
});

describe('statement figures', () => {
  it('writes a negative figure in parentheses, in both languages', () => {
    expect(formatStatementFigure(-1234.5, 'sar_millions', 'en')).toBe('(1,234.5)');
    expect(formatStatementFigure(-1234.5, 'sar_millions', 'ar')).toBe('(1,234.5)');
    expect(formatStatementFigure(98765.432, 'sar_millions', 'en')).toBe('98,765.4');
    expect(formatStatementFigure(-0.5, 'sar_per_share', 'en')).toBe('(0.50)');
  });

  it('shows the children of expanded items only, in their order', () => {
    const tree = [entry('b', 2), entry('a', 1, [entry('a2', 2), entry('a1', 1, [entry('a1x', 1)])])];
    expect(visibleRows(tree, new Set()).map((row) => row.entry.key)).toEqual(['a', 'b']);
    const open = visibleRows(tree, new Set(['a']));
    expect(open.map((row) => [row.entry.key, row.depth, row.expandable])).toEqual([
      ['a', 0, true],
      ['a1', 1, true],
      ['a2', 1, false],
      ['b', 0, false],
    ]);
    expect(allEntries(tree).map((e) => e.key)).toEqual(['a', 'a1', 'a1x', 'a2', 'b']);
  });
});
