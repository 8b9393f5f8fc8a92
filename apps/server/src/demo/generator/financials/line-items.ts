import type { LineItem, LineItemUnit, Nature, StatementKind, StatementTemplates, Values } from './types.ts';

/**
 * Line-item templates are written as short specs and numbered here, so the order of a statement
 * is the order it is written in and no template carries hand-kept numbers.
 */

export type ItemSpec = {
  key: string;
  ar: string;
  en: string;
  unit?: LineItemUnit;
  nature?: Nature;
  children?: readonly ItemSpec[];
  sumOf?: readonly string[];
};

export const li = (key: string, ar: string, en: string, children?: readonly ItemSpec[]): ItemSpec => ({ key, ar, en, children });

/** A subtotal of earlier rows of the same statement. */
export const subtotal = (key: string, ar: string, en: string, sumOf: readonly string[]): ItemSpec => ({ key, ar, en, sumOf });

function number(kind: StatementKind, specs: readonly ItemSpec[], counter: { n: number }): LineItem[] {
  return specs.map((s) => {
    const order = ++counter.n;
    return {
      key: s.key,
      order,
      label_ar: s.ar,
      label_en: s.en,
      unit: s.unit ?? 'SAR_THOUSANDS',
      nature: s.nature ?? (kind === 'balance_sheet' ? 'balance' : 'flow'),
      children: number(kind, s.children ?? [], counter),
      sum_of: s.sumOf ?? [],
    };
  });
}

export function templates(specs: Readonly<Record<StatementKind, readonly ItemSpec[]>>): StatementTemplates {
  return {
    income_statement: number('income_statement', specs.income_statement, { n: 0 }),
    balance_sheet: number('balance_sheet', specs.balance_sheet, { n: 0 }),
    cash_flow: number('cash_flow', specs.cash_flow, { n: 0 }),
  };
}

/** Every item of a statement, depth first (so in display order). */
export function allItems(items: readonly LineItem[]): LineItem[] {
  return items.flatMap((i) => [i, ...allItems(i.children)]);
}

/** The items whose figures are set directly rather than summed. */
export const leafKeys = (items: readonly LineItem[]): string[] =>
  allItems(items)
    .filter((i) => !i.children.length && !i.sum_of.length)
    .map((i) => i.key);

/**
 * Fills in every parent and subtotal from the leaves, in statement order (a subtotal only names
 * rows above it). Leaves left unset are zero.
 */
export function rollUp(items: readonly LineItem[], leaves: Values): Values {
  const out: Values = {};
  const visit = (item: LineItem): number => {
    let v: number;
    if (item.children.length) v = item.children.reduce((s, c) => s + visit(c), 0);
    else if (item.sum_of.length) v = item.sum_of.reduce((s, k) => s + (out[k] ?? 0), 0);
    else v = leaves[item.key] ?? 0;
    // Adding zero turns a negated zero (a nil expense) into a plain one.
    out[item.key] = v + 0;
    return v + 0;
  };
  for (const item of items) visit(item);
  return out;
}
