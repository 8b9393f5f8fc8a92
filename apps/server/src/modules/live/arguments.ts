import { GraphQLError } from 'graphql';
import type { z } from 'zod';
import type { Locale } from '@sahm/contracts/common';
import { toValidationDetail, type RawIssue } from '../../platform/validation-messages.ts';
import { validatorCompiler } from '../../platform/validator.ts';

/**
 * A field's arguments as a zod schema reads them. A wrong value is refused before any service
 * sees it, with a translated GraphQL error naming each argument (`invalid_arguments`, and the
 * REST 422 detail items in `extensions.detail`), never a database or zod message.
 */
export function argumentsOf<S extends z.ZodType>(schema: S): (args: unknown, locale: Locale) => z.infer<S> {
  const check = validatorCompiler({ schema, method: 'POST', url: '/graphql', httpPart: 'body' });
  return (args, locale) => {
    const checked = check(args) as { value?: z.infer<S>; error?: RawIssue[] };
    if (!checked.error) return checked.value as z.infer<S>;
    const detail = toValidationDetail(locale, 'args', checked.error);
    throw new GraphQLError(detail.map((d) => `${d.loc.slice(1).join('.')}: ${d.msg}`).join('; '), {
      extensions: { code: 'invalid_arguments', detail },
    });
  };
}
