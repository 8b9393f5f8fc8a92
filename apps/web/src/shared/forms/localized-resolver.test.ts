import { changePasswordSchema, registrationSchema } from '@sahm/contracts/users';
import { describe, expect, it } from 'vitest';
import { initTestI18n } from '../../test/i18n.ts';
import { localizedResolver } from './use-zod-form.ts';

const options = { fields: {}, shouldUseNativeValidation: false } as const;

const registration = {
  first_name: 'نورة',
  last_name: 'القحطاني',
  email: 'Noura@Example.com ',
  password: 'long-enough-1',
  phone_number: '0512345678',
  age: 'AGE_18_30',
  investment_experience: 'LOW',
  annual_investment: 'FROM_1K_TO_20K',
};

describe('form validation messages', () => {
  it('use the spec wording in Arabic, with real plural forms', async () => {
    const resolve = localizedResolver(registrationSchema);
    const { errors } = await resolve(
      { ...registration, first_name: ' ', email: 'not-an-email', password: 'short', phone_number: '521234567', age: '' } as never,
      undefined,
      options,
    );
    expect(errors.first_name?.message).toBe('هذا الحقل مطلوب');
    expect(errors.email?.message).toBe('البريد الإلكتروني غير صالح');
    expect(errors.password?.message).toBe('يجب ألا يقل عن 8 أحرف');
    expect(errors.phone_number?.message).toBe('رقم الجوال غير صالح');
    expect(errors.age?.message).toBe('هذا الحقل مطلوب');
  });

  it('use the spec wording in English', async () => {
    await initTestI18n('en');
    const { errors } = await localizedResolver(changePasswordSchema)(
      { old_password: '', new_password: 'new-password-1', confirm_password: 'new-password-2' },
      undefined,
      options,
    );
    expect(errors.old_password?.message).toBe('This field is required');
    expect(errors.confirm_password?.message).toBe('Passwords must match');

    const short = await localizedResolver(changePasswordSchema)(
      { old_password: 'x', new_password: 'a', confirm_password: 'a' },
      undefined,
      options,
    );
    expect(short.errors.new_password?.message).toBe('Must be at least 8 characters');
  });

  it('hand the payload over normalised: +966 mobile, lower-case email', async () => {
    const { values, errors } = await localizedResolver(registrationSchema)(registration as never, undefined, options);
    expect(errors).toEqual({});
    expect(values).toMatchObject({ phone_number: '966512345678', email: 'noura@example.com' });
  });
});
