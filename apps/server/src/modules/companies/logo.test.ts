import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockListSchema } from '@sahm/contracts/stocks';
import { stockLogos } from '../../db/schema/companies.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { fallbackColour, initialsOf, logoMark, sectorColours } from './logo-mark.ts';

/** WCAG contrast of two #RRGGBB colours. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('the generated mark', () => {
  it('keeps white text readable on every sector colour', () => {
    for (const colour of [...Object.values(sectorColours), fallbackColour])
      expect(contrast(colour, '#FFFFFF'), colour).toBeGreaterThanOrEqual(4.5);
  });

  it('takes English initials, else the first Arabic letter', () => {
    expect(initialsOf('Saudi Aramco', 'أرامكو السعودية')).toBe('SA');
    expect(initialsOf('stc', 'اس تي سي')).toBe('S');
    expect(initialsOf('', 'الراجحي')).toBe('ا');
    expect(initialsOf('123', '')).toBe('?');
  });

  it('escapes text and carries no script or reference', () => {
    const svg = logoMark({ shortNameEn: '<script>alert(1)</script> & "Co"', shortNameAr: 'x', sectorCode: 'sector-energy' });
    expect(svg).not.toMatch(/<script|href|onload|javascript:/i);
    expect(svg).toContain('aria-label="&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;"');
    expect(svg).toContain('fill="#9A3412"');
  });
});

describe('GET /api/v1/stocks/{guid}/logo', () => {
  let t: TestApp;
  let stock: { guid: string; logo: string | null };
  beforeAll(async () => {
    t = await createTestApp();
    stock = stockListSchema.parse((await t.api({ url: '/api/v1/stocks/?search=2222' })).json()).items[0]!;
  });
  afterAll(() => t.close());

  it('serves the generated SVG without the app token (an <img> sends none), cached by version', async () => {
    const res = await t.app.inject({ url: stock.logo! });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg".*>SA<\/text><\/svg>$/);
    const again = await t.app.inject({ url: stock.logo!, headers: { 'if-none-match': res.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect((await t.app.inject({ url: `/api/v1/stocks/${crypto.randomUUID()}/logo` })).statusCode).toBe(404);
    // Other calls still need the token.
    expect((await t.app.inject({ url: `/api/v1/stocks/${stock.guid}/` })).statusCode).toBe(403);
  });

  it('serves an uploaded logo with its type, under a new version', async () => {
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    await t.database.db.insert(stockLogos).values({ stockId: stock.guid, contentType: 'image/png', bytes: png });
    t.app.stocks.invalidate();
    t.app.companies.invalidate();
    const logo = stockListSchema.parse((await t.api({ url: '/api/v1/stocks/?search=2222' })).json()).items[0]!.logo!;
    expect(logo).toMatch(/\?v=u\d+$/);
    const res = await t.app.inject({ url: logo });
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(png)).toBe(true);
  });
});
