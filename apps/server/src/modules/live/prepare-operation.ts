import { GraphQLError, getOperationAST, parse, validate, type DocumentNode } from 'graphql';
import type { Locale } from '@sahm/contracts/common';
import { messages } from './messages.ts';
import { MAX_TOKENS, queryLimitsRule, type QueryLimits } from './query-limits.ts';
import { liveSchema } from './schema.ts';

export type OperationInput = {
  query: string;
  variables?: Record<string, unknown> | null | undefined;
  operationName?: string | null | undefined;
};

export type PreparedOperation = { document: DocumentNode } | { errors: readonly GraphQLError[] };

/** The standard rules stop after this many errors: a long wrong document is not worth more. */
const MAX_VALIDATION_ERRORS = 20;

/**
 * Parses and validates one operation for HTTP or the socket: at most MAX_TOKENS tokens, then the
 * limits (before the standard rules, so a document past them costs no more), then the standard
 * rules. Every refusal is a list of GraphQL errors for this one operation; nothing throws.
 */
export function prepareOperation(
  input: OperationInput,
  opts: { limits: QueryLimits; locale: Locale; subscriptions: boolean },
): PreparedOperation {
  let document: DocumentNode;
  try {
    document = parse(input.query, { maxTokens: MAX_TOKENS });
  } catch (err) {
    if (!(err instanceof GraphQLError)) throw err;
    // graphql words this one "Document contains more than N tokens. Parsing aborted."
    if (/more than \d+ tokens/.test(err.message)) {
      return {
        errors: [
          new GraphQLError(messages.t(opts.locale, 'queryTooLong', { max: MAX_TOKENS }), {
            extensions: { code: 'query_too_long', limit: MAX_TOKENS },
          }),
        ],
      };
    }
    return { errors: [err] };
  }
  const limited = validate(liveSchema, document, [
    queryLimitsRule({ limits: opts.limits, variables: input.variables, locale: opts.locale }),
  ]);
  if (limited.length) return { errors: limited };
  const invalid = validate(liveSchema, document, undefined, { maxErrors: MAX_VALIDATION_ERRORS });
  if (invalid.length) return { errors: invalid };
  if (!opts.subscriptions && getOperationAST(document, input.operationName)?.operation === 'subscription') {
    return {
      errors: [new GraphQLError(messages.t(opts.locale, 'subscriptionOverHttp'), { extensions: { code: 'subscription_over_http' } })],
    };
  }
  return { document };
}
