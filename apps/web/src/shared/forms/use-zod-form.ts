import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, type FieldErrors, type FieldValues, type Resolver, type UseFormProps } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { translateValidationKey, validationMessage } from './validation-message.ts';

type FormSchema = z.ZodType<FieldValues, FieldValues>;

function translateErrors(errors: FieldErrors): void {
  for (const value of Object.values(errors)) {
    if (!value || typeof value !== 'object') continue;
    if (typeof value.message === 'string') value.message = translateValidationKey(value.message);
    else translateErrors(value as FieldErrors);
  }
}

/** A react-hook-form resolver for a contracts schema whose messages read as the spec words them. */
export function localizedResolver<S extends FormSchema>(schema: S): Resolver<z.input<S>, unknown, z.output<S>> {
  const resolve = zodResolver(schema, { error: validationMessage }) as unknown as Resolver<z.input<S>, unknown, z.output<S>>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    translateErrors(result.errors);
    return result;
  };
}

/**
 * useForm validated by `schema`; the validation messages are loaded before the form shows.
 * Fields are checked on submit and then as they change: checking on blur would make an empty,
 * autofocused field grow an error (and move the link under it) as soon as someone clicks elsewhere.
 */
export function useZodForm<S extends FormSchema>(schema: S, props: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {}) {
  useTranslation('validation');
  const resolver = useMemo(() => localizedResolver(schema), [schema]);
  return useForm<z.input<S>, unknown, z.output<S>>({ ...props, resolver });
}
