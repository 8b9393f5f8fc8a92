import { BANK_TEMPLATES } from './bank-template.ts';
import { INSURANCE_TEMPLATES } from './insurance-template.ts';
import { ORDINARY_TEMPLATES } from './ordinary-template.ts';
import { REIT_TEMPLATES } from './reit-template.ts';
import type { Family, StatementTemplates } from './template-types.ts';

/** Each family's three statements (spec §3 Financial line items): one template for ordinary companies, banks, insurers and REITs. */
export const TEMPLATES: Readonly<Record<Family, StatementTemplates>> = {
  ordinary: ORDINARY_TEMPLATES,
  bank: BANK_TEMPLATES,
  insurance: INSURANCE_TEMPLATES,
  reit: REIT_TEMPLATES,
};
