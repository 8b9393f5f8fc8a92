import { describe, expect, it } from 'vitest';
import { fontFamilyOf } from './create-app-theme.ts';
import { latinFallbackFaces, latinFallbackFamily } from './font-fallback.tsx';

const faces = latinFallbackFaces.split('@font-face').filter(Boolean);
const descriptor = (face: string, name: string) => new RegExp(`${name}:([^;]+);`).exec(face)?.[1];

describe('the Latin fallback font', () => {
  it('comes after both web fonts and before the system’s, in both languages', () => {
    for (const locale of ['ar', 'en'] as const) {
      const families = fontFamilyOf(locale).split(', ');
      expect(families.slice(2, 4)).toEqual([latinFallbackFamily, 'system-ui']);
      expect(families.slice(0, 2).sort()).toEqual(['"IBM Plex Sans Arabic"', '"IBM Plex Sans"']);
    }
  });

  it('has a face per weight the app sets, the bold ones for 600 and 700, Latin only', () => {
    expect(faces.map((face) => descriptor(face, 'font-weight'))).toEqual(['400', '500', '600', '700']);
    for (const face of faces) {
      const weight = Number(descriptor(face, 'font-weight'));
      expect(descriptor(face, 'src')).toContain(weight >= 600 ? "local('Arial Bold')" : "local('Arial')");
      expect(descriptor(face, 'unicode-range')).toMatch(/^U\+0000-00FF,/);
      expect(descriptor(face, 'unicode-range')).not.toContain('U+06');
    }
  });

  it('keeps Plex’s ascent and descent whatever the face’s scale (the overrides are scaled with it)', () => {
    for (const face of faces) {
      const size = parseFloat(descriptor(face, 'size-adjust')!);
      expect((parseFloat(descriptor(face, 'ascent-override')!) * size) / 100).toBeCloseTo(102.5, 1);
      expect((parseFloat(descriptor(face, 'descent-override')!) * size) / 100).toBeCloseTo(27.5, 1);
    }
  });
});
