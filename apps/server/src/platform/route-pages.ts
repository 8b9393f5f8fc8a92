/** A route of the web app and the page the build wrote for it (pages/routes.json in the web build). */
export type RoutePage = { path: string; page: string };

type CompiledRoute = { segments: string[]; score: number; page: string };

/**
 * Which page of the web build answers an address, chosen as the web app's router chooses its route:
 * static segments match case-insensitively, `:name` matches one segment, a trailing `*` the rest;
 * among the matches the most specific wins (a static segment outranks a parameter, which outranks
 * the rest-of-path), the first listed on a tie. Undefined when no route matches.
 */
export function routePageMatcher(routes: RoutePage[]): (pathname: string) => string | undefined {
  const compiled: CompiledRoute[] = routes.map(({ path, page }) => {
    const segments = path.split('/').filter(Boolean);
    const score = segments.reduce((sum, segment) => sum + (segment === '*' ? -2 : segment.startsWith(':') ? 3 : 10), segments.length);
    return {
      segments: segments.map((segment) => (segment.startsWith(':') || segment === '*' ? segment : segment.toLowerCase())),
      score,
      page,
    };
  });
  return (pathname) => {
    let parts: string[];
    try {
      parts = pathname
        .split('/')
        .filter(Boolean)
        .map((part) => decodeURIComponent(part).toLowerCase());
    } catch {
      return undefined; // a malformed escape: no route, the plain app
    }
    let best: CompiledRoute | undefined;
    for (const route of compiled) {
      if (matches(route.segments, parts) && (!best || route.score > best.score)) best = route;
    }
    return best?.page;
  };
}

function matches(segments: string[], parts: string[]): boolean {
  for (const [index, segment] of segments.entries()) {
    if (segment === '*') return index === segments.length - 1;
    const part = parts[index];
    if (part === undefined) return false;
    if (!segment.startsWith(':') && segment !== part) return false;
  }
  return segments.length === parts.length;
}
