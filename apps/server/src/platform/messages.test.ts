import { describe, expect, it } from 'vitest';
import { ApiError } from './errors.ts';
import { defineMessages, translate } from './messages.ts';

describe('defineMessages', () => {
  const messages = defineMessages('example-area', {
    thingNotFound: { en: 'Thing not found', ar: 'الشيء غير موجود' },
    thingsLeft: { en: '{count} things left', ar: 'بقي {count} من الأشياء' },
  });

  it('makes errors the error handler translates through the registry', () => {
    const error = messages.error(404, 'thingNotFound', {}, { code: 'thing_not_found' });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ statusCode: 404, key: 'example-area.thingNotFound', extra: { code: 'thing_not_found' } });
    expect(translate('en', error.key)).toBe('Thing not found');
    expect(translate('ar', error.key)).toBe('الشيء غير موجود');
  });

  it('translates with parameters, and keeps the platform’s own keys', () => {
    expect(messages.t('en', 'thingsLeft', { count: 3 })).toBe('3 things left');
    expect(translate('ar', messages.ref('thingsLeft'), { count: 3 })).toBe('بقي 3 من الأشياء');
    expect(translate('en', 'authRequired')).toBe('Authentication is required');
  });

  it('types the keys: a typo does not compile', () => {
    // @ts-expect-error: not a key of this module's messages
    expect(() => messages.t('en', 'thingNotFund')).toThrow();
    // A key made by hand that names nothing comes back as itself rather than as nothing.
    expect(translate('en', 'example-area.nothing')).toBe('example-area.nothing');
  });

  it('refuses a namespace twice, and a key that would shadow the platform’s', () => {
    expect(() => defineMessages('example-area', {})).toThrow('defined twice');
    expect(() => defineMessages('shadowing', { authRequired: { en: 'x', ar: 'x' } })).toThrow('shadows the platform');
    expect(() => defineMessages('Bad Name', {})).toThrow('lower-case');
  });
});
