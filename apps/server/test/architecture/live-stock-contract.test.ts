import {
  getNamedType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLScalarType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLOutputType,
} from 'graphql';
import { z } from 'zod';
import { stockTickSchema } from '@sahm/contracts/live';
import { stockListItemSchema, stockLivePointsSchema, stockTodayPointsSchema } from '@sahm/contracts/stocks';
import { describe, expect, it } from 'vitest';
import { liveSchema } from '../../src/modules/live/schema.ts';

/**
 * The stock is written once, in the contract (@sahm/contracts/stocks); the live graph's SDL
 * (modules/live/schema.ts) spells the same shape for GraphQL clients. This test holds the SDL to
 * the contract, field by field: the same names, GraphQL scalars that carry the zod types, nested
 * objects and lists alike, and no field non-null in GraphQL that the contract lets be null.
 */

const scalarsOf: Record<string, string[]> = { string: ['String', 'ID'], number: ['Float', 'Int'], boolean: ['Boolean'] };

type Zod = z.ZodType;

/** SDL types that other payloads share and so may have more fields: the markets' figures ride in LivePoints too. */
const sharedTypes = new Set(['LivePoints']);

/** The schema under nullable/optional wrappers, and whether it may be absent. */
function unwrap(schema: Zod): { inner: Zod; nullable: boolean } {
  let inner = schema;
  let nullable = false;
  for (;;) {
    if (inner instanceof z.ZodNullable || inner instanceof z.ZodOptional) {
      nullable = true;
      inner = inner.unwrap() as Zod;
    } else if (inner instanceof z.ZodDefault) inner = inner.unwrap() as Zod;
    else return { inner, nullable };
  }
}

/** What differs between a GraphQL output type and a zod schema, as readable lines. */
function differences(path: string, gql: GraphQLOutputType, schema: Zod, opts: { exact: boolean }): string[] {
  const { inner, nullable } = unwrap(schema);
  const problems: string[] = [];
  if (isNonNullType(gql) && nullable) problems.push(`${path}: non-null in the SDL, nullable in the contract`);
  const type = isNonNullType(gql) ? gql.ofType : gql;
  if (isListType(type)) {
    if (!(inner instanceof z.ZodArray)) return [...problems, `${path}: a list in the SDL, not in the contract`];
    return [...problems, ...differences(`${path}[]`, type.ofType as GraphQLOutputType, inner.element as Zod, opts)];
  }
  if (isObjectType(type)) {
    if (!(inner instanceof z.ZodObject)) return [...problems, `${path}: an object (${type.name}) in the SDL, not in the contract`];
    return [...problems, ...objectDifferences(path, type, inner, opts)];
  }
  const scalar = getNamedType(type);
  // Formats (uuid, ISO dates) are strings too: the zod type is named by its definition.
  const kind = inner.def.type;
  if (!(scalar instanceof GraphQLScalarType) || !scalarsOf[kind]?.includes(scalar.name)) {
    problems.push(`${path}: ${scalar.name} in the SDL, ${kind} in the contract`);
  } else if (scalar.name === 'Int' && !(inner instanceof z.ZodNumber && inner.format?.includes('int'))) {
    problems.push(`${path}: Int in the SDL, not an integer in the contract`);
  }
  return problems;
}

/** exact: the same fields on both sides, but for a shared type; otherwise the SDL type may have more. */
function objectDifferences(path: string, type: GraphQLObjectType, schema: z.ZodObject, opts: { exact: boolean }): string[] {
  const fields = type.getFields();
  const shape = schema.shape as Record<string, Zod>;
  const problems: string[] = [];
  for (const [name, field] of Object.entries(shape)) {
    const gql = fields[name];
    if (!gql) problems.push(`${path}.${name}: in the contract, missing from the SDL type ${type.name}`);
    else problems.push(...differences(`${path}.${name}`, gql.type, field, opts));
  }
  if (opts.exact && !sharedTypes.has(type.name)) {
    for (const name of Object.keys(fields)) {
      if (!(name in shape)) problems.push(`${path}.${name}: in the SDL type ${type.name}, not in the contract`);
    }
  }
  return problems;
}

const objectType = (name: string): GraphQLObjectType => {
  const type = liveSchema.getType(name);
  if (!(type instanceof GraphQLObjectType)) throw new Error(`${name} is not an object type of the live schema`);
  return type;
};

describe('the live graph’s stock types follow the contract', () => {
  it('Stock is the contract’s stock list item', () => {
    expect(objectDifferences('Stock', objectType('Stock'), stockListItemSchema, { exact: true })).toEqual([]);
  });

  it('StockTick is the contract’s stock tick, TodayPoints its today_points', () => {
    expect(objectDifferences('StockTick', objectType('StockTick'), stockTickSchema, { exact: true })).toEqual([]);
    expect(objectDifferences('TodayPoints', objectType('TodayPoints'), stockTodayPointsSchema, { exact: true })).toEqual([]);
  });

  it('LivePoints (shared with the markets) carries every field of a stock’s live points', () => {
    expect(objectDifferences('LivePoints', objectType('LivePoints'), stockLivePointsSchema, { exact: false })).toEqual([]);
  });

  it('notices a field the SDL lacks, a field the contract lacks, and a wrong or too strict type', () => {
    const contract = z.object({ guid: z.string(), price: z.number().nullable(), tags: z.array(z.string()), extra: z.boolean() });
    const sdl = new GraphQLObjectType({
      name: 'Probe',
      fields: {
        guid: { type: new GraphQLNonNull(objectType('Ref')) },
        price: { type: new GraphQLNonNull(getNamedType(objectType('StockTick').getFields().price!.type) as GraphQLScalarType) },
        tags: { type: new GraphQLList(getNamedType(objectType('Ref').getFields().name!.type) as GraphQLScalarType) },
        surplus: { type: getNamedType(objectType('Ref').getFields().name!.type) as GraphQLScalarType },
      },
    });
    expect(objectDifferences('Probe', sdl, contract, { exact: true })).toEqual([
      'Probe.guid: an object (Ref) in the SDL, not in the contract',
      'Probe.price: non-null in the SDL, nullable in the contract',
      'Probe.extra: in the contract, missing from the SDL type Probe',
      'Probe.surplus: in the SDL type Probe, not in the contract',
    ]);
  });
});
