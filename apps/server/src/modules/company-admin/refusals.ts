import type { $ZodIssue } from 'zod/v4/core';
import type { Locale } from '@sahm/contracts/common';
import { ApiError } from '../../platform/errors.ts';
import { toValidationDetail } from '../../platform/validation-messages.ts';
import { toRawIssues } from '../../platform/validator.ts';
import { messages } from './messages.ts';
import type { Problem } from './rules.ts';

/**
 * A value the rules refuse, answered like a schema's refusal: 422 with `{detail: [{loc, msg, type}]}`,
 * each item naming the field, in the caller's language. (ApiError's extra fields replace its
 * single-text detail with the list.)
 */
export function invalidInput(locale: Locale, problems: Problem[], where: 'body' | 'path' = 'body'): ApiError {
  const first = problems[0]!;
  const detail = problems.map((p) => ({ loc: [where, p.field], msg: messages.t(locale, p.key, p.params), type: 'value_error' }));
  return messages.error(422, first.key, first.params, { detail });
}

/** Throws when the rules found anything. */
export function refuseProblems(locale: Locale, problems: Problem[]): void {
  if (problems.length > 0) throw invalidInput(locale, problems);
}

/** A schema's refusal of fields read by hand (a multipart form's), in the same 422 form as the validator's. */
export function schemaRefusal(locale: Locale, issues: readonly $ZodIssue[]): ApiError {
  const detail = toValidationDetail(locale, 'body', toRawIssues(issues));
  return new ApiError(422, 'vInvalid', {}, { detail });
}
