import { describe, expect, it } from 'vitest';
import { pseudoText } from './pseudo-locale.ts';

describe('pseudo locale', () => {
  it('brackets, accents and lengthens text so untranslated and clipped strings stand out', () => {
    expect(pseudoText('Sector')).toBe('⟦Šéçtór~~⟧');
    expect(pseudoText('54 stocks')).toBe('⟦54 štóçkš~~~⟧');
  });
});
