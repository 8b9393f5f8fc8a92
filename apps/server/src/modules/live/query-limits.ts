import {
  GraphQLError,
  Kind,
  getNamedType,
  getNullableType,
  isInterfaceType,
  isListType,
  isObjectType,
  type FieldNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationRule,
  type ValueNode,
} from 'graphql';
import type { Locale } from '@sahm/contracts/common';
import { messages } from './messages.ts';

export type QueryLimits = {
  /** Fields nested inside each other. */
  depth: number;
  /** Aliased fields, counted through fragments (an alias is how one query asks for the same work many times). */
  aliases: number;
  /** Estimated work: see `cost` below. */
  cost: number;
};

/**
 * Limits of one GraphQL operation, over HTTP and WebSocket alike; visitors get half. The web
 * client's largest operation, a whole market's ticks, is estimated at about 3,500; one page of
 * 100 stocks with every field at about 5,700 (what the REST list gives anyone).
 */
export const queryLimits: Record<'signedIn' | 'anonymous', QueryLimits> = {
  signedIn: { depth: 8, aliases: 20, cost: 12_000 },
  anonymous: { depth: 8, aliases: 5, cost: 6_000 },
};

/** Lexical tokens in one document: the parser stops past this (the web client's largest has under 100). */
export const MAX_TOKENS = 2_000;

/* ---------- cost ---------- */

// An operation's cost is 1 per field, plus SERVICE_COST per root field (each one reads a service),
// with a field's selection counted as many times as the field returns items.
const SERVICE_COST = 10;
/** Items a list is taken to hold when nothing better is known. */
const DEFAULT_LIST_SIZE = 10;
/** Ticks a whole market can carry in one feed step. */
const MARKET_STOCKS = 250;

type Args = Record<string, unknown>;
const clamp = (n: number, min: number, max: number) => Math.min(Math.max(n, min), max);
const intOr = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : fallback);

/**
 * How many items a field's selection is resolved for, where the schema's shape does not say:
 * the size arguments, as the resolvers clamp them, and payload lists already counted by their
 * root field.
 */
const itemCounts: Record<string, (args: Args) => number> = {
  'Query.stocks': (a) => clamp(intOr(a.size, 25), 1, 100),
  'StockPage.items': () => 1,
  'Query.sectors': () => 25,
  'Subscription.stocks': (a) => (Array.isArray(a.guids) ? a.guids.length : MARKET_STOCKS),
  'StockPayload.stocks': () => 1,
  'Subscription.stockMovement': (a) => clamp(intOr(a.size, 10), 1, 50),
  'MovementPayload.stock_movement': () => 1,
  'MarketPayload.markets': () => 1,
  'SectorsPayload.sectors': () => 25,
};

/** An argument's value as the resolver will see it: literals, and variables from the request. */
function valueOf(node: ValueNode, variables: Args): unknown {
  switch (node.kind) {
    case Kind.VARIABLE:
      return variables[node.name.value];
    case Kind.INT:
      return Number(node.value);
    case Kind.LIST:
      return node.values.map((v) => valueOf(v, variables));
    case Kind.NULL:
      return null;
    default:
      return undefined;
  }
}

type Measure = { depth: number; aliases: number; cost: number };
const nothing: Measure = { depth: 0, aliases: 0, cost: 0 };

/**
 * Depth, aliases and cost of each operation of a document. Fragments are measured once and their
 * figures added at every spread (so a fragment spread many times counts many times, at no extra
 * work); a fragment cycle counts as nothing here (the standard rules refuse it).
 */
function measurer(schema: GraphQLSchema, fragments: Map<string, { typeName: string; selectionSet: SelectionSetNode }>, variables: Args) {
  const memo = new Map<string, Measure>();
  const roots = new Set([schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].filter(Boolean));

  function selections(set: SelectionSetNode, parent: GraphQLNamedType | undefined): Measure {
    let depth = 0;
    let aliases = 0;
    let cost = 0;
    for (const selection of set.selections) {
      const m =
        selection.kind === Kind.FIELD
          ? field(selection, parent)
          : selection.kind === Kind.INLINE_FRAGMENT
            ? selections(selection.selectionSet, selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent)
            : fragment(selection.name.value);
      depth = Math.max(depth, m.depth);
      aliases += m.aliases;
      cost += m.cost;
    }
    return { depth, aliases, cost };
  }

  function fragment(name: string): Measure {
    const known = memo.get(name);
    if (known) return known;
    const def = fragments.get(name);
    if (!def) return nothing;
    memo.set(name, nothing);
    const m = selections(def.selectionSet, schema.getType(def.typeName));
    memo.set(name, m);
    return m;
  }

  function field(node: FieldNode, parent: GraphQLNamedType | undefined): Measure {
    const aliased = node.alias ? 1 : 0;
    if (node.name.value === '__typename') return { depth: 0, aliases: aliased, cost: 0 };
    const def = parent && (isObjectType(parent) || isInterfaceType(parent)) ? parent.getFields()[node.name.value] : undefined;
    const inner = node.selectionSet ? selections(node.selectionSet, def && getNamedType(def.type)) : nothing;
    const args: Args = {};
    for (const arg of node.arguments ?? []) args[arg.name.value] = valueOf(arg.value, variables);
    const counted = parent ? itemCounts[`${parent.name}.${node.name.value}`] : undefined;
    const items = counted ? counted(args) : def && isListType(getNullableType(def.type)) ? DEFAULT_LIST_SIZE : 1;
    const own = 1 + (parent && roots.has(parent as never) ? SERVICE_COST : 0);
    return { depth: 1 + inner.depth, aliases: aliased + inner.aliases, cost: own + items * inner.cost };
  }

  return { selections };
}

/**
 * A validation rule refusing operations past the limits, with translated messages and a `code`
 * (query_too_deep, too_many_aliases, query_too_costly) and `limit` in the extensions. Run it
 * before the standard rules: a document past the limits is refused without their work.
 */
export function queryLimitsRule(opts: { limits: QueryLimits; variables: Args | null | undefined; locale: Locale }): ValidationRule {
  const { limits, locale } = opts;
  return (context) => {
    const document = context.getDocument();
    const fragments = new Map<string, { typeName: string; selectionSet: SelectionSetNode }>();
    for (const def of document.definitions) {
      if (def.kind === Kind.FRAGMENT_DEFINITION) {
        fragments.set(def.name.value, { typeName: def.typeCondition.name.value, selectionSet: def.selectionSet });
      }
    }
    const measure = measurer(context.getSchema(), fragments, opts.variables ?? {});
    const refuse = (node: OperationDefinitionNode, message: string, code: string, limit: number) =>
      context.reportError(new GraphQLError(message, { nodes: node, extensions: { code, limit } }));
    return {
      OperationDefinition(node) {
        const root = context.getSchema().getRootType(node.operation) ?? undefined;
        const m = measure.selections(node.selectionSet, root);
        if (m.depth > limits.depth) {
          refuse(node, messages.t(locale, 'queryTooDeep', { depth: m.depth, max: limits.depth }), 'query_too_deep', limits.depth);
        }
        if (m.aliases > limits.aliases) {
          refuse(
            node,
            messages.t(locale, 'queryTooManyAliases', { count: m.aliases, max: limits.aliases }),
            'too_many_aliases',
            limits.aliases,
          );
        }
        if (m.cost > limits.cost) {
          const cost = Number.isFinite(m.cost) ? Math.round(m.cost) : Number.MAX_SAFE_INTEGER;
          refuse(node, messages.t(locale, 'queryTooCostly', { cost, max: limits.cost }), 'query_too_costly', limits.cost);
        }
        return false;
      },
      FragmentDefinition: () => false,
    };
  };
}
