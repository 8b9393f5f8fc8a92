import InputAdornment from '@mui/material/InputAdornment';
import { useTheme } from '@mui/material/styles';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './form-text-field.tsx';

export const PHONE_PREFIX = '+966';

/**
 * A Saudi mobile typed without its fixed +966 prefix (spec §5). The number reads left to right
 * in both languages: "+966" sits at the left, before the digits, on an Arabic page too
 * (where the inline end is the left side).
 */
export function PhoneField<T extends FieldValues>(props: FormTextFieldProps<T>) {
  const rtl = useTheme().direction === 'rtl';
  const prefix = (
    <InputAdornment position={rtl ? 'end' : 'start'}>
      <bdi dir="ltr">{PHONE_PREFIX}</bdi>
    </InputAdornment>
  );
  return (
    <FormTextField
      placeholder="5XXXXXXXXX"
      autoComplete="tel-national"
      {...props}
      type="tel"
      slotProps={{
        ...props.slotProps,
        input: rtl ? { endAdornment: prefix } : { startAdornment: prefix },
        htmlInput: { dir: 'ltr', inputMode: 'tel', maxLength: 14 },
      }}
    />
  );
}
