import { guidSchema } from '@sahm/contracts/common';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { appQueryClient } from './query-client.ts';

/**
 * How long the first page of a visit waits for its data before it is drawn with placeholders.
 * The data is asked for as soon as the router starts, beside the download of React and the page's
 * code, so it is usually there first; a slow answer never holds the page back for longer.
 */
const FIRST_PAGE_WAIT_MS = 1_500;

let appRendered = false;

/** Called once React has put the first page on screen: later pages are drawn at once. */
export function markAppRendered(): void {
  appRendered = true;
}

/** An id from the address that the API could know; anything else is the page's "not found", not a request. */
export const isGuid = (value: string | undefined): value is string => guidSchema.safeParse(value).success;

type RouteData = { params: Record<string, string | undefined>; url: URL };

/**
 * A route's loader that starts the queries its page reads. On the visit's first page it waits for
 * them (up to FIRST_PAGE_WAIT_MS), so the page is drawn once, with its figures, instead of as
 * placeholders redrawn as each answer arrives (each redraw a long task on a phone). On later
 * navigations it only starts them: the page and its placeholders show at once, as before.
 * A failure is the page's own to show (its queries retry and say so); the loader never throws.
 */
export function routeData(
  load: (client: QueryClient, params: Record<string, string | undefined>, route: RouteData) => Promise<unknown>,
): LoaderFunction {
  return async ({ params, request }) => {
    // Called at once; a throw, like a rejection, is left to the page.
    const work = (async () => load(appQueryClient(), params, { params, url: new URL(request.url) }))().catch(() => undefined);
    if (!appRendered) await Promise.race([work, new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS))]);
    return null;
  };
}
