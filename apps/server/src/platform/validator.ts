import type { FastifySchemaCompiler } from 'fastify';
import { safeParse, type $ZodIssue, type $ZodType } from 'zod/v4/core';
import type { RawIssue } from './validation-messages.ts';

/** zod's issues in the form the error handler translates (see toValidationDetail); parsed with `reportInput`. */
export const toRawIssues = (issues: readonly $ZodIssue[]): RawIssue[] =>
  issues.map(({ code, path, message, ...params }) => ({
    keyword: code,
    instancePath: `/${path.map(String).join('/')}`,
    message,
    params: { ...params, missing: params.input === undefined },
  }));

/**
 * Validates requests with their zod schemas, like fastify-type-provider-zod's compiler but asking
 * zod for the offending input, so a missing field ("required") can be told from a wrong one.
 */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
    const result = safeParse(schema, data, { reportInput: true });
    if (result.success) return { value: result.data };
    return { error: toRawIssues(result.error.issues) as never };
  };
