import type { FastifySchemaCompiler } from 'fastify';
import { safeParse, type $ZodType } from 'zod/v4/core';
import type { RawIssue } from './validation-messages.ts';

/**
 * Validates requests with their zod schemas, like fastify-type-provider-zod's compiler but asking
 * zod for the offending input, so a missing field ("required") can be told from a wrong one.
 */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
    const result = safeParse(schema, data, { reportInput: true });
    if (result.success) return { value: result.data };
    const issues: RawIssue[] = result.error.issues.map(({ code, path, message, ...params }) => ({
      keyword: code,
      instancePath: `/${path.map(String).join('/')}`,
      message,
      params: { ...params, missing: params.input === undefined },
    }));
    return { error: issues as never };
  };
