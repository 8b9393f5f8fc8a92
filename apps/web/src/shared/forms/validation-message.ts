import i18next from 'i18next';
import type { z } from 'zod';

type Issue = z.core.$ZodRawIssue;

function isEmpty(input: unknown): boolean {
  return input === undefined || input === null || (typeof input === 'string' && input.trim() === '');
}

/**
 * zod's built-in issues in the spec's wording (§5), in the user's language. Messages a schema
 * sets itself (vInvalidMobile, vOtpFormat, vPasswordsMustMatch) are keys of the same `validation`
 * namespace and are translated by the form resolver.
 */
export function validationMessage(issue: Issue): string {
  const t = i18next.t;
  switch (issue.code) {
    case 'too_small':
      if (isEmpty(issue.input)) return t('validation:required');
      if (issue.origin === 'string') return t('validation:minLength', { count: Number(issue.minimum) });
      break;
    case 'too_big':
      if (issue.origin === 'string') return t('validation:maxLength', { count: Number(issue.maximum) });
      break;
    case 'invalid_type':
    case 'invalid_value':
      if (isEmpty(issue.input)) return t('validation:required');
      break;
    case 'invalid_format':
      if (issue.format === 'email') return t('validation:invalidEmail');
      break;
  }
  return t('validation:invalid');
}

/** A schema's own message when it is a key of the `validation` namespace; otherwise the message as it is. */
export function translateValidationKey(message: string): string {
  const key = `validation:${message}`;
  return /^v[A-Z]\w*$/.test(message) && i18next.exists(key) ? String(i18next.t(key as 'validation:vInvalidMobile')) : message;
}
