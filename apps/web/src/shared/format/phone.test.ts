import { normalisePhone } from '@sahm/contracts/users';
import { describe, expect, it } from 'vitest';
import { formatSaudiMobile, localMobilePart } from './phone.ts';

describe('Saudi mobile numbers', () => {
  it('are stored normalised however they are typed', () => {
    for (const typed of ['512345678', '0512345678', '+966512345678', '00966 51 234 5678', '٠٥١٢٣٤٥٦٧٨']) {
      expect(normalisePhone(typed), typed).toBe('966512345678');
    }
  });

  it('are shown with the +966 prefix and grouped as people read them', () => {
    expect(formatSaudiMobile('966512345678')).toBe('+966 51 234 5678');
    expect(localMobilePart('966512345678')).toBe('512345678');
  });

  it('keep the mask of a masked number', () => {
    expect(formatSaudiMobile('9665•••••678')).toBe('+966 5•••••678');
    expect(formatSaudiMobile('unknown')).toBe('unknown');
  });
});
