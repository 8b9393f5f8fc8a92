import { BANK } from './bank-model.ts';
import type { FamilyDef } from './family-model.ts';
import { INSURANCE } from './insurance-model.ts';
import { ORDINARY } from './ordinary-model.ts';
import { REIT } from './reit-model.ts';
import type { Family } from './types.ts';

export const FAMILIES: Readonly<Record<Family, FamilyDef>> = { ordinary: ORDINARY, bank: BANK, insurance: INSURANCE, reit: REIT };
