import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { routePageMatcher } from './route-pages.ts';

const routes = [
  { path: '/dashboard', page: 'home' },
  { path: '/dashboard/market/:marketGuid', page: 'market' },
  { path: '/dashboard/market/mutual-fund', page: 'funds' },
  { path: '/dashboard/market/all-stocks/:stockGuid', page: 'stock' },
  { path: '/dashboard/market/all-stocks/:stockGuid/overview', page: 'stock-overview' },
  { path: '/auth/*', page: 'auth-fallback' },
  { path: '/auth/login', page: 'login' },
  { path: '*', page: 'not-found' },
];

describe('which route page answers an address', () => {
  const pageFor = routePageMatcher(routes);

  it('picks the most specific route, as the router does', () => {
    expect(pageFor('/dashboard')).toBe('home');
    expect(pageFor('/dashboard/market/abc')).toBe('market');
    expect(pageFor('/dashboard/market/mutual-fund')).toBe('funds');
    expect(pageFor('/dashboard/market/all-stocks/abc')).toBe('stock');
    expect(pageFor('/dashboard/market/all-stocks/abc/overview')).toBe('stock-overview');
    expect(pageFor('/auth/login')).toBe('login');
    expect(pageFor('/auth/anything/else')).toBe('auth-fallback');
    expect(pageFor('/auth')).toBe('auth-fallback');
    expect(pageFor('/nowhere/at/all')).toBe('not-found');
  });

  it('reads escaped segments and refuses malformed ones', () => {
    expect(pageFor('/dashboard/market/mutual%2Dfund')).toBe('funds');
    expect(pageFor('/dashboard/market/%E0%A4%A')).toBeUndefined();
  });

  it('answers nothing without a catch-all when no route matches', () => {
    expect(routePageMatcher(routes.slice(0, 3))('/dashboard/market')).toBeUndefined();
  });

  it('ranks a static segment above a parameter whatever the order the routes are listed in', () => {
    const segment = fc.stringMatching(/^[a-z][a-z0-9-]{0,11}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), fc.nat(), (segments, at) => {
        const index = at % segments.length;
        const staticPath = `/${segments.join('/')}`;
        const withParam = `/${segments.map((s, i) => (i === index ? ':id' : s)).join('/')}`;
        for (const listed of [
          [
            { path: withParam, page: 'param' },
            { path: staticPath, page: 'static' },
          ],
          [
            { path: staticPath, page: 'static' },
            { path: withParam, page: 'param' },
          ],
        ]) {
          const match = routePageMatcher([...listed, { path: '*', page: 'rest' }]);
          expect(match(staticPath)).toBe('static');
          expect(match(`${staticPath}/more`)).toBe('rest');
        }
      }),
    );
  });
});
