import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { moduleCycles, moduleGraph, type ModuleGraph } from './module-graph.ts';

const modulesDir = fileURLToPath(new URL('../../src/modules/', import.meta.url));

const graph = (edges: Record<string, string[]>): ModuleGraph => new Map(Object.entries(edges).map(([from, to]) => [from, new Set(to)]));

describe('module cycles', () => {
  it('finds cycles of any length, and none in a graph without one', () => {
    expect(moduleCycles(graph({ a: ['b'], b: ['c'], c: ['a'], d: ['a'] }))).toEqual(['a ↔ b ↔ c']);
    expect(moduleCycles(graph({ a: ['b'], b: ['a'], c: ['d'], d: ['c'], e: ['a', 'c'] }))).toEqual(['a ↔ b', 'c ↔ d']);
    expect(moduleCycles(graph({ a: ['b', 'c'], b: ['c'], c: [] }))).toEqual([]);
  });

  it('reads module dependencies from the source, type imports and re-exports included', () => {
    const g = moduleGraph(modulesDir);
    expect(g.get('payments')?.has('plans')).toBe(true);
    expect([...g.keys()]).toContain('stocks');
  });

  // The server's modules are to depend on each other without cycles. These are the ones the code
  // has today; each goes when the piece both sides need moves to its rightful owner. The list may
  // only shrink: a new cycle fails here, and so does one that is gone but still listed.
  it('has no module cycles but the known ones', () => {
    expect(moduleCycles(moduleGraph(modulesDir))).toEqual([]);
  });
});
