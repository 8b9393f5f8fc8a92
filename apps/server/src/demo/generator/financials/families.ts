import type { FamilyDef } from './family-model.ts';
import { ORDINARY } from './ordinary-model.ts';
import type { Family } from './types.ts';

export const FAMILIES: Readonly<Record<Family, FamilyDef>> = {
  ordinary: ORDINARY,
  bank: ORDINARY,
  insurance: ORDINARY,
  reit: ORDINARY,
};
