import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { realCompanies } from '../companies/test-inputs.ts';
import { forkRng } from '../random.ts';
import { financialRuleViolations } from './financial-rules.ts';
import { generateFinancials } from './financials.ts';
import { financialsInputs } from './test-inputs.ts';
import type { FinancialsInput } from './types.ts';

const SEED = 20_251_231;
const TODAY = '2026-11-19';
const inputs = financialsInputs(SEED, TODAY);
const generate = (seed: number, input: FinancialsInput) => generateFinancials(forkRng(seed, `stock:${input.symbolCode}:financials`), input);

describe('financial statements', () => {
  it('obey their rules for every company of the demo set', () => {
    const errors = inputs.flatMap((input) => {
      const data = generate(SEED, input);
      return data ? financialRuleViolations(input, data) : [];
    });
    expect(errors.slice(0, 20)).toEqual([]);
  });
});
