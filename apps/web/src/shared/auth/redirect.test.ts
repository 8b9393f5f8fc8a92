import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect.ts';

describe('safeRedirect', () => {
  it('follows paths of this site, with their query and hash', () => {
    expect(safeRedirect('/dashboard/profile', '/dashboard')).toBe('/dashboard/profile');
    expect(safeRedirect('/dashboard/market/abc?search=1150#top', '/dashboard')).toBe('/dashboard/market/abc?search=1150#top');
  });

  it('falls back for anything that could leave the site', () => {
    for (const value of [
      null,
      '',
      'dashboard',
      'https://evil.example/',
      '//evil.example/path',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'javascript:alert(1)',
      ' /dashboard',
    ]) {
      expect(safeRedirect(value, '/dashboard'), String(value)).toBe('/dashboard');
    }
  });
});
