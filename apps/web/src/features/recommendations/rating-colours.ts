import type { Rating } from '@sahm/contracts/recommendations';

export type RatingColour = { bg: string; fg: string };

/**
 * Each of the nine ratings has its own colours (spec §2), in both themes: greens for buying
 * (deeper the stronger), reds for selling, blue for neutral, amber for review, violet for the start of
 * coverage. Every pair keeps its text above 4.5:1 (WCAG AA), checked by a test.
 */
export const ratingColours: Record<'light' | 'dark', Record<Rating, RatingColour>> = {
  light: {
    BUYING: { bg: '#D1F4DF', fg: '#0B5D2A' },
    INCREASE_POSITIONS: { bg: '#E3F6D0', fg: '#2F5A0B' },
    GATHERING: { bg: '#D4F1EE', fg: '#0D5952' },
    RETENTION: { bg: '#E4E8F4', fg: '#2E3A5C' },
    NEUTRAL: { bg: '#DDE7FB', fg: '#1E3F8A' },
    REVIEW: { bg: '#FCEBC7', fg: '#6E4300' },
    COVERAGE_START: { bg: '#ECE3FB', fg: '#4C2A8C' },
    DECREASE_POSITIONS: { bg: '#FCE4D3', fg: '#8A3A06' },
    SELLING: { bg: '#FBDADA', fg: '#8E1B1B' },
  },
  dark: {
    BUYING: { bg: '#0F3D24', fg: '#8FE3B0' },
    INCREASE_POSITIONS: { bg: '#233A0F', fg: '#BFE69A' },
    GATHERING: { bg: '#0E3A36', fg: '#8ADBD2' },
    RETENTION: { bg: '#262D40', fg: '#C3CBE3' },
    NEUTRAL: { bg: '#172C57', fg: '#A9C3F7' },
    REVIEW: { bg: '#453008', fg: '#F5CF7E' },
    COVERAGE_START: { bg: '#30214F', fg: '#CDB8F5' },
    DECREASE_POSITIONS: { bg: '#47240C', fg: '#F6B993' },
    SELLING: { bg: '#4D1717', fg: '#F6A9A9' },
  },
};
