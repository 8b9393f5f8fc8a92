import type { FastifyRequest } from 'fastify';
import type { RawIssue } from './validation-messages.ts';

/*
 * PostgreSQL cannot store U+0000 in text (it answers an error, which was a 500), and no field of
 * the API has a use for the other C0 control characters. Bodies keep tab and line breaks (free
 * text such as a message has lines); query strings, path parameters and headers are one line.
 */
// eslint-disable-next-line no-control-regex
const inText = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
// eslint-disable-next-line no-control-regex
const inLine = /[\u0000-\u0008\u000A-\u001F]/;

type Step = { value: unknown; key: string | number | undefined; parent: Step | undefined };

const pathOf = (step: Step): (string | number)[] => {
  const path: (string | number)[] = [];
  for (let s: Step | undefined = step; s?.key !== undefined; s = s.parent) path.unshift(s.key);
  return path;
};

/**
 * The path of the first string (or object key) in `value` holding a forbidden character, or
 * undefined. Walks with its own stack, since a body may nest thousands of levels deep.
 */
export function findControlCharacter(value: unknown, forbidden: RegExp = inText): (string | number)[] | undefined {
  const stack: Step[] = [{ value, key: undefined, parent: undefined }];
  while (stack.length > 0) {
    const step = stack.pop()!;
    const v = step.value;
    if (typeof v === 'string') {
      if (forbidden.test(v)) return pathOf(step);
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], key: i, parent: step });
    } else if (v !== null && typeof v === 'object') {
      const keys = Object.keys(v);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i]!;
        const child: Step = { value: (v as Record<string, unknown>)[key], key, parent: step };
        if (forbidden.test(key)) return pathOf(child);
        stack.push(child);
      }
    }
  }
  return undefined;
}

/** A validation failure in the shape the schema validator gives, so the error handler answers it the same way (422 naming the field). */
class ControlCharacterError extends Error {
  readonly statusCode = 422;
  readonly validation: RawIssue[];
  constructor(
    readonly validationContext: string,
    path: (string | number)[],
  ) {
    super('vControlCharacter');
    this.validation = [{ keyword: 'invalid_characters', instancePath: `/${path.join('/')}`, message: 'vControlCharacter', params: {} }];
  }
}

const parts = [
  ['params', inLine],
  ['querystring', inLine],
  ['headers', inLine],
  ['body', inText],
] as const;

/**
 * preValidation hook for every route: refuses a control character anywhere in the request, with
 * or without a schema for that part (headers, and bodies read by hand, have none).
 */
export async function refuseControlCharacters(req: FastifyRequest): Promise<void> {
  for (const [part, forbidden] of parts) {
    const value = part === 'querystring' ? req.query : req[part];
    const path = findControlCharacter(value, forbidden);
    if (path) throw new ControlCharacterError(part, path);
  }
}
