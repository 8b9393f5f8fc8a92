import { getContrastRatio } from '@mui/material/styles';
import { ratings } from '@sahm/contracts/recommendations';
import { describe, expect, it } from 'vitest';
import { ratingColours } from './rating-colours.ts';

describe('rating colours', () => {
  it('give every rating its own colours with text above 4.5:1 in both themes', () => {
    for (const mode of ['light', 'dark'] as const) {
      const backgrounds = new Set(ratings.map((r) => ratingColours[mode][r].bg));
      expect(backgrounds.size).toBe(ratings.length);
      for (const r of ratings) {
        const { bg, fg } = ratingColours[mode][r];
        expect(getContrastRatio(fg, bg), `${mode} ${r}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});
