import type { Locale, ValidationIssue } from '@sahm/contracts/common';
import { isMessageKey, translate, type MessageKey } from './messages.ts';

/** What fastify-type-provider-zod leaves on error.validation for each zod issue. */
export type RawIssue = {
  keyword: string;
  instancePath: string;
  message: string;
  params: Record<string, unknown>;
};

const typeNames: Record<string, MessageKey> = {
  number: 'typeNumber',
  int: 'typeNumber',
  bigint: 'typeNumber',
  string: 'typeString',
  boolean: 'typeBoolean',
  object: 'typeObject',
  array: 'typeArray',
};

const formatKeys: Record<string, MessageKey> = {
  email: 'vInvalidEmail',
  uuid: 'vInvalidGuid',
  guid: 'vInvalidGuid',
  date: 'vInvalidDate',
};

function messageOf(locale: Locale, issue: RawIssue): string {
  const p = issue.params;
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(locale, key, params);
  // A schema that names a catalogue key (e.g. vInvalidMobile on a pattern) has the last word.
  if (isMessageKey(issue.message)) return t(issue.message);
  switch (issue.keyword) {
    case 'invalid_type': {
      if (p.missing) return t('vRequired');
      const name = typeNames[String(p.expected)];
      return name ? t('vInvalidType', { expected: t(name) }) : t('vInvalid');
    }
    case 'too_small': {
      const minimum = String(p.minimum);
      if (p.origin === 'string') return Number(p.minimum) === 1 ? t('vRequired') : t('vTooShort', { minimum });
      if (p.origin === 'array' || p.origin === 'set') return t('vTooFewItems', { minimum });
      return t('vTooSmallNumber', { minimum });
    }
    case 'too_big': {
      const maximum = String(p.maximum);
      if (p.origin === 'string') return t('vTooLong', { maximum });
      if (p.origin === 'array' || p.origin === 'set') return t('vTooManyItems', { maximum });
      return t('vTooBigNumber', { maximum });
    }
    case 'not_multiple_of':
      return t('vNotInteger');
    case 'invalid_value':
      if (p.missing) return t('vRequired');
      return t('vInvalidOption', { values: ((p.values as unknown[]) ?? []).map(String).join(', ') });
    case 'invalid_format':
      return t(formatKeys[String(p.format)] ?? 'vInvalidFormat');
    case 'unrecognized_keys': {
      // Named, but not echoed without end: a body can carry thousands of keys.
      const keys = ((p.keys as unknown[]) ?? []).map((k) => String(k).slice(0, 40));
      return t('vUnknownKeys', { keys: keys.length > 10 ? `${keys.slice(0, 10).join(', ')}, … (${keys.length})` : keys.join(', ') });
    }
    default:
      return t('vInvalid');
  }
}

const contextNames: Record<string, string> = { querystring: 'query', body: 'body', params: 'path', headers: 'header' };

/** Turns zod issues into the API's 422 detail items, translated. */
export function toValidationDetail(locale: Locale, context: string | undefined, issues: RawIssue[]): ValidationIssue[] {
  return issues.map((issue) => {
    const path = issue.instancePath.split('/').filter(Boolean);
    const loc = [contextNames[context ?? ''] ?? context ?? 'body', ...path.map((s) => (/^\d+$/.test(s) ? Number(s) : s))];
    const type = issue.keyword === 'invalid_format' ? `invalid_format.${String(issue.params.format)}` : issue.keyword;
    return { loc, msg: messageOf(locale, issue), type };
  });
}
