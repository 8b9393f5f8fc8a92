import type { Sector } from '@sahm/contracts/sectors';
import { describe, expect, it } from 'vitest';
import { sectorOptions } from './sector-options.ts';

const node = (guid: string, name: string, children: Sector[] = [], level = 1): Sector => ({
  guid,
  code: guid,
  name,
  level,
  parent: null,
  change_ratio: null,
  stocks_count: 0,
  children,
});

describe('sectorOptions', () => {
  it('lists parents followed by their industry groups, indented', () => {
    const tree = [node('i', 'الصناعات', [node('c', 'السلع الرأسمالية', [], 2), node('t', 'النقل', [], 2)])];
    expect(sectorOptions(tree)).toEqual([
      { guid: 'i', name: 'الصناعات', depth: 0 },
      { guid: 'c', name: 'السلع الرأسمالية', depth: 1 },
      { guid: 't', name: 'النقل', depth: 1 },
    ]);
  });

  it('lists a sector once when its only group carries the same name', () => {
    const tree = [node('e', 'الطاقة', [node('e2', 'الطاقة', [], 2)]), node('b', 'البنوك', [node('b2', 'البنوك', [], 2)])];
    expect(sectorOptions(tree).map((option) => option.guid)).toEqual(['e', 'b']);
  });
});
