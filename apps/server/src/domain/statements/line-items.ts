import type { LineItem, LineItemUnit, Nature, StatementKind, StatementTemplates, Values } from './template-types.ts';

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

type Step = { key: string; parts: readonly string[] | null };

/** Post-order steps (children before their parent), worked out once per template. */
const stepsOf = new WeakMap<readonly LineItem[], readonly Step[]>();

function steps(items: readonly LineItem[]): readonly Step[] {
  let out = stepsOf.get(items);
  if (!out) {
    const list: Step[] = [];
    const visit = (item: LineItem): void => {
      item.children.forEach(visit);
      const parts = item.children.length ? item.children.map((c) => c.key) : item.sum_of.length ? item.sum_of : null;
      list.push({ key: item.key, parts });
    };
    items.forEach(visit);
    stepsOf.set(items, (out = list));
  }
  return out;
}

/**
 * Fills in every parent and subtotal from the leaves (a subtotal only names rows above it).
 * Leaves left unset are zero.
 */
export function rollUp(items: readonly LineItem[], leaves: Values): Values {
  const out: Values = {};
  for (const { key, parts } of steps(items)) {
    let v = 0;
    if (parts) for (const p of parts) v += out[p] ?? 0;
    else v = leaves[key] ?? 0;
    // Adding zero turns a negated zero (a nil expense) into a plain one.
    out[key] = v + 0;
  }
  return out;
}
