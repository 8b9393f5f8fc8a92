import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../../test/render.tsx';
import { CodeInput, codeDigits, typedInto, writeDigits } from './code-input.tsx';

describe('code digits', () => {
  it('keep only digits, Arabic-Indic and Persian ones as ASCII', () => {
    expect(codeDigits('١٢٣٤')).toBe('1234');
    expect(codeDigits('۵۶ 7-8')).toBe('5678');
    expect(codeDigits('abc')).toBe('');
  });

  it('write from the box typed into; a whole code replaces the code', () => {
    expect(writeDigits('', 0, '5')).toBe('5');
    expect(writeDigits('12', 2, '3')).toBe('123');
    expect(writeDigits('123', 1, '9')).toBe('193');
    // A box past the first empty one writes to the first empty one.
    expect(writeDigits('1', 3, '2')).toBe('12');
    expect(writeDigits('12', 0, '٣٤٥٦')).toBe('3456');
    expect(writeDigits('1', 1, '23')).toBe('123');
    expect(writeDigits('12', 1, 'x')).toBe('12');
  });

  it('a digit typed beside the one a box held replaces it', () => {
    expect(typedInto('5', '57')).toBe('7');
    expect(typedInto('5', '75')).toBe('7');
    expect(typedInto(undefined, '7')).toBe('7');
  });
});

function Harness() {
  const [code, setCode] = useState('');
  return (
    <TestProviders>
      <CodeInput value={code} onChange={setCode} />
      <output data-testid="code">{code}</output>
    </TestProviders>
  );
}

const box = (n: number) => screen.getByLabelText(`الرقم ${n} من 4`) as HTMLInputElement;

describe('CodeInput', () => {
  it('reads left to right on an Arabic page', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'رمز التحقق' }).getAttribute('dir')).toBe('ltr');
  });

  it('moves to the next box as digits are typed, Arabic-Indic digits included', () => {
    render(<Harness />);
    box(1).focus();
    fireEvent.change(box(1), { target: { value: '٤' } });
    expect(document.activeElement).toBe(box(2));
    fireEvent.change(box(2), { target: { value: '2' } });
    expect(screen.getByTestId('code').textContent).toBe('42');
    expect(box(1).value).toBe('4');
    expect(document.activeElement).toBe(box(3));
  });

  it('fills every box from a pasted code', () => {
    render(<Harness />);
    fireEvent.paste(box(1), { clipboardData: { getData: () => ' ١٢٣٤ ' } });
    expect(screen.getByTestId('code').textContent).toBe('1234');
    expect([1, 2, 3, 4].map((n) => box(n).value)).toEqual(['1', '2', '3', '4']);
    expect(document.activeElement).toBe(box(4));
  });

  it('clears the box before with Backspace from an empty box, and goes there', () => {
    render(<Harness />);
    fireEvent.paste(box(1), { clipboardData: { getData: () => '12' } });
    expect(document.activeElement).toBe(box(3));
    fireEvent.keyDown(box(3), { key: 'Backspace' });
    expect(screen.getByTestId('code').textContent).toBe('1');
    expect(document.activeElement).toBe(box(2));
    // Box 2 is empty now: the next Backspace clears box 1.
    fireEvent.keyDown(box(2), { key: 'Backspace' });
    expect(screen.getByTestId('code').textContent).toBe('');
    expect(document.activeElement).toBe(box(1));
  });
});
