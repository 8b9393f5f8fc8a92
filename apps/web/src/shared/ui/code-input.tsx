import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import { alpha } from '@mui/material/styles';
import { asciiDigits } from '@sahm/contracts/users';
import { useLayoutEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

export const CODE_LENGTH = 4;

/** Only the digits of what was typed or pasted, Arabic-Indic ones turned into ASCII. */
export function codeDigits(text: string): string {
  return asciiDigits(text).replace(/\D/g, '');
}

/**
 * `value` with `typed` written from box `index` on: a single digit replaces that box, several
 * (a paste or the phone's one-time-code autofill) fill the following boxes too.
 */
export function writeDigits(value: string, index: number, typed: string, length = CODE_LENGTH): string {
  const digits = codeDigits(typed);
  if (!digits) return value;
  // A whole code pasted anywhere replaces the code.
  if (digits.length >= length) return digits.slice(0, length);
  const start = Math.min(index, value.length);
  return (value.slice(0, start) + digits + value.slice(start + digits.length)).slice(0, length);
}

/** What was typed into a box that already held `held`: the new digit, not the old one beside it. */
export function typedInto(held: string | undefined, raw: string): string {
  if (held && raw.length === 2) return raw[0] === held ? raw.slice(1) : raw.slice(0, 1);
  return raw;
}

type CodeInputProps = {
  value: string;
  onChange: (value: string) => void;
  /** Names the group for screen readers (default "Verification code"); each box is "digit n of 4". */
  label?: string;
  error?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  length?: number;
};

/**
 * A one-time code in separate digit boxes. Typing moves to the next box, Backspace on an empty box
 * goes back, a pasted code fills the boxes, Arabic-Indic digits count. The boxes read left to right
 * in Arabic too, as the digits of the SMS do.
 */
export function CodeInput({ value, onChange, label, error, disabled, autoFocus, length = CODE_LENGTH }: CodeInputProps) {
  const { t } = useTranslation('common');
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  // Fast typing (or a phone's autofill) sends the next digit before the parent has re-rendered
  // with the previous one: work from the latest value written, not the last rendered one.
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  }, [value]);
  const focus = (index: number) => boxes.current[Math.max(0, Math.min(length - 1, index))]?.focus();

  const change = (next: string) => {
    latest.current = next;
    onChange(next);
  };

  const write = (index: number, typed: string) => {
    const next = writeDigits(latest.current, index, typed, length);
    if (next === latest.current) return;
    change(next);
    // Next box after what was written (the last one stays when the code is complete).
    focus(next.length >= length ? length - 1 : Math.min(next.length, index + codeDigits(typed).length));
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    const current = latest.current;
    if (event.key === 'Backspace') {
      event.preventDefault();
      if (current[index]) {
        change(current.slice(0, index) + current.slice(index + 1));
      } else if (index > 0) {
        change(current.slice(0, index - 1) + current.slice(index));
        focus(index - 1);
      }
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focus(Math.min(index + 1, current.length));
    }
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    write(index, event.clipboardData.getData('text'));
  };

  return (
    <Box
      role="group"
      aria-label={label ?? t('otp.group')}
      dir="ltr"
      sx={{ display: 'flex', gap: { xs: 1, sm: 1.5 }, justifyContent: 'center' }}
    >
      {Array.from({ length }, (_, index) => (
        <InputBase
          key={index}
          inputRef={(element: HTMLInputElement | null) => {
            boxes.current[index] = element;
          }}
          value={value[index] ?? ''}
          disabled={disabled}
          autoFocus={autoFocus && index === 0}
          error={error}
          onChange={(event) => write(index, typedInto(latest.current[index], event.target.value))}
          // A box beyond the first empty one sends the caret back to it: the code fills in order.
          onFocus={(event) => {
            if (index > latest.current.length) focus(latest.current.length);
            else event.target.select();
          }}
          inputProps={{
            'aria-label': t('otp.digit', { position: index + 1, count: length }),
            inputMode: 'numeric',
            autoComplete: index === 0 ? 'one-time-code' : 'off',
            dir: 'ltr',
            onKeyDown: onKeyDown(index),
            onPaste: onPaste(index),
          }}
          sx={(theme) => ({
            width: { xs: 52, sm: 60 },
            height: { xs: 56, sm: 64 },
            borderRadius: 2,
            border: 1.5,
            borderColor: error ? 'error.main' : 'divider',
            bgcolor: 'background.paper',
            transition: theme.transitions.create(['border-color', 'box-shadow']),
            '&.Mui-focused': {
              borderColor: error ? 'error.main' : 'primary.main',
              boxShadow: `0 0 0 3px ${alpha(theme.palette.primary.main, 0.2)}`,
            },
            '& input': { textAlign: 'center', fontSize: '1.5rem', fontWeight: 600, p: 0, fontVariantNumeric: 'tabular-nums' },
          })}
        />
      ))}
    </Box>
  );
}
