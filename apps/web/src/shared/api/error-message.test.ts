import { describe, expect, it } from 'vitest';
import { errorMessageOf } from './error-message.ts';

describe('errorMessageOf', () => {
  it('prefers message, then error_description, then detail', () => {
    expect(errorMessageOf({ message: 'm', error_description: 'e', detail: 'd' })).toBe('m');
    expect(errorMessageOf({ error: 'invalid_grant', error_description: 'e', detail: 'd' })).toBe('e');
    expect(errorMessageOf({ detail: 'Authentication is required' })).toBe('Authentication is required');
  });

  it('takes the first msg of a validation list', () => {
    const body = {
      detail: [
        { loc: ['query', 'size'], msg: 'الحجم يجب ألا يتجاوز 100', type: 'too_big' },
        { loc: [], msg: 'second', type: 'x' },
      ],
    };
    expect(errorMessageOf(body)).toBe('الحجم يجب ألا يتجاوز 100');
  });

  it('gives up on bodies without a message', () => {
    expect(errorMessageOf(null)).toBeNull();
    expect(errorMessageOf('<html>')).toBeNull();
    expect(errorMessageOf({ detail: [] })).toBeNull();
    expect(errorMessageOf({ message: '  ' })).toBeNull();
  });
});
