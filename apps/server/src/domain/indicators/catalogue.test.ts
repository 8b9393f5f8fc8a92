import { indicatorDefinitionSchema, indicatorGroups, statementFamilies } from '@sahm/contracts/indicators';
import { describe, expect, it } from 'vitest';
import { INDICATORS } from './catalogue.ts';
import { readsOf } from './formula-reads.ts';
import { HELP_TEXTS, NAMED_TERM_HELP, NAMED_TERMS } from './tooltip-terms.ts';

const ARABIC = /[\u0600-\u06FF]/;

describe('indicator catalogue', () => {
  it('holds over sixty indicators with unique keys, known groups and both languages', () => {
    expect(INDICATORS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(INDICATORS.map((i) => i.key)).size).toBe(INDICATORS.length);
    for (const i of INDICATORS) {
      const { formulas: _formulas, ...definition } = i;
      expect(() => indicatorDefinitionSchema.parse(definition), i.key).not.toThrow();
      expect(indicatorGroups).toContain(i.group);
      expect(i.label_ar, i.key).toMatch(ARABIC);
      expect(i.help_ar, i.key).toMatch(ARABIC);
      expect(i.label_en, i.key).not.toMatch(ARABIC);
      expect(i.help_en.length, i.key).toBeGreaterThan(30);
      expect(i.help_ar.length, i.key).toBeGreaterThan(30);
    }
  });

  it('covers every group the indicators are meant for, and each family has its own', () => {
    const groups = new Set(INDICATORS.map((i) => i.group));
    for (const g of indicatorGroups.filter((g) => g !== 'others')) expect(groups, g).toContain(g);
    for (const f of statementFamilies) expect(INDICATORS.filter((i) => i.families.includes(f)).length, f).toBeGreaterThan(40);
    for (const f of ['bank', 'insurance', 'reit'] as const)
      expect(
        INDICATORS.some((i) => i.families.length === 1 && i.families[0] === f),
        f,
      ).toBe(true);
  });

  it('marks an indicator price based exactly when its formulas read the price', () => {
    for (const i of INDICATORS) {
      const reads = i.families.map((f) => readsOf(i, f)).filter((r) => r !== null);
      if (!reads.length) continue;
      expect(
        reads.some((r) => r.price),
        i.key,
      ).toBe(i.price_based);
    }
  });

  it('leaves beta to the price-history step: defined, with texts, and no formula yet', () => {
    const beta = INDICATORS.find((i) => i.key === 'beta')!;
    expect(beta.price_based).toBe(true);
    expect(Object.keys(beta.formulas)).toEqual([]);
    expect(beta.families).toEqual([...statementFamilies]);
  });

  it('has a help text for each of the spec’s named terms and for every indicator', () => {
    expect(NAMED_TERM_HELP.map((h) => h.key)).toEqual([...NAMED_TERMS]);
    expect(new Set(HELP_TEXTS.map((h) => h.key)).size).toBe(HELP_TEXTS.length);
    expect(HELP_TEXTS).toHaveLength(INDICATORS.length + 1);
    for (const h of NAMED_TERM_HELP) expect(h.help_ar && h.help_en, h.key).toBeTruthy();
  });
});
