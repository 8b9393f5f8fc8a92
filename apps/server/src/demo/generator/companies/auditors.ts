import type { LocalisedName } from '../../../db/schema/companies.ts';
import type { Rng } from '../random.ts';

/**
 * Audit firms practising in the Kingdom (the firms are real; which one audits which company is
 * the demo's invention). Banks appoint two joint auditors, as the market's banks do.
 */
const BIG_FOUR: readonly LocalisedName[] = [
  { ar: 'برايس ووترهاوس كوبرز', en: 'PricewaterhouseCoopers' },
  { ar: 'كي بي إم جي', en: 'KPMG' },
  { ar: 'إرنست ويونغ', en: 'Ernst & Young' },
  { ar: 'ديلويت آند توش', en: 'Deloitte & Touche' },
];

const OTHERS: readonly LocalisedName[] = [
  { ar: 'بي دي أو', en: 'BDO' },
  { ar: 'جرانت ثورنتون', en: 'Grant Thornton' },
  { ar: 'كرو', en: 'Crowe' },
  { ar: 'بي كي إف', en: 'PKF' },
  { ar: 'بيكر تيلي', en: 'Baker Tilly' },
  { ar: 'آر إس إم', en: 'RSM' },
];

export function appointAuditors(rng: Rng, opts: { bank: boolean; large: boolean }): LocalisedName[] {
  const first = rng.pick(opts.large || opts.bank || rng.chance(0.6) ? BIG_FOUR : OTHERS);
  if (!opts.bank) return [first];
  const second = rng.pick(BIG_FOUR.filter((a) => a !== first));
  return [first, second];
}
