import type { BodyValue, UrlValue } from './fuzz-values.ts';

/** The part of JSON Schema the OpenAPI document uses for request parameters and bodies. */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
};

type OpenApiParameter = { in: string; name: string; required?: boolean; schema: JsonSchema };
type OpenApiOperation = { parameters?: OpenApiParameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } };
export type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

export type Operation = {
  method: string;
  /** As the document writes it, with {param} placeholders. */
  path: string;
  params: OpenApiParameter[];
  body?: { form: boolean; schema: JsonSchema };
};

/** Where a hostile value goes: a path or query parameter, or a place in the body. */
export type Field = { in: 'path'; name: string } | { in: 'query'; name: string } | { in: 'body'; path: (string | number)[] };

export const fieldName = (f: Field) => (f.in === 'body' ? `body.${f.path.join('.') || '(whole)'}` : `${f.in}.${f.name}`);

/** Every operation of the document (HEAD is GET's twin and not listed). */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const content = op.requestBody?.content ?? {};
      const form = content['application/x-www-form-urlencoded'];
      const jsonBody = content['application/json'];
      const body = form ? { form: true, schema: form.schema } : jsonBody ? { form: false, schema: jsonBody.schema } : undefined;
      ops.push({ method: method.toUpperCase(), path, params: op.parameters ?? [], ...(body ? { body } : {}) });
    }
  }
  return ops;
}

const branches = (s: JsonSchema): JsonSchema[] => s.anyOf ?? s.oneOf ?? s.allOf ?? [];
const isObject = (s: JsonSchema) => s.type === 'object' || !!s.properties;
const isArray = (s: JsonSchema) => s.type === 'array' || !!s.items;

/** The places in a body schema a value can go, two levels down, through unions. */
export function bodyFields(schema: JsonSchema, depth = 0): (string | number)[][] {
  if (depth > 2) return [];
  const out: (string | number)[][] = [];
  for (const b of branches(schema)) out.push(...bodyFields(b, depth));
  if (isObject(schema)) {
    for (const [key, prop] of Object.entries(schema.properties ?? {})) {
      out.push([key]);
      for (const sub of bodyFields(prop, depth + 1)) out.push([key, ...sub]);
    }
  } else if (isArray(schema) && schema.items) {
    out.push([0]);
    for (const sub of bodyFields(schema.items, depth + 1)) out.push([0, ...sub]);
  }
  const seen = new Set<string>();
  return out.filter((p) => !seen.has(p.join('\u0001')) && seen.add(p.join('\u0001')));
}

/** Known-good values the baseline request is built from, so a hostile value is the only thing wrong. */
export type Known = {
  /** Values by field name; a function picks by the operation's path. */
  named: Record<string, unknown>;
  /** A path parameter's value for an operation (by its path and the parameter's name). */
  pathParam: (path: string, name: string) => string;
  /** A uuid in a body, by the field's name and the operation's path. */
  bodyGuid: (path: string, field: string) => string;
};

/**
 * How a sample is chosen: plain values, or every number, list and free text at the largest (or
 * smallest) its schema allows, which is where derived figures (shares × price, sums) overflow.
 */
export type Extreme = 'none' | 'max' | 'min';

/** A valid-looking value for a schema; `toward` picks the union branch that holds the field being fuzzed. */
export function sample(
  schema: JsonSchema,
  known: Known,
  op: Operation,
  name = '',
  toward: (string | number)[] = [],
  extreme: Extreme = 'none',
): unknown {
  const options = branches(schema).filter((b) => (b as { type?: string }).type !== 'null');
  if (options.length > 0 && !isObject(schema)) {
    const key = toward[0];
    const fits = options.find((b) => key !== undefined && (b.properties?.[key as string] || (typeof key === 'number' && isArray(b))));
    return sample(fits ?? options[0]!, known, op, name, toward, extreme);
  }
  if (schema.enum) return schema.enum[extreme === 'max' ? schema.enum.length - 1 : 0];
  if (schema.format === 'uuid') return known.bodyGuid(op.path, name);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const numeric = type === 'integer' || type === 'number';
  if (numeric && extreme === 'max' && schema.maximum !== undefined) return schema.maximum;
  if (numeric && extreme === 'min' && schema.minimum !== undefined) return schema.minimum;
  if (name in known.named && !isObject(schema) && !isArray(schema)) {
    const value = known.named[name];
    return typeof value === 'function' ? (value as (path: string) => unknown)(op.path) : value;
  }
  if (isObject(schema)) {
    const out: Record<string, unknown> = {};
    for (const [key, prop] of Object.entries(schema.properties ?? {}))
      out[key] = sample(prop, known, op, key, toward[0] === key ? toward.slice(1) : [], extreme);
    return out;
  }
  if (isArray(schema)) {
    const item = schema.items ? sample(schema.items, known, op, name, toward[0] === 0 ? toward.slice(1) : [], extreme) : 'x';
    const length = extreme === 'max' ? (schema.maxItems ?? 20) : Math.max(1, schema.minItems ?? 1);
    return Array.from({ length }, () => item);
  }
  if (numeric) return Math.max(schema.minimum ?? 1, Math.min(1, schema.maximum ?? 1));
  if (type === 'boolean') return extreme === 'max';
  if (schema.format === 'date') return known.named.date;
  if (extreme === 'max' && schema.maxLength !== undefined) return 'x'.repeat(schema.maxLength);
  return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
}

/** A place in a JSON value, set to a marker that the raw JSON text then replaces. */
function setAt(target: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path;
  const container = (
    Array.isArray(target) ? [...target] : typeof target === 'object' && target !== null ? { ...target } : typeof key === 'number' ? [] : {}
  ) as Record<string | number, unknown>;
  container[key!] = setAt(container[key!], rest, value);
  return container;
}

const marker = (i: number) => `\u0001fuzz-marker-${i}\u0001`;

/** The baseline body with each value put at its place (raw JSON text through a marker). */
export function jsonBodyWith(baseline: unknown, values: [(string | number)[], BodyValue][]): string {
  let body = baseline;
  values.forEach(([at, value], i) => (body = setAt(body, at, 'json' in value ? value.json : marker(i))));
  let text = JSON.stringify(body) ?? 'null';
  values.forEach(([, value], i) => {
    if ('raw' in value) text = text.replace(JSON.stringify(marker(i)), value.raw);
  });
  return text;
}

const encodeOne = (v: unknown) => {
  try {
    return encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v));
  } catch {
    return '%ED%A0%80';
  }
};

/** key=value pairs, with values already encoded; a list repeats the key. */
export function urlPairs(pairs: [string, UrlValue][]): string {
  return pairs.flatMap(([key, value]) => (Array.isArray(value) ? value : [value]).map((v) => `${encodeURIComponent(key)}=${v}`)).join('&');
}

/** A body object's fields as form pairs (every value encoded), for the form-encoded routes. */
export const formPairs = (values: Record<string, unknown>): [string, UrlValue][] =>
  Object.entries(values).map(([k, v]) => [k, encodeOne(v)]);

export const encodedValue = encodeOne;
