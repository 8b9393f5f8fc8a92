import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import { alpha } from '@mui/material/styles';
import { asciiDigits } from '@sahm/contracts/users';
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';

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

type CodeInputProps = {
  value: string;
  onChange: (value: string) => void;
  /** Names the group for screen readers; each box is "digit n of 4". */
  label: string;
  digitLabel: (position: number) => string;
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
export function CodeInput({ value, onChange, label, digitLabel, error, disabled, autoFocus, length = CODE_LENGTH }: CodeInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) => boxes.current[Math.max(0, Math.min(length - 1, index))]?.focus();

  const write = (index: number, typed: string) => {
    const next = writeDigits(value, index, typed, length);
    if (next === value) return;
    onChange(next);
    // Next box after what was written (the last one stays when the code is complete).
    focus(next.length >= length ? length - 1 : Math.min(next.length, index + codeDigits(typed).length));
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      if (value[index]) {
        onChange(value.slice(0, index) + value.slice(index + 1));
      } else if (index > 0) {
        onChange(value.slice(0, index - 1) + value.slice(index));
        focus(index - 1);
      }
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focus(Math.min(index + 1, value.length));
    }
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    write(index, event.clipboardData.getData('text'));
  };

  return (
    <Box role="group" aria-label={label} dir="ltr" sx={{ display: 'flex', gap: { xs: 1, sm: 1.5 }, justifyContent: 'center' }}>
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
          onChange={(event) => write(index, event.target.value)}
          // A box beyond the first empty one sends the caret back to it: the code fills in order.
          onFocus={(event) => {
            if (index > value.length) focus(value.length);
            else event.target.select();
          }}
          inputProps={{
            'aria-label': digitLabel(index + 1),
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
            '&.Mui-focused': { borderColor: error ? 'error.main' : 'primary.main', boxShadow: `0 0 0 3px ${alpha(theme.palette.primary.main, 0.2)}` },
            '& input': { textAlign: 'center', fontSize: '1.5rem', fontWeight: 600, p: 0, fontVariantNumeric: 'tabular-nums' },
          })}
        />
      ))}
    </Box>
  );
}
